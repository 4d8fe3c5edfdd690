import type { RequestHandler } from 'msw';
import type { FlavorName } from './flavors/flavor.js';
import type { CoreRequest, CoreResponse } from './http/core-request.js';
import type { Database } from './state/database.js';
import type { Scenario } from './scenario/schema.js';
import type { FaultRuleInput, Faults } from './faults/fault-set.js';
import type { Simulate } from './events/simulate/types.js';
import type { ActionOf, EmitName } from './events/catalog.js';
import type { Delivery, DeliveryOutcome, EmitOptions, EmitResult, JournalEntry } from './wire.js';
import type { FetchReceiver } from './delivery/fetch-receiver.js';
import type { GuidSeed } from './delivery/guid-seed.js';

export type { FlavorName } from './flavors/flavor.js';
export type { FetchHandler, FetchReceiver } from './delivery/fetch-receiver.js';
export type { GuidSeed } from './delivery/guid-seed.js';
export type { CoreRequest, CoreResponse } from './http/core-request.js';
export type { Scenario } from './scenario/schema.js';
export type { FaultRule, FaultRuleInput, Faults } from './faults/fault-set.js';
export type { Simulate, SimulateResult } from './events/simulate/types.js';
export type { ActionOf, EmitName, EventName } from './events/catalog.js';
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

/** What a simulated receiver answers: `deliver: (delivery) => ({ status: 200 })`. */
export type SimulatedReceiver = (
  delivery: Readonly<Delivery>,
) => { status: number } | Promise<{ status: number }>;

/** What a transport needs to know of an attempt besides the delivery itself. */
export interface AttemptContext {
  /** The bound of this attempt, in ms. */
  readonly timeoutMs: number;
  /** Whether a 3xx answer counts as delivered (GitLab); absent: only 2xx. */
  readonly redirectsSucceed?: boolean;
  /** The order of the headers on the wire: Go's sorted order (absent) or as the flavor built them. */
  readonly headerOrder?: 'go' | 'as-built';
  /** How much of the answer's headers and body to keep (`deliveryResponseBytes`). */
  readonly responseBytes?: number;
}

/** Real delivery over HTTP, plugged in by `hookmock/node` (the core makes no connections itself). */
export type Transport = (
  delivery: Readonly<Delivery>,
  /** The mock's delivery timeout (`deliveryTimeoutMs`, else the flavor's) and the flavor's rules of this attempt. */
  context?: AttemptContext,
) => Promise<DeliveryOutcome>;

/** Options of `createHookMock` (and of `startServer` and `startWorker`, which pass them on). */
export interface HookMockOptions {
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
  /** `false` records only; `true` also POSTs (needs a transport); a function simulates the receiver. */
  deliver?: boolean | SimulatedReceiver;
  /**
   * The app itself, in-process: a fetch handler `(request) => response` or an object with such a
   * `fetch` method (a Hono app, `@octokit/webhooks`' `createWebMiddleware(…)`). Every delivery is
   * handed to it as a real `Request` (the bytes and headers a receiver gets over HTTP) and its
   * `Response` is the outcome; `deliver` and `deliveryHosts` do not apply (nothing leaves the process).
   * @see docs/guide/receivers.md
   */
  receiver?: FetchReceiver;
  /** Hosts `deliver: true` may reach (names, `*.example.test` wildcards, origins such as `http://127.0.0.1:3000` for that port only; on the server also addresses and CIDR ranges). Default loopback only. */
  deliveryHosts?: string[];
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
  /** How many deliveries `mock.deliveries` (test presses included) keeps (oldest dropped first). Default 10,000. */
  deliveryLimit?: number;
  /** What `mock.deliveries` may hold in bytes (bodies and headers, about); oldest dropped first. Default 128 MiB. */
  deliveryLogBytes?: number;
  /** How long a receiver (in-process, simulated, or over HTTP) may take before the delivery fails. Default: the flavor's (5000 ms; github 10000 ms, 30000 ms under GHES's `/api/v3`). */
  deliveryTimeoutMs?: number;
  /**
   * How much of a receiver's answer a delivery keeps: its headers and the first bytes of its body,
   * each within this many bytes (`delivery.responseHeaders`, `responseBody`). Default 8192; 0 keeps none.
   */
  deliveryResponseBytes?: number;
  /** Deliveries `deliver: true` has on the wire at once; the rest wait their turn. Default 32. */
  deliveryConcurrency?: number;
  /** Used by `deliver: true`; `hookmock/node` passes a fetch-based one. */
  transport?: Transport;
  /** Delay added to every mocked API answer: ms, or `[min, max]` drawn from the scenario's seed. None by default. */
  latency?: number | [number, number];
  /**
   * The seed of delivery GUIDs: a number gives the same GUIDs in the same order on every run
   * (and again after `reset()`); `'random'` a GUID no earlier run gave. Default: the scenario's
   * `seed` in process (deterministic tests); `'random'` on the standalone server.
   * @see docs/deliveries.md
   */
  seed?: GuidSeed;
  /** Fault rules in place from the start; `reset()` returns to these (none by default). */
  faults?: FaultRuleInput[];
  /**
   * Whether failing hooks are disabled as the product does it (the gitlab flavor: GitLab.com's
   * policy, from the 4th consecutive failure for 1 minute doubling to a day, from the 40th for good,
   * on the mock's clock). Default true; the other flavors have no such policy.
   * @see docs/guide/gitlab.md
   */
  autoDisable?: boolean;
}

