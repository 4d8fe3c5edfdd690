/**
 * hookmock — the environment-agnostic core: runs in Node and in browsers (no `node:` imports).
 * Every public name is listed here by name: test/typings/public-names.test.ts pins the list, so
 * adding or removing one is a deliberate diff.
 * @module
 */
export { createHookMock } from './core/create-hook-mock.js';
export { builtinScenarios, defineScenario } from './core/scenario/builtins.js';
export { parseScenario } from './core/scenario/parse-scenario.js';
export { ScenarioError } from './core/scenario/scenario-error.js';
export { HookMockError } from './core/errors/hookmock-error.js';
export { openApiDocument } from './core/openapi/openapi-document.js';
export { verifySignature } from './core/events/verify-signature.js';
export { isDeliveryOf } from './core/delivery/delivery-payload.js';
export { checkReceiver } from './core/receiver-check/check-receiver.js';

// The mock, its options and its logs.
export type {
  HookMock,
  HookMockOptions,
  DeliveryLog,
  PingLog,
  RequestJournal,
  SimulatedReceiver,
  Transport,
  FlavorName,
  FetchHandler,
  FetchReceiver,
  GuidSeed,
  CoreRequest,
  CoreResponse,
  Scenario,
  FaultRule,
  FaultRuleInput,
  Faults,
  Simulate,
  SimulateResult,
  ActionOf,
  EmitName,
  EventName,
  Delivery,
  DeliveryFields,
  DeliveryPayload,
  DeliveryEventType,
  DeliveryOutcome,
  DeliveryStatus,
  EmitOptions,
  EmitResult,
  HookScope,
  JournalEntry,
  NotFired,
  NotFiredCode,
  PingAttempt,
} from './core/types.js';
export type { Database } from './core/state/database.js';
export type {
  CheckReceiverOptions,
  ReceiverCaseName,
  ReceiverCaseResult,
  ReceiverReport,
} from './core/receiver-check/check-receiver.js';

// The payloads deliveries carry.
export type {
  Product,
  Label,
  Milestone,
  PushPayload,
  CreatePayload,
  DeletePayload,
  ForkPayload,
  IssuePayload,
  IssueCommentPayload,
  PullRequestPayload,
  ReleasePayload,
  RepositoryPayload,
  WikiPayload,
  PackagePayload,
  User,
  Repository,
  PayloadCommit,
  StatusPayload,
  WorkflowRunPayload,
  WorkflowJobPayload,
  ActionRunPayload,
} from './core/flavors/gitea/events/payload-types.js';
export type { PayloadOf, PayloadFlavor } from './core/payload-of.js';
