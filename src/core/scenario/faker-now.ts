import type { Faker } from '@faker-js/faker';
import { HookMockError } from '../errors/hookmock-error.js';

/** What faker's English entry exports that `generate` uses. */
interface FakerEntry {
  faker: Faker;
}

const isFakerEntry = (value: unknown): value is FakerEntry =>
  typeof value === 'object' && value !== null && 'faker' in value && typeof value.faker === 'object';

/**
 * faker's English locale, read with node's `require` when a scenario first generates data, not
 * with every import of hookmock (~15 ms of CPU and three files that most test files never use:
 * docs/internals/benchmarks.md). Node ≥ 20.19 loads faker's ES module synchronously that way, so
 * `createHookMock` stays synchronous; node's cache keeps it, so later calls are a lookup. The
 * CommonJS and browser builds import it with the module instead (faker-now.require.ts,
 * faker-now.browser.ts, swapped in by scripts/msw-http-variant.mjs).
 */
export function fakerNow(): Faker {
  const nodeModule = typeof process === 'object' ? process.getBuiltinModule?.('node:module') : undefined;
  let entry: unknown;
  try {
    entry = nodeModule?.createRequire(import.meta.url)('@faker-js/faker/locale/en');
  } catch (error) {
    throw new HookMockError(`generated scenarios need @faker-js/faker, which did not load: ${String(error)}`);
  }
  if (!isFakerEntry(entry))
    throw new HookMockError(
      'generated scenarios need @faker-js/faker, which this runtime cannot load synchronously',
    );
  return entry.faker;
}
