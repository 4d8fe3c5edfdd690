/**
 * hookmock/client — steer a running hookmock server (or one of its sessions) from any JS test:
 * Playwright, Cypress, vitest, jest. Uses only `fetch`; works in Node and browsers.
 * @module
 */
import type {
  Delivery,
  DeliveryFields,
  EmitOptions,
  EmitResult,
  FaultRule,
  FaultRuleInput,
  FlavorName,
  JournalEntry,
  Scenario,
} from '../core/types.js';
import { controlFetcher } from './control-fetch.js';
import { withPayload } from '../core/delivery/delivery-payload.js';
import type { Fetch } from './control-fetch.js';
import { remoteLog } from './remote-log.js';
import type { RemoteDeliveries, RemoteLog } from './remote-log.js';
import { remoteEmit } from './remote-emit.js';
import { remoteSimulate } from './remote-simulate.js';
import type { Simulate } from '../core/events/simulate/types.js';
import { CONTROL_PATH } from '../core/http/control-path.js';
import { sessionBasePath, sessionRoot } from '../core/control/session-paths.js';

export { HookMockClientError } from './control-fetch.js';
export type { RemoteDeliveries, RemoteLog, WaitOptions } from './remote-log.js';
export type { Simulate, SimulateResult } from '../core/events/simulate/types.js';
export type { Delivery, DeliveryPayload, EmitResult, NotFired } from '../core/wire.js';
export { isDeliveryOf } from '../core/delivery/delivery-payload.js';

/** Options of `connectHookMock`. */
export interface ConnectOptions {
  /** Another fetch (e.g. one with a proxy agent). Default: the global fetch. */
  fetch?: Fetch;
  /** Every call rejects when the server has not answered within this many ms. Default 10000. */
  timeoutMs?: number;
}

/** Options of `createSession`: the new session's scenario, flavor and auth mode. */
export interface SessionOptions {
  /** A built-in scenario's name or a scenario object. Default: the server's scenario. */
  scenario?: string | Scenario;
  /** The session's flavor. Default: the server's. */
  flavor?: FlavorName;
  /** `any`: any well-formed credential works; `strict`: only scenario users' tokens. Default: the server's. */
  auth?: 'any' | 'strict';
}

/** A running mock, seen from outside: `createHookMock`'s members that make sense remotely, async. */
export interface HookMockClient {
  /** The API's base URL, e.g. `http://127.0.0.1:4100/api/v1` or a session's `…/sessions/<id>/api/v1`. */
  readonly url: string;
  /** The control API, e.g. `http://127.0.0.1:4100/__hookmock`. */
  readonly controlUrl: string;
  /** The session this client is bound to; undefined for the root (default) session. */
  readonly sessionId: string | undefined;
  /** Back to the initial state of the scenario loaded last (`POST /__hookmock/reset`). */
  reset(): Promise<void>;
  /** Replaces the state with a built-in scenario (by name) or a scenario object. */
  load(scenario: string | Scenario): Promise<void>;
  /** The current state as a scenario object. */
  snapshot(): Promise<Scenario>;
  /** The test presses of hooks (the deliveries with `trigger: 'test'`). */
  readonly pings: RemoteLog<Delivery>;
  /** Deliveries: every test press and event sent to hooks; `redeliver(id)` sends one again. */
  readonly deliveries: RemoteDeliveries;
  /** The request journal: what the code under test sent, and what the mock answered. */
  readonly requests: { all(): Promise<JournalEntry[]>; clear(): Promise<void> };
  /** Fault rules: `add` resolves to the new rule's id. */
  readonly faults: {
    add(rule: FaultRuleInput): Promise<string>;
    remove(id: string): Promise<void>;
    list(): Promise<FaultRule[]>;
    clear(): Promise<void>;
  };
  /** `mock.simulate` over HTTP (`POST /__hookmock/simulate/{action}`): the same actions and options. */
  readonly simulate: Simulate;
  /**
   * Sends an event to the subscribed hooks (`POST /__hookmock/events?explain`): the deliveries
   * (at most 100; the rest are in `deliveries`), carrying `notFired` as `mock.emit`'s result does.
   */
  emit(event: string, options?: EmitOptions): Promise<EmitResult>;
  /** A new isolated session on the same server, and a client bound to it. */
  createSession(options?: SessionOptions): Promise<HookMockClient>;
  /** Deletes this client's session (nothing for the root session). */
  close(): Promise<void>;
}

