import type { Access, Method, RouteRow } from '../../contract/route-rows.js';
import type { BitbucketOp } from './operations.js';

/**
 * Bitbucket Cloud's hook routes (Cloud OpenAPI, "Webhooks": repository and workspace hooks,
 * `hook_events`) and the resources its clients read first (`/user`, the repository, the
 * workspace). `:owner` is the workspace slug, `:repo` the repository slug, `:org` the workspace,
 * `:uid` the hook's uuid (hooks/hooks.ts). A trailing slash is taken too (go-bitbucket lists with
 * `…/hooks/`).
 */
const DOCS = 'https://developer.atlassian.com/cloud/bitbucket/rest/api-group-webhooks/';
const REPO = '/repositories/:owner/:repo';
const WORKSPACE = '/workspaces/:org';

const row = (
  method: Method,
  pattern: string,
  operation: BitbucketOp,
  scope: 'repo' | 'org',
  access?: Access,
): RouteRow => {
  const base: RouteRow = { method, pattern, operation, scope, docs: DOCS };
  return access ? { ...base, access } : base;
};

const hooksOf = (scope: 'repo' | 'org', base: string): RouteRow[] => [
  row('GET', `${base}/hooks`, 'list', scope),
  row('POST', `${base}/hooks`, 'create', scope),
  row('GET', `${base}/hooks/:uid`, 'get', scope),
  row('PUT', `${base}/hooks/:uid`, 'update', scope),
  row('DELETE', `${base}/hooks/:uid`, 'delete', scope),
];

export const BITBUCKET_ROUTES: readonly RouteRow[] = [
  ...hooksOf('repo', REPO),
  ...hooksOf('org', WORKSPACE),
  row('GET', REPO, 'get-owner', 'repo', 'see-owner'),
  row('GET', WORKSPACE, 'get-owner', 'org', 'see-owner'),
  // No owner: `scope` only files them for fault rules.
  row('GET', '/user', 'get-user', 'org', 'signed-in'),
  row('GET', '/hook_events', 'list-event-scopes', 'org', 'anyone'),
  row('GET', '/hook_events/:subject_type', 'list-event-types', 'org', 'anyone'),
];
