/**
 * hookmock — the environment-agnostic core: runs in Node and in browsers (no `node:` imports).
 * @module
 */
export { createHookMock } from './core/create-hook-mock.js';
export { builtinScenarios, defineScenario } from './core/scenario/builtins.js';
export { parseScenario } from './core/scenario/parse-scenario.js';
export { ScenarioError } from './core/scenario/scenario-error.js';
export { HookMockError } from './core/errors/hookmock-error.js';
export { openApiDocument } from './core/openapi/openapi-document.js';
export type * from './core/types.js';
export { verifySignature } from './core/events/verify-signature.js';
export type * from './core/events/schemas/index.js';
export type { Database } from './core/state/database.js';
export { checkReceiver } from './core/receiver-check/check-receiver.js';
export type {
  CheckReceiverOptions,
  ReceiverCaseName,
  ReceiverCaseResult,
  ReceiverReport,
} from './core/receiver-check/check-receiver.js';
