/**
 * hookmock/jest — `hookmock/matchers` plus the type augmentation of jest's global `expect`
 * (`jest.Matchers` of `@types/jest`). Importing it registers the matchers with jest's global
 * `expect` (as `@testing-library/jest-dom` does): `import 'hookmock/jest'` alone, or the module
 * as a `setupFilesAfterEnv` entry, types and registers `expect(mock).toHaveDelivered(…)` in every
 * test file. No dependencies at run time.
 * @module
 */
import type { HookMockMatchers } from './definitions.js';
import { registerWithGlobalExpect } from './register.js';

export { matchers } from './definitions.js';
export type { DeliveryMatch, HookMockMatchers, RequestMatch } from './definitions.js';

registerWithGlobalExpect();

declare global {
  // The global namespace @types/jest declares; the type parameters must be exactly its own.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace jest {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
    interface Matchers<R, T = {}> extends HookMockMatchers<R> {}
  }
}
