/**
 * The request target as an origin-form path (RFC 9112 §3.2.1), resolved once. `new URL(raw, base)`
 * would read `//api/v1/…` as a network-path reference (host `api`); prefixing the origin instead
 * keeps it a path. The WHATWG parser then resolves `.`/`..` (also `%2e%2e`) and turns `\` into
 * `/`, the way browsers and fetch do. Routing, ownership and forwarding all use this one result,
 * so a dot segment can never make the mock and the fallback disagree, or climb out of the
 * fallback's sub-path.
 */
export function parseRequestTarget(raw: string, origin: string): URL | undefined {
  // Absolute-form (`http://other.example/x`) and asterisk-form are for proxies: not ours.
  if (!raw.startsWith('/')) return undefined;
  try {
    const url = new URL(origin + raw);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The path and query to forward upstream: the normalized target, never the raw one. */
export function forwardPath(url: URL): string {
  return url.pathname + url.search;
}
