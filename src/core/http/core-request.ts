/**
 * The environment-agnostic request and response the core answers. Adapters (msw handlers, the
 * node:http server) translate to and from these, so both answer every request alike.
 */
export interface CoreRequest {
  readonly method: string;
  readonly url: URL;
  /** A header value by case-insensitive name, or null. */
  header(name: string): string | null;
  /** The raw body text ('' when there is none). */
  readonly body: string;
}

export interface CoreResponse {
  status: number;
  headers: Record<string, string>;
  /** '' for an empty body. */
  body: string;
}

/** Builds a CoreRequest from a Fetch API Request (msw handlers, the browser worker). */
export async function fromFetchRequest(request: Request): Promise<CoreRequest> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  return {
    method: request.method,
    url: new URL(request.url),
    header: (name) => request.headers.get(name),
    body,
  };
}

/** Builds a Fetch API Response from a CoreResponse. */
export function toFetchResponse(response: CoreResponse): Response {
  // Status 0 is a failed connection (an injected network fault): msw's HttpResponse.error().
  if (response.status === 0) return Response.error();
  const noBody = response.status === 204 || response.status === 304;
  return new Response(noBody ? null : response.body, { status: response.status, headers: response.headers });
}
