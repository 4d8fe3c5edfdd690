import type { RequestHandler } from 'msw';
import type { FlavorName } from './contract/flavor.js';
import type { CoreRequest, CoreResponse } from './http/core-request.js';
import type { Database } from './state/database.js';
import type { Scenario } from './scenario/schema.js';
import type { FaultRuleInput, Faults } from './faults/fault-set.js';
import type { Simulate } from './events/simulate/types.js';
import type { ActionOf, EmitName } from './event-name-types.js';
import type { EmitOptions, EmitResult, JournalEntry } from './wire.js';
import type { DeliveryOptions } from './delivery/delivery-options.js';
import type { DeliveryLog, PingLog } from './delivery/delivery-log.js';

export type { FlavorName } from './contract/flavor.js';
export type { FetchHandler, FetchReceiver } from './delivery/fetch-receiver.js';
export type { GuidSeed } from './delivery/guid-seed.js';
export type {
  AttemptContext,
  DeliveryOptions,
  SimulatedReceiver,
  Transport,
} from './delivery/delivery-options.js';
export type { DeliveryLog, DeliveryWait, PingLog } from './delivery/delivery-log.js';
export type { CoreRequest, CoreResponse } from './http/core-request.js';
export type { Scenario } from './scenario/schema.js';
export type { FaultRule, FaultRuleInput, Faults } from './faults/fault-set.js';
export type { Simulate, SimulateResult } from './events/simulate/types.js';
export type { ActionOf, EmitName, EventName } from './event-name-types.js';
export type {
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
} from './wire.js';

/** Options of `createHookMock` (and of `startServer` and `startWorker`, which pass them on). */
export interface HookMockOptions extends DeliveryOptions {
  /** Where the mocked API lives: a path prefix matches any origin, a full URL only that origin. */
  baseUrl?: string;
  /** A built-in scenario's name or a scenario object. Default `'default'`. */
  scenario?: string | Scenario;
  /** Which product the mock behaves as: `spec` (default) or any other name of the flavor registry (`FlavorName`: gitea, forgejo, github, gitlab, bitbucket, …; `hookmock --help` lists them; docs/fidelity/flavors-at-a-glance.md). */
  flavor?: FlavorName;
  /** `any` (default): any well-formed credential works; `strict`: only scenario users' tokens. */
  auth?: 'any' | 'strict';
  /** The mock's clock. Default: starts at the scenario's `clock`, advancing with real time. */
  clock?: () => Date;
  /**
   * The old name of `deliveryHosts` (beside the server's `allowedHosts` it read as the same thing).
   * @deprecated Use `deliveryHosts` (0.2.0); setting it warns once.
   */
  allowHosts?: string[];
  /** How many entries `mock.requests` keeps (oldest dropped first). */
  journalLimit?: number;
  /**
   * Ignored: test presses are deliveries, kept within `deliveryLimit`.
   * @deprecated Use `deliveryLimit` (0.2.0); setting it warns once.
   */
  pingLimit?: number;
  /** Delay added to every mocked API answer: ms, or `[min, max]` drawn from the scenario's seed. None by default. */
  latency?: number | [number, number];
  /** Fault rules in place from the start; `reset()` returns to these (none by default). */
  faults?: FaultRuleInput[];
}

/** `mock.requests`: every request to the mocked API, oldest first. */
export interface RequestJournal {
  /** Every entry, oldest first. */
  all(): JournalEntry[];
  /** Forgets every entry. */
  clear(): void;
  /** How many entries were dropped because of `journalLimit`. */
  readonly dropped: number;
}

/**
 * What `createHookMock` returns: msw handlers plus the state and logs to set up and assert on.
 * @see docs/reference/api.md
 */
export interface HookMock {
  /** MSW handlers for the mocked API and the control API. */
  readonly handlers: RequestHandler[];
  /** The typed @mswjs/data database (users, orgs, repos, hooks). */
  readonly db: Database;
  /** The test presses (a view of `deliveries`). */
  readonly pings: PingLog;
  /** Every delivery: test presses and emitted events. */
  readonly deliveries: DeliveryLog;
  /**
   * Fires an event: resolves to one delivery per hook that fires, in the product's order, and
   * (`.notFired`) the hooks of the repository and its org that did not fire, each with why. A known
   * name (`EmitName`) narrows `action` to its actions; an unknown one is refused at run time.
   */
  emit<E extends EmitName | (string & Record<never, never>)>(
    event: E,
    options?: EmitOptions<ActionOf<E, FlavorName>>,
  ): Promise<EmitResult>;
  /** Common user actions (push, open a PR, merge, release…), each with the product's delivery sequence. */
  readonly simulate: Simulate;
  /** The request journal: what the code under test sent, and what the mock answered. */
  readonly requests: RequestJournal;
  /** Fault rules: make the mocked API fail, slow down or drop connections. */
  readonly faults: Faults;
  /** Back to the initial state of the scenario loaded last. Synchronous. */
  reset(): void;
  /** Replaces the state with another scenario; later resets return to it. */
  load(scenario: string | Scenario): void;
  /** The current state as a scenario object (`load(snapshot())` reproduces it exactly). */
  snapshot(): Scenario;
  /**
   * Answers one request (what the msw handlers and the node server call); `undefined` when the
   * request is not the mock's (another origin, a path outside the base path and the control API).
   */
  handle(request: CoreRequest): CoreResponse | undefined | Promise<CoreResponse>;
  /**
   * Answers a fetch `Request` as the msw handlers do (as hono's `app.fetch`): its `Response`, or
   * `undefined` when the request is not the mock's — for a service worker, an edge function or a
   * test without msw. Rejects with a TypeError when given anything but a `Request`.
   */
  fetch(request: Request): Promise<Response | undefined>;
  /** Whether the mock implements this path (control API and hook routes); the rest may be proxied. */
  owns(pathname: string): boolean;
  /** The flavor the mock behaves as. */
  readonly flavor: FlavorName;
  /** The base path, e.g. `/api/v1`. */
  readonly basePath: string;
  /** The origin the mock is pinned to, when `baseUrl` was a full URL. */
  readonly origin: string | undefined;
}