/**
 * `mock.pings`: the presses of hooks' test routes, oldest first — a view of `mock.deliveries`
 * (the deliveries with `trigger: 'test'`, the same objects and ids).
 */
export interface PingLog {
  /** Every test press, oldest first. */
  all(): Delivery[];
  /** The test presses of one hook, oldest first. */
  forHook(id: number): Delivery[];
  /** The newest test press, if any. */
  last(): Delivery | undefined;
  /** Hides every test press recorded so far from this view (`deliveries` keeps them; ids continue). */
  clear(): void;
  /** Resolves with the first matching test press (at once if one is recorded); rejects on timeout. */
  waitFor<D extends Delivery>(
    predicate: (attempt: Delivery) => attempt is D,
    options?: { timeoutMs?: number },
  ): Promise<D>;
  waitFor(predicate?: (attempt: Delivery) => boolean, options?: { timeoutMs?: number }): Promise<Delivery>;
  /** How many deliveries were dropped because of `deliveryLimit`. */
  readonly dropped: number;
}

/** How `deliveries.waitFor` waits: at most `timeoutMs` (2000), for a settled delivery or any. */
export type DeliveryWait = { timeoutMs?: number; settled?: boolean };

/** `mock.deliveries`: every delivery, test presses and events, oldest first. */
export interface DeliveryLog {
  /** Every recorded delivery, oldest first. */
  all(): Delivery[];
  /** The deliveries to one hook, oldest first. */
  forHook(id: number): Delivery[];
  /** The newest delivery, if any. */
  last(): Delivery | undefined;
  /** Forgets every delivery (ids continue). */
  clear(): void;
  /**
   * The first matching delivery (at once if one is recorded; `settled: true`: once its outcome is
   * in); rejects after `timeoutMs` (2000). A type guard narrows it: `isDeliveryOf(d, 'push')`.
   */
  waitFor<D extends Delivery>(predicate: (d: Delivery) => d is D, options?: DeliveryWait): Promise<D>;
  waitFor(predicate?: (d: Delivery) => boolean, options?: DeliveryWait): Promise<Delivery>;
  /** How many deliveries were dropped because of `deliveryLimit`. */
  readonly dropped: number;
  /**
   * Sends delivery `id` again and resolves to the new delivery: a new id, the same request
   * (body, headers, signature, `guid`), `redelivery: true`, sent the way the original was.
   * Rejects for an id the log does not hold, or a delivery that was skipped.
   * @see docs/deliveries.md#27-redelivery-the-products-replay-and-hookmocks-redeliver
   */
  redeliver(id: number): Promise<Delivery>;
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
