import { CONTROL_PATH } from './control-path.js';
import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { json, noContent, messageAnswer as error } from '../http/respond.js';
import type { Scenario } from '../scenario/schema.js';
import type { PingRecorder } from '../pings/ping-recorder.js';
import type { Journal } from '../journal.js';
import { dashboardHtml } from './dashboard-page.js';
import { builtinScenario } from '../scenario/builtins.js';
import { loadFaker, needsFaker } from '../scenario/faker-source.js';
import { listRoute, stateRoute } from './list-routes.js';
import type { Faults } from '../faults/fault-set.js';
import { faultsControl } from '../faults/faults-control.js';
import type { EventsHub } from '../events/hub.js';
import { EVENT_ROUTES } from '../events/control-routes.js';

/** What the control API steers. */
export interface Controlled {
  readonly pings: PingRecorder;
  readonly journal: Journal;
  readonly faults: Faults;
  readonly events: Pick<EventsHub, 'deliveries' | 'emit'>;
  reset(): void;
  load(scenario: string | Scenario, source?: string): void;
  snapshot(): Scenario;
  now(): Date;
  /** Its `revision` changes with every change of the state (see Store). */
  readonly store: { readonly revision: number };
}

type ControlHandler = (mock: Controlled, request: CoreRequest) => CoreResponse | Promise<CoreResponse>;

/** One control route: method, path under `/__hookmock`, and what answers it. */
export interface ControlRoute {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly handler: ControlHandler;
}

/** The control API (README "Control API"). Adding a route is adding a row. */
const CONTROL_ROUTES: readonly ControlRoute[] = [
  {
    method: 'GET',
    path: '/',
    handler: () => ({
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        // As headers: `frame-ancestors` in the page's <meta> CSP has no effect (clickjacking).
        'Content-Security-Policy': "frame-ancestors 'none'",
        'X-Frame-Options': 'DENY',
      },
      body: dashboardHtml(),
    }),
  },
  { method: 'GET', path: '/health', handler: () => json(200, { ok: true }) },
  { method: 'GET', path: '/state', handler: (mock, request) => stateRoute(request, mock) },
  {
    method: 'POST',
    path: '/reset',
    handler: (mock) => {
      mock.reset();
      return noContent();
    },
  },
  { method: 'POST', path: '/scenario', handler: (mock, request) => loadScenario(mock, request.body) },
  {
    method: 'GET',
    path: '/pings',
    handler: (mock, request) =>
      listRoute(request, mock.pings.page, { 'X-Dropped-Count': String(mock.pings.dropped) }),
  },
  {
    method: 'DELETE',
    path: '/pings',
    handler: (mock) => {
      mock.pings.clear();
      return noContent();
    },
  },
  {
    method: 'GET',
    path: '/requests',
    handler: (mock, request) =>
      listRoute(request, (a, l) => mock.journal.page(a, l), {
        'X-Dropped-Count': String(mock.journal.dropped),
      }),
  },
  {
    method: 'DELETE',
    path: '/requests',
    handler: (mock) => {
      mock.journal.clear();
      return noContent();
    },
  },
  ...EVENT_ROUTES,
];

/**
 * `/__hookmock/*`: the row for this method and path (HEAD answered as GET). Not journalled;
 * takes no credentials (local use only).
 */
export function controlApi(mock: Controlled, request: CoreRequest): CoreResponse | Promise<CoreResponse> {
  const path = request.url.pathname.slice(CONTROL_PATH.length) || '/';
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  // `/faults/{id}` carries a parameter: the faults module routes its own paths.
  if (path === '/faults' || path.startsWith('/faults/')) return faultsControl(mock.faults, request, path);
  const route = CONTROL_ROUTES.find((r) => r.method === method && r.path === path);
  if (!route) return error(404, `no control route ${request.method} ${CONTROL_PATH}${path}`);
  try {
    return route.handler(mock, request);
  } catch (e) {
    return error(500, `hookmock internal error: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** `{ "name": "..." }` loads a built-in; any other object is a scenario. Bad input: 400, no change. */
async function loadScenario(mock: Controlled, body: string): Promise<CoreResponse> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return error(400, 'the body must be JSON: { "name": "<built-in>" } or a scenario object');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return error(400, 'the body must be a JSON object: { "name": "<built-in>" } or a scenario object');
  }
  const keys = Object.keys(value);
  try {
    // Only a string names a built-in; anything else is validated as a scenario (no coercion,
    // which also ran Array#toString over whatever nesting a client sent).
    const name =
      keys.length === 1 && keys[0] === 'name' && 'name' in value && typeof value.name === 'string'
        ? value.name
        : undefined;
    // Posted JSON: mock.load validates it against the scenario schema before it is used.
    const scenario = name !== undefined ? builtinScenario(name) : (value as Scenario);
    if (needsFaker(scenario)) await loadFaker();
    if (name !== undefined) mock.load(name);
    else mock.load(scenario, `posted to ${CONTROL_PATH}/scenario`);
  } catch (e) {
    return error(400, e instanceof Error ? e.message : String(e));
  }
  return noContent();
}
