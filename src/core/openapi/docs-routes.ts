import type { Flavor } from '../flavors/flavor.js';
import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { json } from '../http/respond.js';
import { openApiDocument } from './openapi-document.js';

const DOCUMENT_PATH = '/swagger.v1.json';

/** `/api/swagger` for the base `/api/v1`: the page every error body's `url` points to. */
function docsPagePath(basePath: string): string {
  return `${basePath.replace(/\/v\d+$/, '')}/swagger`;
}

/** Whether a path is one of the two documentation routes. */
export function isDocsPath(path: string, basePath: string): boolean {
  return path === DOCUMENT_PATH || path === docsPagePath(basePath);
}

/**
 * `GET /swagger.v1.json` (where Gitea serves its document) and the small page at `/api/swagger`
 * that links it. Undefined for any other request.
 */
export function docsRoute(
  host: { flavor: Flavor; basePath: string },
  request: CoreRequest,
): CoreResponse | undefined {
  const path = request.url.pathname;
  if (!isDocsPath(path, host.basePath)) return undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return json(
      405,
      { message: `method ${request.method} not allowed on ${path} (allowed: GET)` },
      { Allow: 'GET' },
    );
  }
  if (path === DOCUMENT_PATH) return json(200, openApiDocument(host.flavor, host.basePath));
  return {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    body: page(host.flavor.name),
  };
}

function page(flavor: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>hookmock API documentation</title></head>
<body>
<h1>hookmock: webhook management API (${flavor} flavor)</h1>
<p>The OpenAPI 3.1 document of the mocked routes: <a href="${DOCUMENT_PATH}">${DOCUMENT_PATH}</a>.</p>
<p>Control API and dashboard: <a href="/__hookmock/">/__hookmock/</a>.</p>
</body>
</html>
`;
}
