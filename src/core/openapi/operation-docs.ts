import type { Flavor } from '../contract/flavor.js';
import type { HookOperation as Operation } from '../contract/route-rows.js';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../hooks/pagination.js';

type Schema = Record<string, unknown>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const errorResponse = (description: string, schema = ref('APIError')) => ({
  description,
  ...jsonContent(schema),
});

const SUMMARIES: Record<Operation, string> = {
  list: 'List the hooks',
  get: 'Get one hook',
  create: 'Create a hook',
  update: 'Update a hook (any of the fields)',
  delete: 'Delete a hook',
  test: 'Test a hook: records (and, when delivery is on, sends) a test delivery',
};

/** Query parameters of the list operation, from the pagination table. */
function listParameters(flavor: Flavor): Schema[] {
  const pageText = flavor.pagination.omittedPageReturnsAll
    ? 'page number (1-based); omitted: every hook'
    : 'page number (1-based); default 1';
  return [
    { name: 'page', in: 'query', description: pageText, schema: { type: 'integer' } },
    {
      name: 'limit',
      in: 'query',
      description: `page size; default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT}`,
      schema: { type: 'integer' },
    },
  ];
}

function listHeaders(withLink: boolean): Schema {
  const headers: Schema = {
    'X-Total-Count': {
      required: true,
      description: 'how many hooks there are in all',
      schema: { type: 'string', pattern: '^\\d+$' },
    },
  };
  if (withLink) {
    headers.Link = {
      description: 'next, last, first and prev pages (RFC 8288), each only when it applies',
      schema: { type: 'string' },
    };
  }
  return headers;
}

function successOf(operation: Operation, scope: 'repo' | 'org', flavor: Flavor): Record<string, Schema> {
  switch (operation) {
    case 'list': {
      const link = scope === 'repo' ? flavor.pagination.linkOnRepoLists : flavor.pagination.linkOnOrgLists;
      return {
        200: {
          description: 'the hooks, by id',
          headers: listHeaders(link),
          ...jsonContent({ type: 'array', items: ref('Hook') }),
        },
      };
    }
    case 'get':
    case 'update':
      return { 200: { description: 'the hook', ...jsonContent(ref('Hook')) } };
    case 'create':
      return { 201: { description: 'the created hook', ...jsonContent(ref('Hook')) } };
    case 'delete':
      return { 204: { description: 'deleted' } };
    case 'test':
      return { 204: { description: 'the test delivery was recorded' } };
  }
}

/** One operation object: parameters, request body, responses (success and the errors it can give). */
export function operationDoc(operation: Operation, scope: 'repo' | 'org', flavor: Flavor): Schema {
  const writes = operation === 'create' || operation === 'update';
  const responses: Record<string, Schema> = {
    ...successOf(operation, scope, flavor),
    401: errorResponse('no credential, or one the mock does not accept'),
    403: errorResponse('the user or the token scope may not do this'),
    404: errorResponse('no such owner, repository, organization or hook', ref('NotFound')),
  };
  if (writes) {
    responses[400] = errorResponse('an invalid slack channel name');
    responses[422] = errorResponse('the body does not bind or fails validation');
  }
  responses[413] = errorResponse('request body over 1 MiB (standalone server)');
  const doc: Schema = {
    operationId: `${scope}${operation[0]?.toUpperCase()}${operation.slice(1)}Hook${operation === 'list' ? 's' : ''}`,
    summary: `${SUMMARIES[operation]} (${scope === 'repo' ? 'repository' : 'organization'})`,
    tags: [scope === 'repo' ? 'repository' : 'organization'],
    responses,
  };
  if (operation === 'list') doc.parameters = listParameters(flavor);
  if (writes) {
    const schema = ref(operation === 'create' ? 'CreateHookOption' : 'EditHookOption');
    doc.requestBody = { required: true, ...jsonContent(schema) };
  }
  return doc;
}
