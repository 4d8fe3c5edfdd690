import { json } from '../../http/respond.js';
import { dashboardHtml } from '../dashboard-page.js';
import { controlRoute } from '../route.js';

/** `GET /__hookmock/health` and the dashboard page at `GET /__hookmock/`. */
export const HEALTH_ROUTES = [
  controlRoute({
    method: 'GET',
    pattern: '/health',
    doc: '`{ "ok": true, "flavor", "basePath" }`: the flavor and where its API answers; the standalone server adds `budget: { heapUsed, heapLimit, share }` (see Limits in docs/internals/security.md)',
    handler: (mock) => json(200, { ok: true, flavor: mock.flavor.name, basePath: mock.basePath }),
  }),
];

export const PAGE_ROUTES = [
  controlRoute({
    method: 'GET',
    pattern: '/',
    doc: 'the dashboard page',
    // Answered at once, not after a first-use import: the standalone server drops an answer that
    // is still pending when a client half-closes (node's http server without httpAllowHalfOpen),
    // which test/fuzz/server.fuzz.test.ts's raw requests do.
    handler: (mock) => ({
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        // As headers: `frame-ancestors` in the page's <meta> CSP has no effect (clickjacking).
        'Content-Security-Policy': "frame-ancestors 'none'",
        'X-Frame-Options': 'DENY',
      },
      body: dashboardHtml(mock.hooks.layout()),
    }),
  }),
];
