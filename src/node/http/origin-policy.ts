/**
 * Which browser origins may read the mock's answers (CORS) and steer it (the control API).
 * Vite's policy since CVE-2025-24010: by default only pages served from `localhost`,
 * `127.0.0.1` or `[::1]` (any port, http or https) — the frontend dev servers people use.
 * `--cors-origin ORIGIN` adds origins; `*` opens the mocked API (not the control API) to every
 * page. A foreign origin gets an answer without `Access-Control-Allow-Origin`, so the browser
 * hides it from the page.
 */
export interface OriginPolicy {
  /** Whether a page on `origin` may read the mocked API's answers. */
  allowsApi(origin: string): boolean;
  /** Whether a page on `origin` may use the control API (`*` does not count). */
  allowsControl(origin: string): boolean;
  readonly wildcard: boolean;
}

const LOOPBACK_ORIGIN = /^https?:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

export function createOriginPolicy(extra: readonly string[] = []): OriginPolicy {
  const wildcard = extra.includes('*');
  const listed = new Set(extra.filter((origin) => origin !== '*').map(normalizeOrigin));
  const allowsControl = (origin: string) => LOOPBACK_ORIGIN.test(origin) || listed.has(origin);
  return {
    wildcard,
    allowsControl,
    allowsApi: (origin) => wildcard || allowsControl(origin),
  };
}

/** `https://App.example.test:443/` → `https://app.example.test`; throws on a non-origin. */
export function normalizeOrigin(value: string): string {
  const url = new URL(value);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null')
    throw new Error(`not an http(s) origin: ${value}`);
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    throw new Error(`an origin has no user, path, query or fragment: ${value}`);
  return url.origin;
}

/** The methods and request headers the mocked API and the control API use; nothing else is approved. */
const API_PREFLIGHT = {
  methods: 'GET, POST, PATCH, DELETE',
  headers: 'Authorization, Content-Type, Accept',
};
const CONTROL_PREFLIGHT = { methods: 'GET, POST, DELETE', headers: 'Content-Type' };

/**
 * Control API headers a page may read besides the CORS-safelisted ones. Mocked-API answers add
 * none here: their `Access-Control-Expose-Headers` is the flavor's own (lists only, as the products).
 */
const CONTROL_EXPOSED =
  'X-Total-Count, Link, X-Dropped-Count, X-Next-After, X-Newest-After, X-Hookmock-Totals, ETag';

/**
 * CORS headers for an answer to `origin` on the mocked API or, with `control`, the control API
 * (none for a foreign or missing Origin).
 */
export function corsHeaders(
  policy: OriginPolicy,
  origin: string | undefined,
  control: boolean,
): Readonly<Record<string, string>> {
  if (origin === undefined) return VARY;
  if (control ? !policy.allowsControl(origin) : !policy.allowsApi(origin)) return VARY;
  // Built in place, in the order the spread had: a second spread into a literal is V8's slow path.
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': policy.allowsControl(origin) ? origin : '*',
  };
  if (control) headers['Access-Control-Expose-Headers'] = CONTROL_EXPOSED;
  headers.Vary = 'Origin';
  return headers;
}

/** Vary on every answer: a cache must not hand one origin's answer to another. Shared, so frozen. */
const VARY: Readonly<Record<string, string>> = Object.freeze({ Vary: 'Origin' });

/** The answer to a CORS preflight for a route the mock serves; undefined for a foreign origin. */
export function preflightHeaders(
  policy: OriginPolicy,
  origin: string | undefined,
  control: boolean,
): Record<string, string> | undefined {
  const cors = corsHeaders(policy, origin, control);
  if (cors['Access-Control-Allow-Origin'] === undefined) return undefined;
  const { methods, headers } = control ? CONTROL_PREFLIGHT : API_PREFLIGHT;
  return {
    ...cors,
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': headers,
    'Access-Control-Max-Age': '600',
  };
}
