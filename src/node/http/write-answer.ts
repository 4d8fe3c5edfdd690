import type { ServerResponse } from 'node:http';
import type { CoreResponse } from '../../core/http/core-request.js';

/** Writes a core answer with the CORS headers of its request (and its length, when it has a body). */
export function write(
  res: ServerResponse,
  response: CoreResponse,
  cors: Readonly<Record<string, string>>,
): void {
  const headers = answerHeaders(response, cors);
  const body = hasBody(response);
  if (body) headers['Content-Length'] = String(Buffer.byteLength(response.body));
  res.writeHead(response.status, headers);
  res.end(body ? response.body : undefined);
}

/** 204 and 304 answers carry no body (nor a Content-Length). */
export function hasBody(response: CoreResponse): boolean {
  return response.status !== 204 && response.status !== 304;
}

/** The answer's headers after its request's CORS headers (a new object: the caller adds to it). */
export function answerHeaders(
  response: CoreResponse,
  cors: Readonly<Record<string, string>>,
): Record<string, string> {
  return { ...cors, ...response.headers };
}
