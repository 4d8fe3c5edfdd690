import type { RouteRow } from '../../../contract/route-rows.js';
import { BITBUCKET_ROUTES } from '../routes.js';

type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const answer = (description: string, schema?: Schema) => ({ description, ...(schema ? json(schema) : {}) });
const link = { type: 'object', properties: { href: { type: 'string' } } };

/** The schemas of the Cloud OpenAPI the mock answers with (`webhook_subscription`, pages, `error`). */
const SCHEMAS: Record<string, Schema> = {
  webhook_subscription: {
    type: 'object',
    properties: {
      type: { const: 'webhook_subscription' },
      uuid: { type: 'string', pattern: '^\\{[0-9a-f-]{36}\\}$' },
      description: { type: 'string' },
      url: { type: 'string', format: 'uri' },
      active: { type: 'boolean' },
      skip_cert_verification: { type: 'boolean' },
      events: { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true },
      created_at: { type: 'string', format: 'date-time' },
      subject: { type: 'object', properties: { type: { enum: ['repository', 'workspace'] } } },
      links: { type: 'object', properties: { self: link } },
      source: { type: ['string', 'null'] },
      read_only: { type: ['boolean', 'null'] },
      history_enabled: { type: 'boolean' },
      secret_set: { type: 'boolean' },
    },
  },
  webhook_input: {
    type: 'object',
    required: ['url'],
    properties: {
      url: { type: 'string', format: 'uri' },
      description: { type: 'string' },
      active: { type: 'boolean', default: true },
      events: { type: 'array', items: { type: 'string' }, minItems: 1, default: ['repo:push'] },
      secret: {
        type: ['string', 'null'],
        maxLength: 128,
        description: 'write-only; omitted on PUT keeps it, null removes it',
      },
      skip_cert_verification: { type: 'boolean' },
    },
  },
  page: {
    type: 'object',
    required: ['pagelen', 'values', 'page', 'size'],
    properties: {
      pagelen: { type: 'integer' },
      values: { type: 'array', items: {} },
      page: { type: 'integer' },
      size: { type: 'integer' },
      next: { type: 'string', format: 'uri' },
    },
  },
  error: {
    type: 'object',
    required: ['type', 'error'],
    properties: {
      type: { const: 'error' },
      error: {
        type: 'object',
        required: ['message'],
        properties: { message: { type: 'string' }, detail: { type: 'string' }, fields: {} },
      },
    },
  },
};

const ERRORS = {
  '400': answer('Bad request', ref('error')),
  '401': answer('No credential', ref('error')),
  '403': answer('Not the repository admin or workspace owner', ref('error')),
  '404': answer('No such repository, workspace or hook', ref('error')),
};

/** One row's answers, by its operation. */
function answersOf(route: RouteRow): Schema {
  switch (route.operation) {
    case 'create':
      return {
        '201': {
          ...answer('The hook', ref('webhook_subscription')),
          headers: { Location: { schema: { type: 'string' } } },
        },
        ...ERRORS,
      };
    case 'delete':
      return { '204': { description: 'Deleted' }, ...ERRORS };
    case 'get':
    case 'update':
      return { '200': answer('The hook', ref('webhook_subscription')), ...ERRORS };
    case 'list':
    case 'list-event-types':
      return { '200': answer('A page', ref('page')), ...ERRORS };
    default:
      return { '200': answer('The resource', { type: 'object' }), ...ERRORS };
  }
}

const PAGING = [
  { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
  { name: 'pagelen', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 10 } },
];

function operationOf(route: RouteRow): Schema {
  const paged = route.operation === 'list' || route.operation === 'list-event-types';
  const write = route.method === 'POST' || route.method === 'PUT';
  return {
    operationId: `${route.operation}-${route.scope}-${route.method.toLowerCase()}-${route.pattern.split('/').length}`,
    ...(route.docs ? { externalDocs: { url: route.docs } } : {}),
    ...(paged ? { parameters: PAGING } : {}),
    ...(write ? { requestBody: { required: true, ...json(ref('webhook_input')) } } : {}),
    responses: answersOf(route),
  };
}

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

/**
 * The OpenAPI 3.1 document of the bitbucket flavor's routes (docs/bitbucket.md), one path
 * per row of BITBUCKET_ROUTES, with the Cloud OpenAPI's schemas the mock answers with.
 */
export function bitbucketOpenApiDocument(routes: readonly RouteRow[] = BITBUCKET_ROUTES): Schema {
  const paths: Record<string, Schema> = {};
  for (const route of routes) {
    const path = route.pattern.replace(/:(\w+)/g, '{$1}');
    const item = (paths[path] ??= { parameters: pathParameters(path) });
    item[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'hookmock: Bitbucket Cloud webhooks (bitbucket flavor)',
      version: '1.0.0',
      description:
        "Bitbucket Cloud's repository and workspace hook API and the resources its clients read first, as mocked by hookmock.",
    },
    servers: [{ url: '/2.0' }],
    security: [{ Bearer: [] }, { Basic: [] }],
    paths,
    components: {
      schemas: SCHEMAS,
      securitySchemes: {
        Bearer: { type: 'http', scheme: 'bearer' },
        Basic: { type: 'http', scheme: 'basic' },
      },
    },
  };
}
