/**
 * hookmock/vitest — importing it registers the matchers `toHaveDelivered`,
 * `toHaveDeliveredTimes` and `toHaveReceivedRequest` with vitest's `expect` (as
 * `@testing-library/jest-dom/vitest` does). Under jest, `require` resolves to a copy without
 * vitest (src/vitest/jest.ts): `expect.extend(matchers)` there.
 * @module
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { matchers } from '../matchers/definitions.js';
import type { HookMockMatchers } from '../matchers/definitions.js';
import { useLifecycle } from './setup-hook-mock.js';

export { matchers } from '../matchers/definitions.js';
export type { DeliveryMatch, HookMockMatchers, RequestMatch } from '../matchers/definitions.js';
export { setupHookMock } from './setup-hook-mock.js';
export type { SetupHookMockOptions } from './setup-hook-mock.js';

expect.extend(matchers);
useLifecycle({ beforeAll, afterEach, afterAll });

// vitest's `Assertion` has different type parameters in vitest 4 (`<T>`) and 5 (`<R, T>`), and an
// augmentation must repeat them exactly (TS2428 under skipLibCheck: false), so no one declaration
// of it compiles under both. Every version builds its `Assertion` by mapping chai's (`Chai.Assertion`,
// which takes none) and keeps each method as declared: the matchers go there, for vitest 4 and 5.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Chai {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Assertion extends HookMockMatchers<void> {}
  }
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends HookMockMatchers {}
}
