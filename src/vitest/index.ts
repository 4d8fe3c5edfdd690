/**
 * hookmock/vitest — importing it registers the matchers `toHaveDelivered`,
 * `toHaveDeliveredTimes` and `toHaveReceivedRequest` with vitest's `expect` (as
 * `@testing-library/jest-dom/vitest` does). Under jest, `expect.extend(matchers)` instead.
 * @module
 */
import { matchers } from './matchers.js';
import type { HookMockMatchers } from './matchers.js';
import { useLifecycle } from './setup-hook-mock.js';

export { matchers } from './matchers.js';
export type { DeliveryMatch, HookMockMatchers, RequestMatch } from './matchers.js';
export { setupHookMock } from './setup-hook-mock.js';

// Only inside vitest: loading vitest under another runner (jest) would fail or misbehave.
const inVitest =
  typeof process !== 'undefined' &&
  (process.env.VITEST !== undefined || process.env.VITEST_WORKER_ID !== undefined);
if (inVitest) {
  const vitest = await import('vitest');
  vitest.expect.extend(matchers);
  useLifecycle({ beforeAll: vitest.beforeAll, afterEach: vitest.afterEach, afterAll: vitest.afterAll });
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends HookMockMatchers<T> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends HookMockMatchers {}
}
