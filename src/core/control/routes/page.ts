import { json } from '../../http/respond.js';
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
    // Imported when first asked for: the page's ~20 KB of assets are not part of every import of
    // hookmock (a chunk of their own in the bundles, scripts/bundle-entries.mjs).
    handler: async () => ({
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        // As headers: `frame-ancestors` in the page's <meta> CSP has no effect (clickjacking).
        'Content-Security-Policy': "frame-ancestors 'none'",
        'X-Frame-Options': 'DENY',
      },
      body: (await import('../dashboard-page.js')).dashboardHtml(),
    }),
  }),
];
