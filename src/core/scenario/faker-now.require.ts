import type { Faker } from '@faker-js/faker';
import { faker } from '@faker-js/faker/locale/en';

/**
 * faker's English locale for the CommonJS builds (scripts/bundle-client.mjs swaps this in for
 * faker-now.ts): loaded with the module, as Jest's `require` loads it.
 */
export function fakerNow(): Faker {
  return faker;
}
