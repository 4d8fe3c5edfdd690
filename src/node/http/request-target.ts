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

/** Targets over this many characters are parsed every time and never kept. */
const KEPT_TARGET_LENGTH = 2048;

/**
 * `parseRequestTarget` remembering its last `limit` answers by origin and raw target. A client
 * repeats its requests, and `new URL` is about 1.5 µs of a create's 40 (issue 22). Handing the
 * same URL object to several requests is safe because nothing mutates a request's URL: code that
 * needs another URL copies it first (session routing, paging links). Past `limit`, all are dropped.
 */
export function requestTargets(limit = 256): (raw: string, origin: string) => URL | undefined {
  const kept = new Map<string, URL>();
  return (raw, origin) => {
    if (raw.length > KEPT_TARGET_LENGTH) return parseRequestTarget(raw, origin);
    // A raw target starts with `/` and an origin has none after its `//`: the pair is unambiguous.
    const key = origin + raw;
    const known = kept.get(key);
    if (known !== undefined) return known;
    const url = parseRequestTarget(raw, origin);
    if (url === undefined) return undefined;
    if (kept.size >= limit) kept.clear();
    kept.set(key, url);
    return url;
  };
}

/** The path and query to forward upstream: the normalized target, never the raw one. */
export function forwardPath(url: URL): string {
  return url.pathname + url.search;
}
