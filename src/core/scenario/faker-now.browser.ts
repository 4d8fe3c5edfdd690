import type { Faker } from '@faker-js/faker';
import { faker } from '@faker-js/faker/locale/en';

/**
 * faker's English locale for the browser build (scripts/bundle-entries.mjs swaps this in for
 * faker-now.ts): a browser has no synchronous loading, so it comes with the module.
 */
export function fakerNow(): Faker {
  return faker;
}
