/**
 * msw's `passthrough()`: the answer by which a handler lets a request go to the network as it is.
 * msw 2 exports it only from its root entry, which `msw-http.ts` avoids; the answer is msw's own
 * protocol, the same in msw 2 and 3 — a 302 with `x-msw-intention: passthrough`, which msw's
 * request handling checks by exactly those two fields (msw 2.15 `src/core/utils/handleRequest.ts`,
 * msw 3 `src/utils/passthrough.ts` `isPassthroughResponse`).
 */
export function passthrough(): Response {
  return new Response(null, {
    status: 302,
    statusText: 'Passthrough',
    headers: { 'x-msw-intention': 'passthrough' },
  });
}
