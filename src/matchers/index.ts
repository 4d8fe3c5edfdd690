/**
 * hookmock/matchers — the matchers `toHaveDelivered`, `toHaveDeliveredTimes` and
 * `toHaveReceivedRequest` and their types, with no dependencies: it loads by `import` and by
 * `require` where neither msw nor vitest is installed. Register them with any `expect` that takes
 * jest-style matchers: jest, Playwright Test, vitest (`hookmock/vitest` does that on import).
 * @module
 */
export { matchers } from './definitions.js';
export type { DeliveryMatch, HookMockMatchers, RequestMatch } from './definitions.js';
