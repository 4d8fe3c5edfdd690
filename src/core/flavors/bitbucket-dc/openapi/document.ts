import type { RouteRow } from '../../../contract/route-rows.js';
import { BITBUCKET_DC_ROUTES } from '../routes.js';
import { DC_SCHEMAS, ref } from './schemas.js';

type Schema = Record<string, unknown>;

const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const answer = (description: string, schema?: Schema) => ({ description, ...(schema ? json(schema) : {}) });
const ERRORS = ref('RestErrors');

/** The success answer of each operation, by operation (every answer's JSON is built by the product folder). */
const SUCCESS: Readonly<Record<string, readonly [status: string, Schema]>> = {
  list: ['200', answer('A page of webhooks', ref('RestWebhookPage'))],
  create: ['200', answer('A created webhook', ref('RestWebhook'))],
  get: ['200', answer('A webhook', ref('RestWebhook'))],
  update: ['200', answer('The updated webhook', ref('RestWebhook'))],
  delete: ['204', answer('The webhook was deleted')],
  test: ['200', answer("The test's request and the receiver's answer", ref('RestWebhookTestResult'))],
  'get-delivery': ['200', answer('The latest invocation', ref('RestDetailedInvocation'))],
  'get-owner': ['200', answer('The project or repository', ref('AnyObject'))],
  'get-named-user': ['200', answer('The user', ref('AnyObject'))],
  'get-user': ['200', answer("The server's version", ref('AnyObject'))],
};

const QUERY: Readonly<Record<string, readonly string[]>> = {
  list: ['start', 'limit', 'event'],
  test: ['url', 'webhookId', 'sslVerificationRequired'],
  'get-delivery': ['event', 'outcome'],
};

const parameter = (name: string, where: 'path' | 'query') => ({
  name,
  in: where,
  required: where === 'path' || name === 'url',
  schema: { type: where === 'query' && (name === 'start' || name === 'limit') ? 'integer' : 'string' },
});

function operationOf(route: RouteRow): Schema {
  const [status, success] = SUCCESS[route.operation] ?? ['200', answer('OK')];
  const write = route.operation === 'create' || route.operation === 'update';
  return {
    operationId: `${route.operation}-${route.scope}`.replace(/[^\w-]/g, ''),
    ...(route.docs ? { externalDocs: { url: route.docs } } : {}),
    parameters: (QUERY[route.operation] ?? []).map((name) => parameter(name, 'query')),
    ...(write ? { requestBody: { required: true, ...json(ref('RestWebhookInput')) } } : {}),
    responses: {
      [status]: success,
      ...(route.operation === 'get-delivery' ? { '204': answer('No invocation yet') } : {}),
      '400': answer('Invalid input', ERRORS),
      '401': answer('Not signed in, or without REPO_ADMIN / PROJECT_ADMIN', ERRORS),
      '404': answer('No such project, repository, user or webhook', ERRORS),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the bitbucket-dc flavor (docs/bitbucket-dc.md), built from its
 * route rows (./routes.ts) and the entity, page and error shapes its handlers write.
 */
export function bitbucketDcOpenApiDocument(routes: readonly RouteRow[] = BITBUCKET_DC_ROUTES): Schema {
  const paths: Record<string, Schema> = {};
  for (const route of routes) {
    const path = route.pattern.replace(/:(\w+)/g, '{$1}');
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    const item = (paths[path] ??= { parameters: names.map((name) => parameter(name, 'path')) });
    item[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'hookmock: Bitbucket Data Center webhooks (bitbucket-dc flavor)',
      version: '1.0.0',
      description:
        "Bitbucket Data Center's repository and project webhook API (REST 1.0, also at /rest/api/1.0) and the resources its clients read first, as mocked by hookmock.",
    },
    servers: [{ url: '/rest/api/latest' }],
    security: [{ Bearer: [] }, { Basic: [] }],
    paths,
    components: {
      schemas: DC_SCHEMAS,
      securitySchemes: {
        Bearer: { type: 'http', scheme: 'bearer', description: 'an HTTP access token' },
        Basic: { type: 'http', scheme: 'basic', description: 'login and HTTP access token or password' },
      },
    },
  };
}
