/**
 * What a header hookmock sends may be, one rule for every header a client hands it: a fault
 * rule's answer headers (faults/fault-rule.ts) and a GitLab hook's custom headers (the request of
 * every delivery: flavors/gitlab/hooks/pair-schema.ts, delivery/custom-headers.ts).
 * docs/internals/security.md ("fault rules", "GitLab custom headers").
 */

/** RFC 9110 token: what node:http (and fetch's Headers) accept as a header name. */
export const HEADER_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Tab, visible ASCII, space and Latin-1: what node:http writes; no CR/LF, nothing above U+00FF. */
export const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** The message's framing, which the sender sets itself: a client's own would contradict it on the wire. */
export const FRAMING: ReadonlySet<string> = new Set(['content-length', 'transfer-encoding', 'connection']);

/**
 * What a request's sender sets itself, besides the framing: where it goes (`Host`), how the
 * connection behaves (`Expect`), and the hop-by-hop headers (RFC 9110 §7.6.1, and RFC 2616
 * §13.5.1's `Keep-Alive`, `Proxy-Authenticate`, `Proxy-Authorization`, `Trailers`), which a
 * proxy on the way acts on and removes. Lower case.
 */
export const REQUEST_OWN: ReadonlySet<string> = new Set([
  ...FRAMING,
  'host',
  'expect',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'trailers',
  'upgrade',
]);

/** Whether a client's header may go into a request hookmock sends (a delivery): name, role and value. */
export const sendableRequestHeader = (name: string, value: string): boolean =>
  HEADER_TOKEN.test(name) && !REQUEST_OWN.has(name.toLowerCase()) && FIELD_VALUE.test(value);
