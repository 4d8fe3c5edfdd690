/**
 * What `require('hookmock/vitest')` gives (bundled to dist/vitest/index.cjs): the same matchers
 * and setupHookMock without loading vitest, for jest — `expect.extend(matchers)`; setupHookMock
 * uses jest's global lifecycle hooks.
 * @module
 */
export { matchers } from '../matchers/definitions.js';
export type { DeliveryMatch, HookMockMatchers, RequestMatch } from '../matchers/definitions.js';
export { setupHookMock } from './setup-hook-mock.js';
export type { SetupHookMockOptions } from './setup-hook-mock.js';
