/**
 * hookmock/vitest — importing it registers the matchers `toHaveDelivered`,
 * `toHaveDeliveredTimes` and `toHaveReceivedRequest` with vitest's `expect` (as
 * `@testing-library/jest-dom/vitest` does). Under jest, `require` resolves to a copy without
 * vitest (src/vitest/jest.ts): `expect.extend(matchers)` there.
 * @module
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { matchers } from './matchers.js';
import type { HookMockMatchers } from './matchers.js';
import { useLifecycle } from './setup-hook-mock.js';

export { matchers } from './matchers.js';
export type { DeliveryMatch, HookMockMatchers, RequestMatch } from './matchers.js';
export { setupHookMock } from './setup-hook-mock.js';
export type { SetupHookMockOptions } from './setup-hook-mock.js';

expect.extend(matchers);
useLifecycle({ beforeAll, afterEach, afterAll });

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any
  interface Assertion<T = any> extends HookMockMatchers<T> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends HookMockMatchers {}
}
