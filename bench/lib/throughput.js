// Alternated load rounds against two servers (hookmock and its floor), one endpoint at a time:
// req/s and p99 from autocannon in its own process (load core), and the server's CPU time per
// request from /proc/PID/schedstat (server core), which another process holding the core does
// not inflate.
import { fileURLToPath } from 'node:url';
import { AUTH_HEADERS, CREATE_BODY, LIST_PATH, PATCH_BODY } from './fixtures.js';
import {
  GITLAB_AUTH,
  GITLAB_CREATE_BODY,
  GITLAB_LIST_PATH,
  GITLAB_LIST_QUERY,
  testRotation,
} from './gitlab-fixtures.js';
import { httpRequest } from './http.js';
import { cpuMs, runJsonChild } from './proc.js';

const LOAD = fileURLToPath(new URL('../load.js', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const JSON_HEADERS = { ...AUTH_HEADERS, 'content-type': 'application/json' };

/** The endpoints the targets name: path under the origin, method, body. */
export const ENDPOINTS = {
  list: { path: LIST_PATH, method: 'GET', headers: AUTH_HEADERS },
  get: { path: `${LIST_PATH}/1`, method: 'GET', headers: AUTH_HEADERS },
  create: { path: LIST_PATH, method: 'POST', headers: JSON_HEADERS, body: CREATE_BODY },
  update: { path: `${LIST_PATH}/1`, method: 'PATCH', headers: JSON_HEADERS, body: PATCH_BODY },
  test: { path: `${LIST_PATH}/2/tests`, method: 'POST', headers: AUTH_HEADERS },
};

/**
 * The gitlab flavor's (issue 30), against `hookmock serve --flavor gitlab`: the test trigger
 * rotates over projects and users, and the mock is reset before each of its runs (outside the
 * measured window) so that GitLab's 5-a-minute limit restarts: bench/lib/gitlab-fixtures.js.
 */
export const GITLAB_ENDPOINTS = {
  'gitlab-list': { path: GITLAB_LIST_PATH + GITLAB_LIST_QUERY, method: 'GET', headers: GITLAB_AUTH },
  'gitlab-create': {
    path: GITLAB_LIST_PATH,
    method: 'POST',
    headers: { ...GITLAB_AUTH, 'content-type': 'application/json' },
    body: GITLAB_CREATE_BODY,
  },
  'gitlab-test': { method: 'POST', headers: {}, rotate: testRotation(), resetFirst: true },
};
const endpointOf = (name) => ENDPOINTS[name] ?? GITLAB_ENDPOINTS[name];

/** One autocannon run (no warm-up inside: the CPU delta must cover only the measured requests). */
export async function loadOnce(target, endpoint, { connections, seconds, core }) {
  const { path, method, headers, body, rotate, resetFirst } = endpointOf(endpoint);
  const url = target.origin + (path ?? rotate.targets[0]);
  const spec = { url, method, headers, body, rotate, connections, duration: seconds };
  if (resetFirst && target.kind === 'hookmock') await reset(target);
  const before = cpuMs(target.proc.child.pid);
  const run = await runJsonChild([LOAD, JSON.stringify(spec)], { core, cwd: ROOT });
  const after = cpuMs(target.proc.child.pid);
  const cpuUsPerRequest =
    before !== undefined && after !== undefined && run.ok > 0 ? ((after - before) * 1000) / run.ok : null;
  if (run.non2xx || run.errors)
    throw new Error(`${target.kind} ${endpoint}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  return { rps: run.rps, p50: run.p50, p99: run.p99, cpuUsPerRequest, requests: run.ok };
}

/** `POST /__hookmock/reset`: the scenario again, the clock at its start, the rate limits cleared. */
async function reset(target) {
  const { status } = await httpRequest(`${target.origin}/__hookmock/reset`, { method: 'POST' });
  if (status >= 300) throw new Error(`${target.kind}: reset answered ${status}`);
}

/** A short unmeasured run per server and endpoint, so the JIT is warm before the first round. */
export async function warmUp(targets, endpoints, options) {
  for (const endpoint of endpoints)
    for (const target of targets) await loadOnce(target, endpoint, { ...options, seconds: options.warmup });
}

/**
 * One round: for each endpoint, hookmock and the floor one after the other, the order swapped
 * every other round (ABBA over the rounds), so a neighbour's burst does not always hit one side.
 */
export async function round(targets, endpoints, index, options) {
  const out = {};
  for (const endpoint of endpoints) {
    const order = index % 2 === 0 ? ['baseline', 'hookmock'] : ['hookmock', 'baseline'];
    out[endpoint] = {};
    for (const kind of order) out[endpoint][kind] = await loadOnce(targets[kind], endpoint, options);
  }
  return out;
}
