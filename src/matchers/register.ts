import { matchers } from './definitions.js';

/**
 * Registers the matchers with the test runner's global `expect` (jest's), when there is one with
 * `extend`: what `import 'hookmock/jest'` (a `setupFilesAfterEnv` entry) and `setupHookMock`
 * under Jest do, so `expect(mock).toHaveDelivered()` works without an `expect.extend` of your own.
 * Extending twice is harmless (the same functions under the same names).
 *
 * @example
 * registerWithGlobalExpect(); // true under jest, false where no global expect exists
 * @see docs/guide/jest.md
 */
export function registerWithGlobalExpect(): boolean {
  // Boundary: the runner's global is declared nowhere hookmock compiles; it is checked before use.
  const expect: unknown = Reflect.get(globalThis, 'expect');
  if (typeof expect !== 'function' || !('extend' in expect) || typeof expect.extend !== 'function')
    return false;
  Reflect.apply(expect.extend, expect, [matchers]);
  return true;
}
