import { http } from 'msw';
import type { RequestHandler } from 'msw';
import { fromFetchRequest, toFetchResponse } from '../http/core-request.js';
import { CONTROL_PATH } from '../control/control-path.js';
import type { Engine } from '../engine.js';

/**
 * msw handlers over the engine: one for the API base and one for the control API. They match
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
  return [
    http.all(new RegExp(`^${origin}${escapeRegExp(engine.basePath)}/`), resolve),
    http.all(new RegExp(`^${origin}${escapeRegExp(CONTROL_PATH)}(?:[/?#]|$)`), resolve),
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
