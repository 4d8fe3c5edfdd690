/**
 * The environment-agnostic request and response the core answers. Adapters (msw handlers, the
 * node:http server) translate to and from these, so both answer every request alike.
 */
export interface CoreRequest {
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full URL, query included. */
  readonly url: URL;
  /** A header value by case-insensitive name, or null. */
  header(name: string): string | null;
  /** The raw body text ('' when there is none). */
  readonly body: string;
}

/** The core's answer to a `CoreRequest`; status 0 means the connection fails (a network fault). */
export interface CoreResponse {
  /** The HTTP status, or 0 for a dropped connection. */
  status: number;
  /** Response headers by name. */
  headers: Record<string, string>;
  /** '' for an empty body. */
  body: string;
}

/**
 * Builds a CoreRequest from a Fetch API Request (msw handlers, `mock.fetch`). Internal since
 * 0.2.0: users call `mock.fetch(request)`.
 *
 * @example
 * const answer = await engine.handle(await fromFetchRequest(request));
 * return answer ? toFetchResponse(answer) : undefined;
 * @see docs/reference/api.md
 */
export async function fromFetchRequest(request: Request): Promise<CoreRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  return {
    method: request.method,
    url: new URL(request.url),
    header: (name) => request.headers.get(name),
    body,
  };
}

/**
 * Builds a Fetch API Response from a CoreResponse (status 0 becomes `Response.error()`).
 *
 * @example
 * const answer = await engine.handle(await fromFetchRequest(request));
 * if (answer) return toFetchResponse(answer);
 * @see docs/reference/api.md
 */
export function toFetchResponse(response: CoreResponse): Response {
  // Status 0 is a failed connection (an injected network fault): msw's HttpResponse.error().
  if (response.status === 0) return Response.error();
  // No body is null, not '': a string body, even empty, makes fetch add `Content-Type: text/plain`,
  // which the server (and the product) never sends.
  const noBody = response.status === 204 || response.status === 304 || response.body === '';
  return new Response(noBody ? null : response.body, { status: response.status, headers: response.headers });
}
