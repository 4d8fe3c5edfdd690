import type { Faker } from '@faker-js/faker';
import { fakerNow } from './faker-now.js';

/** The faker instance `generate` uses: faker's English locale, loaded at its first use (faker-now.ts). */
export function currentFaker(): Faker {
  return fakerNow();
}
