import { gitlabHookKeys } from '../hook-fields.js';
import { GITLAB_ROUTES } from '../routes.js';
import type { RouteRow } from '../../../contract/route-rows.js';
import { declared } from '../hooks/hook-params.js';
import { LOG_SCHEMAS, logOperation } from './log.js';
import { pairOperation, pathParameters } from './pairs.js';
import { PAGED_HEADERS, pageParameters } from './paging.js';

type Schema = Record<string, unknown>;

/**
 * The OpenAPI 3.1 document of the gitlab flavor's routes (docs/gitlab.md), built from the
 * tables the request path uses: one path per row of `GITLAB_ROUTES`, the hook entity's keys and
 * order from gitlab-hook-fields.ts, the request fields from the parameters Grape declares
 * (flavors/gitlab/hooks/hook-params.ts), the page sizes from flavors/gitlab/hooks/paging.ts, GitLab's error
 * envelopes (`{"message"}`, Grape's `{"error"}`) and token forms; the by-key routes' parts in
 * gitlab-pairs.ts, the test trigger's, events log's and resend's in gitlab-log.ts, paging in
 * gitlab-paging.ts. Every row's answers are described (a row none describes would get `default`).
 */
export function gitlabOpenApiDocument(routes: readonly RouteRow[] = GITLAB_ROUTES): Schema {
  const paths: Record<string, Schema> = {};
  for (const route of routes) {
    const path = route.pattern.replace(/:(\w+)/g, '{$1}');
    const item = (paths[path] ??= { parameters: pathParameters(path) });
    item[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'hookmock: GitLab project and group webhooks (gitlab flavor)',
      version: '1.0.0',
      description:
        "GitLab's project and group hook API and the resources its clients read first, as mocked by hookmock.",
    },
    servers: [{ url: '/api/v4' }],
    security: [{ PrivateToken: [] }, { PrivateTokenQuery: [] }, { Bearer: [] }],
    paths,
    components: { schemas: SCHEMAS(), securitySchemes: SECURITY },
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
const answer = (description: string, schema?: Schema) => ({ description, ...(schema ? json(schema) : {}) });
const nullable = (type: string) => ({ type: [type, 'null'] });
const object = (properties: Record<string, Schema>, required: readonly string[], closed = true): Schema => ({
  type: 'object',
  required: [...required],
  properties,
  ...(closed ? { additionalProperties: false } : {}),
});

const SECURITY = {
  PrivateToken: { type: 'apiKey', in: 'header', name: 'PRIVATE-TOKEN' },
  PrivateTokenQuery: { type: 'apiKey', in: 'query', name: 'private_token' },
  Bearer: { type: 'http', scheme: 'bearer', description: 'an OAuth or a personal access token' },
};

/** The type of one key of GitLab's hook entity (GitLab's `spec/fixtures/api/schemas/project_hook.json`). */
function keyType(key: string): Schema {
  const masked = { type: 'array', items: object({ key: { type: 'string' } }, ['key']) };
  const types: Record<string, Schema> = {
    id: { type: 'integer' },
    project_id: { type: 'integer' },
    group_id: { type: 'integer' },
    url: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    disabled_until: nullable('string'),
    alert_status: { enum: ['executable', 'disabled', 'temporarily_disabled'] },
    branch_filter_strategy: { enum: ['wildcard', 'regex', 'all_branches'] },
    enable_ssl_verification: { type: 'boolean' },
    confidential_issues_events: nullable('boolean'),
    confidential_note_events: nullable('boolean'),
    url_variables: masked,
    custom_headers: masked,
  };
  return types[key] ?? (key.endsWith('_events') ? { type: 'boolean' } : nullable('string'));
}

/** A hook; the masked maps are left out of the project list (`with_url_variables: false`). */
function hookSchema(scope: 'repo' | 'org'): Schema {
  const keys = gitlabHookKeys(scope);
  const properties = Object.fromEntries(keys.map((key) => [key, keyType(key)]));
  const inListToo = keys.filter((key) => key !== 'url_variables' && key !== 'custom_headers');
  return object(properties, scope === 'repo' ? inListToo : keys);
}

/** The parameters a create (`url` required) or an edit takes, as Grape declares them. */
function hookInput(scope: 'repo' | 'org', create: boolean): Schema {
  const pair = object({ key: { type: 'string' }, value: { type: 'string' } }, ['key', 'value'], false);
  const kinds: Record<string, Schema> = {
    string: nullable('string'),
    boolean: { type: 'boolean' },
    pairs: { type: 'array', items: pair },
  };
  const properties = Object.fromEntries(declared(scope).map(([name, kind]) => [name, kinds[kind] ?? {}]));
  return object(properties, create ? ['url'] : [], false);
}

const SCHEMAS = (): Record<string, Schema> => ({
  ProjectHook: hookSchema('repo'),
  GroupHook: hookSchema('org'),
  AddProjectHook: hookInput('repo', true),
  EditProjectHook: hookInput('repo', false),
  AddGroupHook: hookInput('org', true),
  EditGroupHook: hookInput('org', false),
  // The keys the scenario fills (docs/gitlab.md); GitLab shows more.
  Project: object(
    {},
    ['id', 'name', 'path', 'path_with_namespace', 'web_url', 'namespace', 'visibility'],
    false,
  ),
  Group: object({}, ['id', 'name', 'path', 'full_path', 'web_url', 'visibility'], false),
  User: object({}, ['id', 'username', 'name', 'state', 'web_url'], false),
  // `render_api_error!`: a text, or a validation error's `{ field: [messages] }`.
  Message: object({ message: { type: ['string', 'object'] } }, ['message']),
  // Grape's parameter errors and the create services' `error!`.
  GrapeError: object({ error: { type: 'string' } }, ['error']),
  ...LOG_SCHEMAS,
});

/** What each operation answers when it succeeds, and its name and summary. */
function successOf(route: RouteRow): { id: string; summary: string; responses: Record<string, Schema> } {
  const owner = route.scope === 'repo' ? 'Project' : 'Group';
  const hook = ref(`${owner}Hook`);
  switch (route.operation) {
    case 'list':
      return {
        id: `list${owner}Hooks`,
        summary: `List the ${owner.toLowerCase()}'s hooks`,
        responses: {
          200: { ...answer('a page of hooks', { type: 'array', items: hook }), headers: PAGED_HEADERS },
        },
      };
    case 'get':
      return { id: `get${owner}Hook`, summary: 'Get one hook', responses: { 200: answer('the hook', hook) } };
    case 'create':
      return {
        id: `add${owner}Hook`,
        summary: 'Add a hook',
        responses: { 201: answer('the added hook', hook) },
      };
    case 'update':
      return {
        id: `edit${owner}Hook`,
        summary: 'Edit a hook: only the parameters sent change',
        responses: { 200: answer('the hook', hook) },
      };
    case 'delete':
      return { id: `delete${owner}Hook`, summary: 'Delete a hook', responses: { 204: answer('deleted') } };
    case 'get-owner':
      return {
        id: `get${owner}`,
        summary: `Get the ${owner.toLowerCase()}`,
        responses: { 200: answer('it', ref(owner)) },
      };
    case 'get-user':
      return {
        id: 'getCurrentUser',
        summary: 'The signed-in user',
        responses: { 200: answer('the user', ref('User')) },
      };
    case 'find-users':
      return {
        id: 'listUsers',
        summary: 'Users, or the one `username` names',
        responses: {
          200: {
            ...answer('a page of users', { type: 'array', items: ref('User') }),
            headers: PAGED_HEADERS,
          },
        },
      };
    default:
      return {
        id: `${route.scope}-${route.operation}`,
        summary: route.operation,
        responses: { default: answer('undescribed') },
      };
  }
}

/** One operation: its success, GitLab's errors for it, its parameters and its body. */
function operationOf(route: RouteRow): Schema {
  const { id, summary, responses } = successOf(route);
  const writes = route.operation === 'create' || route.operation === 'update';
  const hookRoute = route.pattern.includes('/hooks');
  const errors: Record<string, Schema> = {
    400: answer("Grape's parameter errors (`url is missing`, `… is invalid`)", ref('GrapeError')),
    401: answer('`401 Unauthorized`', ref('Message')),
    ...(hookRoute ? { 403: answer('`403 Forbidden`: below Maintainer (group: Owner)', ref('Message')) } : {}),
    404: answer('`404 Project Not Found`, `404 Group Not Found`, `404 Not found` (a hook)', ref('Message')),
    ...(writes
      ? {
          422: answer('`Invalid url given` and the model errors', {
            anyOf: [ref('GrapeError'), ref('Message')],
          }),
        }
      : {}),
  };
  const owner = route.scope === 'repo' ? 'Project' : 'Group';
  const lists = route.operation === 'list' || route.operation === 'find-users';
  const username = { name: 'username', in: 'query', schema: { type: 'string' } };
  const operation: Schema = {
    operationId: id,
    summary,
    tags: [hookRoute ? `${owner.toLowerCase()} hooks` : 'resources'],
    ...(route.docs ? { externalDocs: { url: route.docs } } : {}),
    ...(lists
      ? { parameters: [...pageParameters(), ...(route.operation === 'find-users' ? [username] : [])] }
      : {}),
    ...(writes
      ? {
          requestBody: {
            required: true,
            ...json(ref(`${route.operation === 'create' ? 'Add' : 'Edit'}${owner}Hook`)),
          },
        }
      : {}),
    responses: { ...responses, ...errors },
  };
  // The by-key, test, events and resend routes describe themselves (gitlab-pairs.ts, gitlab-log.ts).
  const pair = pairOperation(route) ?? logOperation(route);
  return pair ? { ...operation, ...pair, responses: { ...errors, ...(pair.responses ?? {}) } } : operation;
}