/** Where the API and control API of `input` are: a server origin, an API URL, or a session URL. */
function locate(input: string | URL) {
  const url = new URL(input);
  const path = url.pathname.replace(/\/+$/, '');
  const session = /^\/sessions\/([^/]+)/.exec(path);
  if (session) {
    const [, id = ''] = session;
    return {
      origin: url.origin,
      url: `${url.origin}${sessionBasePath(id)}`,
      controlUrl: `${url.origin}${sessionRoot(id)}${CONTROL_PATH}`,
      sessionId: id,
      askServer: true,
    };
  }
  const bare = path === '' || path.endsWith(CONTROL_PATH);
  return {
    origin: url.origin,
    askServer: bare,
    url: `${url.origin}${bare ? '/api/v1' : path}`,
    controlUrl: `${url.origin}${CONTROL_PATH}`,
    sessionId: undefined,
  };
}

/**
 * Connects to a running hookmock (`hookmock serve`, `startServer`): checks it answers, then
 * returns a client. `origin` may be `http://127.0.0.1:4100`, the API URL, or a session's URL.
 *
 * @example
 * const mock = await connectHookMock('http://127.0.0.1:4100');
 * await mock.load('empty');
 * // … drive the app …
 * const delivery = await mock.deliveries.waitFor((d) => d.event === 'push');
 * @see docs/guide/remote-client.md
 */
export async function connectHookMock(
  origin: string | URL,
  options: ConnectOptions = {},
): Promise<HookMockClient> {
  const fetchImpl = options.fetch ?? ((...args: Parameters<Fetch>) => fetch(...args));
  const where = locate(origin);
  const call = controlFetcher(where.controlUrl, fetchImpl, options.timeoutMs);
  // The server names where its API answers (`/api/v3` in the github flavor); older ones do not.
  const health = await call<{ basePath?: unknown }>('GET', '/health');
  const served = typeof health?.basePath === 'string' ? `${where.origin}${health.basePath}` : undefined;
  const root = controlFetcher(`${where.origin}${CONTROL_PATH}`, fetchImpl, options.timeoutMs);
  return {
    url: (where.askServer ? served : undefined) ?? where.url,
    controlUrl: where.controlUrl,
    sessionId: where.sessionId,
    reset: async () => void (await call('POST', '/reset')),
    load: async (scenario) =>
      void (await call('POST', '/scenario', typeof scenario === 'string' ? { name: scenario } : scenario)),
    snapshot: () => call<Scenario>('GET', '/state'),
    pings: remoteLog(call, '/pings'),
    deliveries: {
      ...remoteLog(call, '/deliveries'),
      redeliver: async (id) =>
        withPayload(await call<DeliveryFields>('POST', `/deliveries/${encodeURIComponent(id)}/redeliver`)),
    },
    simulate: remoteSimulate(call),
    requests: {
      all: () => call<JournalEntry[]>('GET', '/requests'),
      clear: async () => void (await call('DELETE', '/requests')),
    },
    faults: {
      add: async (rule) => (await call<{ id: string }>('POST', '/faults', rule)).id,
      remove: async (id) => void (await call('DELETE', `/faults/${encodeURIComponent(id)}`)),
      list: () => call<FaultRule[]>('GET', '/faults'),
      clear: async () => void (await call('DELETE', '/faults')),
    },
    emit: remoteEmit(call),
    async createSession(sessionOptions = {}) {
      const session = await root<{ id: string }>('POST', '/sessions', sessionOptions);
      // The origin stays the one we were given: only the id comes from the server's answer.
      return connectHookMock(
        `${where.origin}${sessionRoot(encodeURIComponent(String(session.id)))}`,
        options,
      );
    },
    close: async () => {
      if (where.sessionId !== undefined) await root('DELETE', `/sessions/${where.sessionId}`);
    },
  };
}
