import type { IncomingMessage, ServerResponse } from 'node:http';
import { json } from '../../core/http/respond.js';
import type { CoreRequest, CoreResponse } from '../../core/http/core-request.js';
import { answered } from './client-errors.js';
import { write } from './write-answer.js';

/**
 * The answers the listener writes itself, before or instead of the mock's: a refused Host, a
 * preflight, a body too large, a path nobody serves. Each is a fixed refusal, never a mock answer.
 */

/** One request as this listener sees it once the Host and the target are checked. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The swagger URL on the checked origin, for error bodies. */
  docs: string;
  cors: Readonly<Record<string, string>>;
}

/** A request the mock does not serve and no fallback takes. */
export function notServed(request: CoreRequest): CoreResponse {
  return json(404, { message: `hookmock does not serve ${request.method} ${request.url.pathname}` });
}

/** A CORS preflight: 204 with the allowed headers, or 403 for an origin not allowed. */
export function preflight(exchange: Exchange, headers: Record<string, string> | undefined): void {
  if (headers === undefined) {
    const message = 'CORS preflight refused: this origin is not allowed (see --cors-origin)';
    return write(exchange.res, json(403, { message }), exchange.cors);
  }
  exchange.res.writeHead(204, { ...headers, 'Content-Length': '0' });
  exchange.res.end();
}

/** A Host the policy refuses (DNS rebinding): 403 naming the flag that allows it. */
export function refuseHost(res: ServerResponse, hostHeader: string | undefined, docs: string): void {
  const host = String(hostHeader).slice(0, 100);
  const message = `hookmock refuses requests for Host "${host}": it answers localhost, loopback addresses and the address it listens on; start it with --allowed-host NAME to allow another name`;
  write(res, json(403, { message, url: docs }), {});
}

/** A body past the limit: 413, and the connection closed after it. */
export function tooLarge(exchange: Exchange): void {
  answered.add(exchange.req.socket);
  exchange.res.setHeader('Connection', 'close');
  const message = 'request body too large (limit 1 MiB)';
  write(exchange.res, json(413, { message, url: exchange.docs }), exchange.cors);
}
