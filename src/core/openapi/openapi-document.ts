import type { Flavor, FlavorName } from '../contract/flavor.js';
import { flavorNamed, productOf } from '../flavors/index.js';
import { isHookOperation } from '../contract/route-rows.js';
import {
  apiErrorSchema,
  createHookSchema,
  editHookSchema,
  hookSchema,
  notFoundSchema,
} from './hook-schemas.js';
import { operationDoc } from './operation-docs.js';

type Schema = Record<string, unknown>;

/** `/repos/:owner/:repo/hooks/:id` → `/repos/{owner}/{repo}/hooks/{id}`. */
const openApiPath = (pattern: string) => pattern.replace(/:(\w+)/g, '{$1}');

function pathParameters(path: string): Schema[] {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  return names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' ? { type: 'integer', format: 'int64' } : { type: 'string' },
  }));
}

/**
 * The OpenAPI 3.1 document of the mocked API in a flavor, built from the tables the request path
 * uses: routes, methods and operations from the flavor's route rows (`flavor.routes`), fields and
 * types from the flavor table, page sizes from the pagination module; for the github flavor, the
 * hook subset of GitHub's own REST description (scripts/extract-github-openapi.mjs). Served at
 * `/swagger.v1.json`.
 *
 * @example
 * // Generate a typed client or validate your own fixtures against the mocked API:
 * writeFileSync('hooks.openapi.json', JSON.stringify(openApiDocument('gitea'), null, 2));
 * @see docs/reference/openapi.md
 */
export function openApiDocument(flavor: FlavorName | Flavor = 'spec', basePath?: string): Schema {
  const table = typeof flavor === 'string' ? flavorNamed(flavor) : flavor;
  // Default: the flavor's server base path (`/api/v1`, GitHub Enterprise's `/api/v3`, GitLab's `/api/v4`).
  return documentOf(table, basePath ?? table.baseUrl.server);
}

function documentOf(table: Flavor, basePath: string): Schema {
  // A flavor with its own description (GitHub's published one, GitLab's built in
  // flavors/gitlab/openapi/document.ts) is served that, at the mock's base URL.
  const own = productOf(table).openApi;
  if (own) return { ...own(), servers: [{ url: basePath }] };
  const paths: Record<string, Schema> = {};
  for (const route of table.routes) {
    if (!isHookOperation(route.operation)) continue;
    const path = openApiPath(route.pattern);
    const item = (paths[path] ??= { parameters: pathParameters(path) });
    item[route.method.toLowerCase()] = operationDoc(route.operation, route.scope, table);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `hookmock: webhook management API (${table.name} flavor)`,
      version: '1.0.0',
      description: 'Repository and organization webhooks, as mocked by hookmock.',
    },
    servers: [{ url: basePath }],
    security: [{ AuthorizationHeaderToken: [] }, { Token: [] }, { AccessToken: [] }],
    paths,
    components: {
      schemas: {
        Hook: hookSchema(table),
        CreateHookOption: createHookSchema(table),
        EditHookOption: editHookSchema(table),
        APIError: apiErrorSchema,
        NotFound: notFoundSchema(table),
      },
      securitySchemes: {
        AuthorizationHeaderToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: '"token <token>" or "bearer <token>"',
        },
        Token: { type: 'apiKey', in: 'query', name: 'token' },
        AccessToken: { type: 'apiKey', in: 'query', name: 'access_token' },
      },
    },
  };
}
