import type { Access, Method, RouteRow } from '../../contract/route-rows.js';
import type { DcOp } from './operations.js';

/**
 * Bitbucket Data Center's webhook routes (REST 1.0, the same under `/rest/api/latest` and
 * `/rest/api/1.0`: Atlassian's OpenAPI as `@coderabbitai/bitbucket` ships it, paths
 * `/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks…` and
 * `/api/latest/projects/{projectKey}/webhooks…`) and the resources clients read first (a project,
 * a repository, a user, the server's version). `…/webhooks/test` sends `diagnostics:ping` to a URL;
 * `…/webhooks/{id}/latest` is the hook's latest delivery (`get-delivery`). The parameters take the
 * names every product's rows use: `:owner` and `:org` are the project key, `:repo` the repository
 * slug, `:username` a user's slug.
 */
const DOCS = 'https://developer.atlassian.com/server/bitbucket/rest/v906/api-group-repository/';
const PROJECT_DOCS = 'https://developer.atlassian.com/server/bitbucket/rest/v906/api-group-project/';
const REPO = '/projects/:owner/repos/:repo';
const PROJECT = '/projects/:org';

const row = (
  method: Method,
  pattern: string,
  operation: DcOp,
  scope: 'repo' | 'org',
  access?: Access,
): RouteRow => {
  const base: RouteRow = { method, pattern, operation, scope, docs: scope === 'repo' ? DOCS : PROJECT_DOCS };
  return access ? { ...base, access } : base;
};

const webhooksOf = (scope: 'repo' | 'org', base: string): RouteRow[] => [
  row('GET', `${base}/webhooks`, 'list', scope),
  row('POST', `${base}/webhooks`, 'create', scope),
  row('POST', `${base}/webhooks/test`, 'test', scope),
  row('GET', `${base}/webhooks/:webhookId`, 'get', scope),
  row('PUT', `${base}/webhooks/:webhookId`, 'update', scope),
  row('DELETE', `${base}/webhooks/:webhookId`, 'delete', scope),
  row('GET', `${base}/webhooks/:webhookId/latest`, 'get-delivery', scope),
];

export const BITBUCKET_DC_ROUTES: readonly RouteRow[] = [
  ...webhooksOf('repo', REPO),
  ...webhooksOf('org', PROJECT),
  // The entry points look their resource up themselves (auth/access.ts: `anyone` has no owner).
  row('GET', REPO, 'get-owner', 'repo', 'anyone'),
  row('GET', PROJECT, 'get-owner', 'org', 'anyone'),
  row('GET', '/users/:username', 'get-named-user', 'org', 'anyone'),
  // The server's version (`GET /application-properties`): what clients ask before anything else.
  row('GET', '/application-properties', 'get-user', 'org', 'anyone'),
];
