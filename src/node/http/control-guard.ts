import type { OriginPolicy } from './origin-policy.js';

type Header = (name: string) => string | undefined;

/**
 * Cross-site requests to `/__hookmock/*` are refused (webpack-dev-server's fix for
 * CVE-2025-30359/30360 checks Origin the same way). A browser always sends `Origin` on
 * cross-origin fetches and on every POST, and `Sec-Fetch-Site` on everything, and a page cannot
 * forge either. The dashboard's own requests are same-origin; the loopback dev servers and
 * `--cors-origin` origins are allowed. Returns why a request is refused, or undefined.
 */
export function controlRefusal(
  policy: OriginPolicy,
  selfOrigin: string,
  method: string,
  header: Header,
): { status: number; message: string } | undefined {
  const origin = header('origin');
  const trusted = origin !== undefined && (origin === selfOrigin || policy.allowsControl(origin));
  if (origin !== undefined && !trusted) return crossSite(origin);
  if (origin === undefined && header('sec-fetch-site') === 'cross-site' && !isNavigation(method, header))
    return crossSite('another site');
  if (method === 'POST' && !isJson(header('content-type'))) {
    // A JSON content type makes a browser preflight the request, so only trusted pages get through.
    return { status: 415, message: 'control API POST routes need Content-Type: application/json' };
  }
  return undefined;
}

/** Following a link to the dashboard is fine; framing it or fetching from it is not. */
function isNavigation(method: string, header: Header): boolean {
  return (method === 'GET' || method === 'HEAD') && header('sec-fetch-dest') === 'document';
}

function isJson(contentType: string | undefined): boolean {
  const essence = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return essence === 'application/json';
}

function crossSite(from: string) {
  return {
    status: 403,
    message: `the control API refuses requests from ${from} (only the dashboard, localhost, 127.0.0.1, [::1] and --cors-origin origins may use it)`,
  };
}
