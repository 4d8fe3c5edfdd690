import type { RequestHandler } from 'msw';
import type { FlavorName } from './flavors/flavor.js';
import type { CoreRequest, CoreResponse } from './http/core-request.js';
import type { Database } from './state/database.js';
import type { Scenario } from './scenario/schema.js';
import type { FaultRuleInput, Faults } from './faults/fault-set.js';
import type { Simulate } from './events/simulate/types.js';

export type { FlavorName } from './flavors/flavor.js';
export type { CoreRequest, CoreResponse } from './http/core-request.js';
export type { Scenario } from './scenario/schema.js';
export type { FaultRule, FaultRuleInput, Faults } from './faults/fault-set.js';
export type { Simulate, SimulateResult } from './events/simulate/types.js';

/** Where a hook lives. */
export type HookScope = { kind: 'repo'; owner: string; repo: string } | { kind: 'org'; org: string };

/**
 * What became of a delivery: `recorded` (not sent, `deliver: false`), `skipped` (hook inactive or host
 * not allowed), `pending` (being sent), `delivered` (receiver answered 2xx) or `failed`.
 */
export type DeliveryStatus = 'recorded' | 'skipped' | 'pending' | 'delivered' | 'failed';

/** One press of a hook's test route, as a receiver would get it (README "Ping attempts"). */
export interface PingAttempt {
  /** 1, 2, 3… in the order attempts were recorded. */
  id: number;
  /** The id of the hook that was pressed. */
  hookId: number;
  /** The repository or org the hook belongs to. */
  scope: HookScope;
  /** `ping` (spec) or `push` (gitea, forgejo). */
  event: string;
  /** The hook's target URL: where a receiver would get the request. */
  url: string;
  /** The hook's content type: a JSON body, or a form body with a `payload` field. */
  contentType: 'json' | 'form';
  /** Exactly the headers a receiver gets, keyed by name as sent. */
  headers: Record<string, string>;
  /** Exactly the body a receiver gets. */
  body: string;
  /** ISO time from the mock's clock. */
  at: string;
  /** The outcome: status, why it was skipped, the receiver's status or the error, and how long it took. */
  delivery: {
    status: DeliveryStatus;
    reason?: string;
    responseStatus?: number;
    error?: string;
    durationMs?: number;
  };
}

/**
 * One delivery of the log behind `mock.deliveries`: a test press or an emitted event, as the
 * receiver gets it (the attempt's exact method, URL, headers and body). Structurally a
 * `PingAttempt` plus what says which delivery it was, so transports and simulated receivers
 * take either.
 */
export interface Delivery extends PingAttempt {
  /** `test`: a press of the hook's test route; `event`: an emitted or simulated event. */
  trigger: 'test' | 'event';
  /** The hook's type (`gitea`, `slack`, `matrix`, …): decides the body's shape. */
  hookType: string;
  /** The event type (`X-Gitea-Event-Type`, e.g. `pull_request_review_approved`). */
  eventType: string;
  /** The payload's `action`, or null for events without one (push, create, …). */
  action: string | null;
  /** `POST`, or `PUT` for matrix hooks. */
  method: string;
}

/** `mock.emit(event, options)`: where the event happens and what to change in its payload. */
export interface EmitOptions {
  /** `owner/name`: the repository the event happens in (its hooks, then its owner org's). */
  repo?: string;
  /** An org: only the org's hooks (events without a repository, e.g. `package`). */
  org?: string;
  /** The payload's `action` (`opened`, `closed`, `published`, …); default: the event's first. */
  action?: string;
  /** Branch or tag: `main`, `refs/heads/main`, `refs/tags/v1.0`. */
  ref?: string;
  /** Login of the user who acts (default: the repository's first admin, or the org's owner). */
  sender?: string;
  /** Deep-merged over the generated payload (arrays and scalars replace). */
  payload?: Record<string, unknown>;
}

/** One entry of the request journal (control API requests are not journalled). */
export interface JournalEntry {
  /** ISO time from the mock's clock, when the request arrived. */
  at: string;
  /** The HTTP method, upper case. */
  method: string;
  /** The path without the query, e.g. `/api/v1/repos/acme/widgets/hooks`. */
  path: string;
  /** The query parameters (the last value of a repeated name). */
  query: Record<string, string>;
  /** The status the mock answered. */
  status: number;
  /** The body, parsed when it is JSON (else the text); absent when there was none. */
  requestBody?: unknown;
  /** How long the answer took, including latency and fault delays. */
  durationMs: number;
  /** The id of the fault rule that answered or delayed it (see `mock.faults`); status 0: the connection failed. */
  fault?: string;
}

