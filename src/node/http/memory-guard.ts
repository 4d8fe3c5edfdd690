import { CONTROL_PATH } from '../../core/control/control-path.js';
import type { CoreRequest, CoreResponse } from '../../core/http/core-request.js';
import { json } from '../../core/http/respond.js';
import { heapBudget, heapFigures } from '../heap-budget.js';

/** What a refused request is told to free (the logs and sessions are what grows). */
const WHAT_TO_DELETE = `delete sessions (DELETE ${CONTROL_PATH}/sessions/{id}), clear the logs (DELETE ${CONTROL_PATH}/requests, ${CONTROL_PATH}/deliveries), reset the state (POST ${CONTROL_PATH}/reset), or start the server with a larger heap (node --max-old-space-size)`;

/** Requests that add to the server's memory: a scenario load (root or session) and a hook create. */
const GROWS: readonly ((method: string, path: string) => boolean)[] = [
  (method, path) => method === 'POST' && path.endsWith(`${CONTROL_PATH}/scenario`),
  (method, path) => method === 'POST' && path.endsWith('/hooks'),
];

/**
 * The standalone server's memory budget at its front (issue 17 item 2): `GET /__hookmock/health`
 * reports the heap against it, and once the heap is past its share a scenario load or a hook
 * create is refused with 507 and what to delete — before the heap runs out, not after. Node
 * only: the in-process mock shares its heap with the test that runs it.
 */
export function memoryGuard(
  share?: number,
): (request: CoreRequest, docs: string) => CoreResponse | undefined {
  const overBudget = heapBudget(share);
  return (request, docs) => {
    const { method, url } = request;
    if (method === 'GET' && url.pathname === `${CONTROL_PATH}/health`)
      return json(200, { ok: true, budget: heapFigures(share) }, { 'Cache-Control': 'no-store' });
    if (!GROWS.some((grows) => grows(method, url.pathname))) return undefined;
    const why = overBudget();
    if (why === undefined) return undefined;
    const control = url.pathname.includes(`${CONTROL_PATH}/`);
    const message = `${why}: ${WHAT_TO_DELETE}`;
    return json(507, control ? { message } : { message, url: docs });
  };
}
