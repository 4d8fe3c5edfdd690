import { http } from 'msw';
import type { RequestHandler } from 'msw';
import { fromFetchRequest, toFetchResponse } from '../http/core-request.js';
import type { Engine } from '../engine.js';
import { UNOWNED_HEADER } from '../engine.js';

/**
 * msw handlers over the engine: one catch-all for the API base and one for the control API.
 * A path prefix is matched on any origin by prefixing "*" (msw in Node matches no relative
 * path, mock-toolkit-notes §0.4); a full baseUrl only on its origin.
 */
export function createHandlers(engine: Engine): RequestHandler[] {
  const origin = engine.origin ?? '*';
  const resolve = async ({ request }: { request: Request }) => {
    const response = await engine.handle(await fromFetchRequest(request));
    // Not ours after all (e.g. another origin): let the next handler or the network have it.
    if (response.headers[UNOWNED_HEADER]) return undefined;
    return toFetchResponse(response);
  };
  return [http.all(`${origin}${engine.basePath}/*`, resolve), http.all(`${origin}/__hookmock*`, resolve)];
}
