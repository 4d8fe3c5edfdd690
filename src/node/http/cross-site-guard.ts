import type { OriginPolicy } from './origin-policy.js';

type Header = (name: string) => string | undefined;

/** Why `*` is not enough for this request: it goes to the fallback, or it may make the mock deliver. */
export type WildcardLimit = 'fallback' | 'delivery';

/** Methods that cannot create, change or test a hook. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The limit of `*` for one request: its path goes to the fallback, or it writes while deliveries are on. */
export function wildcardLimit(
  proxied: boolean,
  delivering: boolean,
  method: string,
): WildcardLimit | undefined {
  if (proxied) return 'fallback';
  return delivering && !READS.has(method) ? 'delivery' : undefined;
}

const WILDCARD_LIMITS: Record<WildcardLimit, string> = {
  fallback: 'requests for the fallback (which carry its credentials)',
  delivery:
    'changes to the mocked API while deliveries are on (a hook aimed at a local port would be called)',
};

function beyondWildcard(origin: string, limit: WildcardLimit) {
  return {
    status: 403,
    message: `--cors-origin * does not cover ${WILDCARD_LIMITS[limit]}: start hookmock with --cors-origin ${origin.slice(0, 100)} to allow this page`,
  };
}

/**
 * Cross-site requests are refused before they can change anything (webpack-dev-server's fix for
 * CVE-2025-30359/30360 checks Origin the same way). CORS alone only hides answers: a page can
 * still SEND simple requests (a text/plain POST, a no-cors form), and a form-encoded hook create
 * plus a test press would make the mock deliver to a loopback port. A browser always sends
 * `Origin` on cross-origin fetches and on every POST, and `Sec-Fetch-Site` on everything, and a
 * page cannot forge either. Trusted: the server's own origin (the dashboard), the loopback dev
 * servers and `--cors-origin` origins — for the mocked API also `*`, never for the control API.
 * Returns why a request is refused, or undefined.
 */
export function crossSiteRefusal(
  policy: OriginPolicy,
  selfOrigin: string,
  request: { method: string; control: boolean; header: Header; strict?: WildcardLimit },
): { status: number; message: string } | undefined {
  const { method, control, header, strict } = request;
  const origin = header('origin');
  // `--cors-origin *` never opens the control API, nor (F8) the fallback or writes that deliver.
  const allows = control || strict !== undefined ? policy.allowsControl : policy.allowsApi;
  const trusted = origin !== undefined && (origin === selfOrigin || allows(origin));
  if (origin !== undefined && !trusted) {
    if (strict !== undefined && policy.allowsApi(origin)) return beyondWildcard(origin, strict);
    return crossSite(origin, control);
  }
  if (origin === undefined && header('sec-fetch-site') === 'cross-site' && !isNavigation(method, header))
    return crossSite('another site', control);
  if (control && method === 'POST' && !isJson(header('content-type')) && !isBare(header)) {
    // A JSON content type makes a browser preflight the request, so only trusted pages get through.
    return { status: 415, message: 'control API POST routes need Content-Type: application/json' };
  }
  return undefined;
}

/** Following a link is fine; framing, embedding or fetching is not. */
function isNavigation(method: string, header: Header): boolean {
  return (method === 'GET' || method === 'HEAD') && header('sec-fetch-dest') === 'document';
}

/**
 * A POST with neither a body nor a content type (`curl -X POST …/reset`): nothing a form or a
 * simple fetch could carry, so it needs no JSON type. A form always sends its content type.
 */
function isBare(header: Header): boolean {
  const length = header('content-length');
  const empty = length === undefined ? header('transfer-encoding') === undefined : length.trim() === '0';
  return empty && header('content-type') === undefined;
}

function isJson(contentType: string | undefined): boolean {
  const essence = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return essence === 'application/json';
}

function crossSite(from: string, control: boolean) {
  const what = control ? 'the control API' : 'hookmock';
  return {
    status: 403,
    message: `${what} refuses cross-site requests from ${from.slice(0, 100)} (allowed: this server's own pages, localhost, 127.0.0.1, [::1] and origins given with --cors-origin)`,
  };
}
