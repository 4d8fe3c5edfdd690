import { CONTROL_PATH } from '../../core/http/control-path.js';
import type { CoreRequest, CoreResponse } from '../../core/http/core-request.js';
import { json } from '../../core/http/respond.js';
import { deliveryQueue } from '../../core/delivery/delivery-queue.js';
import { heapBudget, heapFigures } from '../heap-budget.js';

/** The memory guard of the request listener. */
export interface MemoryGuard {
  /**
   * The health figures (with `about`: the root mock's flavor and base path, as its own health
   * route says), or a 507 for a request that would grow past the budget; else undefined.
   */
  check(
    request: CoreRequest,
    docs: string,
    about?: Readonly<Record<string, string>>,
  ): CoreResponse | undefined;
  /**
   * Runs a session create after the ones before it: the budget is checked before a create
   * allocates, so 1,000 parallel creates would all pass the check and run the heap out together.
   */
  inTurn<T>(request: CoreRequest, run: () => T | Promise<T>): T | Promise<T>;
}

/** What a refused request is told to free (the logs and sessions are what grows). */
const WHAT_TO_DELETE = `delete sessions (DELETE ${CONTROL_PATH}/sessions/{id}), clear the logs (DELETE ${CONTROL_PATH}/requests, ${CONTROL_PATH}/deliveries), reset the state (POST ${CONTROL_PATH}/reset), or start the server with a larger heap (node --max-old-space-size)`;

/**
 * Requests that add to the server's memory, and how old a heap reading each may be judged by: a
 * scenario load (root or session) reads the heap; a hook create (at most a 1 MiB body) may use a
 * reading up to 1 ms old, so a burst of creates reads it about once a millisecond. A simulated
 * action grows the simulated world and an emit the delivery log (security review 4, G1): both
 * as a hook create.
 */
const SIMULATE = new RegExp(`${CONTROL_PATH}/simulate/[^/]+$`);
const GROWS: readonly { grows: (method: string, path: string) => boolean; maxAgeMs: number }[] = [
  { grows: (method, path) => method === 'POST' && path.endsWith(`${CONTROL_PATH}/scenario`), maxAgeMs: 0 },
  { grows: (method, path) => method === 'POST' && path.endsWith('/hooks'), maxAgeMs: 1 },
  { grows: (method, path) => method === 'POST' && SIMULATE.test(path), maxAgeMs: 1 },
  { grows: (method, path) => method === 'POST' && path.endsWith(`${CONTROL_PATH}/events`), maxAgeMs: 1 },
];
const SESSIONS_PATH = `${CONTROL_PATH}/sessions`;
const HEALTH_PATH = `${CONTROL_PATH}/health`;

/**
 * The standalone server's memory budget at its front (issue 17 item 2): `GET /__hookmock/health`
 * reports the heap against it, and once the heap is past its share a scenario load or a hook
 * create is refused with 507 and what to delete — before the heap runs out, not after. Node
 * only: the in-process mock shares its heap with the test that runs it.
 */
export function memoryGuard(share?: number): MemoryGuard {
  const overBudget = heapBudget(share);
  const oneAtATime = deliveryQueue(1);
  const creates = (request: CoreRequest) =>
    request.method === 'POST' && request.url.pathname === SESSIONS_PATH;
  const check: MemoryGuard['check'] = (request, docs, about = {}) => {
    const { method, url } = request;
    if (method === 'GET' && url.pathname === HEALTH_PATH)
      return json(200, { ok: true, ...about, budget: heapFigures(share) }, { 'Cache-Control': 'no-store' });
    const growing = GROWS.find(({ grows }) => grows(method, url.pathname));
    if (growing === undefined) return undefined;
    const why = overBudget(growing.maxAgeMs);
    if (why === undefined) return undefined;
    const control = url.pathname.includes(`${CONTROL_PATH}/`);
    const message = `${why}: ${WHAT_TO_DELETE}`;
    return json(507, control ? { message } : { message, url: docs });
  };
  return {
    check,
    inTurn: (request, run) => (creates(request) ? oneAtATime(async () => run()) : run()),
  };
}
