import { http } from './msw-http.js';
import { passthrough } from './passthrough.js';
import type { RequestHandler } from 'msw';
import { fromFetchRequest, toFetchResponse } from '../http/core-request.js';
import { CONTROL_PATH } from '../http/control-path.js';
import type { Engine } from '../engine.js';

/**
 * msw handlers over the engine: one for the API base (and one for each of its aliases), one for the control API, and last one that
 * lets the mock's own real deliveries through to the network (`passthrough()`): it matches only a
 * delivery in flight (`OutgoingDeliveries`), so `onUnhandledRequest: 'error'` still catches every
 * other request, and a test's handler for the receiver URL placed before it still answers. They match
 * with regular expressions on the whole URL so that a path prefix matches on any origin but only
 * at the start of the path (msw in Node matches no relative path, docs/toolkit-notes.md §0.4, and a
 * "*" prefix would also match `/elsewhere/api/v1/x`, which then escapes `onUnhandledRequest`).
 */
export function createHandlers(engine: Engine): RequestHandler[] {
  const origin = engine.origin ? escapeRegExp(engine.origin) : '[a-z][a-z0-9+.-]*://[^/]+';
  const resolve = async ({ request }: { request: Request }) => {
    const response = await engine.handle(await fromFetchRequest(request));
    // Not ours after all: let the next handler or the unhandled-request policy have it.
    return response === undefined ? undefined : toFetchResponse(response);
  };
  const bases = [engine.basePath, ...engine.basePathAliases];
  return [
    ...bases.map((base) => http.all(new RegExp(`^${origin}${escapeRegExp(base)}/`), resolve)),
    http.all(new RegExp(`^${origin}${escapeRegExp(CONTROL_PATH)}(?:[/?#]|$)`), resolve),
    http.all(
      ({ request }) => engine.events.outbox.outgoing.claims(request),
      () => passthrough(),
    ),
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
