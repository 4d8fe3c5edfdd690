import type { Flavor } from '../../contract/flavor.js';
import type { CoreResponse } from '../../http/core-request.js';
import { json } from '../../http/respond.js';
import { matchRoute } from '../../routing/match.js';
import { CONTROL_PATH } from '../../http/control-path.js';

/** What the documentation routes read of the mock. */
export interface DocsHost {
  readonly flavor: Flavor;
  readonly basePath: string;
}

/** A documentation route: outside the control API, matched by the same matcher. */
export interface DocsRoute {
  readonly method: 'GET';
  readonly pattern: string;
  handler(host: DocsHost): CoreResponse | Promise<CoreResponse>;
}

const DOCUMENT_PATH = '/swagger.v1.json';

/**
 * `GET /swagger.v1.json` (where Gitea serves its document) and the small page at `/api/swagger`
 * (for the base `/api/v1`: the page every error body's `url` points to) that links it.
 */
export function docsRoutes(basePath: string): readonly DocsRoute[] {
  return [
    {
      method: 'GET',
      pattern: DOCUMENT_PATH,
      // Imported when first asked for: the builder and GitHub's ~200 KB description are not part
      // of every start (a chunk of its own in the CLI bundle).
      handler: async (host) => {
        const { openApiDocument } = await import('../../openapi/openapi-document.js');
        return json(200, openApiDocument(host.flavor, host.basePath));
      },
    },
    {
      method: 'GET',
      pattern: `${basePath.replace(/\/v\d+$/, '')}/swagger`,
      handler: (host) => ({
        status: 200,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
        body: page(host.flavor.name),
      }),
    },
  ];
}

function page(flavor: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>hookmock API documentation</title></head>
<body>
<h1>hookmock: webhook management API (${flavor} flavor)</h1>
<p>The OpenAPI 3.1 document of the mocked routes: <a href="${DOCUMENT_PATH}">${DOCUMENT_PATH}</a>.</p>
<p>Control API and dashboard: <a href="${CONTROL_PATH}/">${CONTROL_PATH}/</a>.</p>
</body>
</html>
`;
}

/** A documentation request (`path` normalized): its row, or 405 with `Allow` for another method. */
export function answerDocs(
  rows: readonly DocsRoute[],
  host: DocsHost,
  method: string,
  path: string,
): CoreResponse | Promise<CoreResponse> | undefined {
  const match = matchRoute(rows, method, path, { headAsGet: true });
  if (match.kind === 'route') return match.route.handler(host);
  if (match.kind === 'none') return undefined;
  const allow = match.allowed.join(', ');
  return json(
    405,
    { message: `method ${method} not allowed on ${path} (allowed: ${allow})` },
    { Allow: allow },
  );
}
