/**
 * The `receiver` option's types, in a file of their own: `types.ts` names them and the receiver
 * transport uses `types.ts`, so neither may import the other.
 */

/** A fetch handler: `(request) => response`, as `@octokit/webhooks`' `createWebMiddleware` returns. */
export type FetchHandler = (request: Request) => Response | Promise<Response>;

/**
 * Where in-process deliveries go with the `receiver` option: a fetch handler, or an object with a
 * `fetch` method (a Hono app, anything that serves `app.fetch`).
 */
export type FetchReceiver = FetchHandler | { fetch(request: Request): Response | Promise<Response> };