/** What a simulated receiver answers: `deliver: (attempt) => ({ status: 200 })`. */
export type SimulatedReceiver = (
  attempt: Readonly<PingAttempt>,
) => { status: number } | Promise<{ status: number }>;

/** Real delivery over HTTP, plugged in by `hookmock/node` (the core makes no connections itself). */
export type Transport = (attempt: Readonly<PingAttempt>) => Promise<PingAttempt['delivery']>;

/** Options of `createHookMock` (and of `startServer` and `startWorker`, which pass them on). */
export interface HookMockOptions {
  /** Where the mocked API lives: a path prefix matches any origin, a full URL only that origin. */
  baseUrl?: string;
  /** A built-in scenario's name or a scenario object. Default `'default'`. */
  scenario?: string | Scenario;
  /** Which product the mock behaves as: `spec` (default), `gitea` or `forgejo` (README "Flavors"). */
  flavor?: FlavorName;
  /** `any` (default): any well-formed credential works; `strict`: only scenario users' tokens. */
  auth?: 'any' | 'strict';
  /** The mock's clock. Default: starts at the scenario's `clock`, advancing with real time. */
  clock?: () => Date;
  /** `false` records only; `true` also POSTs (needs a transport); a function simulates the receiver. */
  deliver?: boolean | SimulatedReceiver;
  /** Hosts `deliver: true` may reach. Default loopback only. */
  allowHosts?: string[];
  /** How many entries `mock.requests` keeps (oldest dropped first). */
  journalLimit?: number;
  /** How many attempts `mock.pings` keeps (oldest dropped first). */
  pingLimit?: number;
  /** How many deliveries `mock.deliveries` keeps (oldest dropped first). Default 10,000. */
  deliveryLimit?: number;
  /** Used by `deliver: true`; `hookmock/node` passes a fetch-based one. */
  transport?: Transport;
  /** Delay added to every mocked API answer: ms, or `[min, max]` drawn from the scenario's seed. None by default. */
  latency?: number | [number, number];
  /** Fault rules in place from the start; `reset()` returns to these (none by default). */
  faults?: FaultRuleInput[];
}

/** `mock.pings`: the presses of hooks' test routes, oldest first (README "Ping attempts"). */
export interface PingLog {
  /** Every recorded attempt, oldest first. */
  all(): PingAttempt[];
  /** The attempts of one hook, oldest first. */
  forHook(id: number): PingAttempt[];
  /** The newest attempt, if any. */
  last(): PingAttempt | undefined;
  /** Forgets every attempt (ids continue). */
  clear(): void;
  /** Resolves with the first matching attempt (at once if one is recorded); rejects on timeout. */
  waitFor(
    predicate?: (attempt: PingAttempt) => boolean,
    options?: { timeoutMs?: number },
  ): Promise<PingAttempt>;
  /** How many attempts were dropped because of `pingLimit`. */
  readonly dropped: number;
}

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
  /** Resolves with the first matching delivery (at once if one is recorded); rejects on timeout. */
  waitFor(predicate?: (delivery: Delivery) => boolean, options?: { timeoutMs?: number }): Promise<Delivery>;
  /** How many deliveries were dropped because of `deliveryLimit`. */
  readonly dropped: number;
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
 * @see README.md#api-of-createhookmock
 */
export interface HookMock {
  /** MSW handlers for the mocked API and the control API. */
  readonly handlers: RequestHandler[];
  /** The typed @mswjs/data database (users, orgs, repos, hooks). */
  readonly db: Database;
  /** The test presses (a view of `deliveries`, with its own ids). */
  readonly pings: PingLog;
  /** Every delivery: test presses and emitted events. */
  readonly deliveries: DeliveryLog;
  /** Fires an event: resolves to one delivery per hook that fires, in the product's order. */
  emit(event: string, options?: EmitOptions): Promise<Delivery[]>;
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
  /** Whether the mock implements this path (control API and hook routes); the rest may be proxied. */
  owns(pathname: string): boolean;
  /** The flavor the mock behaves as. */
  readonly flavor: FlavorName;
  /** The base path, e.g. `/api/v1`. */
  readonly basePath: string;
  /** The origin the mock is pinned to, when `baseUrl` was a full URL. */
  readonly origin: string | undefined;
}
