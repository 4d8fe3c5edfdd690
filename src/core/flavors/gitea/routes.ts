import type {
  Access,
  HookOperation,
  Method,
  ResourceOperation,
  RouteRow,
} from '../../contract/route-rows.js';

/**
 * The Gitea family's hook routes (Gitea and Forgejo `routers/api/v1/api.go`, the `/hooks` groups
 * of `/repos/{owner}/{repo}` and `/orgs/{org}`), answered by its operations (./operations.ts).
 */
const REPO = '/repos/:owner/:repo/hooks';
const ORG = '/orgs/:org/hooks';

const row = (method: Method, pattern: string, operation: HookOperation, scope: 'repo' | 'org'): RouteRow => ({
  method,
  pattern,
  operation,
  scope,
});

const hooksOf = (scope: 'repo' | 'org', base: string): RouteRow[] => [
  row('GET', base, 'list', scope),
  row('POST', base, 'create', scope),
  row('GET', `${base}/:id`, 'get', scope),
  row('PATCH', `${base}/:id`, 'update', scope),
  row('DELETE', `${base}/:id`, 'delete', scope),
];

/**
 * The resources clients read before hooks (`GET /user`, `/repos/{owner}/{repo}`, `/orgs/{org}`,
 * `/users/{username}` of api.go), read-only, answered by src/core/hooks/resources.ts.
 */
const resource = (
  pattern: string,
  operation: Exclude<ResourceOperation, 'find-users'>,
  scope: 'repo' | 'org',
  access: Access,
): RouteRow => ({
  method: 'GET',
  pattern,
  operation,
  scope,
  access,
});

const RESOURCES: readonly RouteRow[] = [
  resource('/repos/:owner/:repo', 'get-owner', 'repo', 'see-owner'),
  resource('/orgs/:org', 'get-owner', 'org', 'see-owner'),
  // No owner: `scope` only files them for fault rules.
  resource('/user', 'get-user', 'org', 'signed-in'),
  resource('/users/:username', 'get-named-user', 'org', 'anyone'),
];

/** Gitea's and Forgejo's routes: there is no org `/tests` (api.go registers none). */
export const GITEA_ROUTES: readonly RouteRow[] = [
  ...hooksOf('repo', REPO),
  row('POST', `${REPO}/:id/tests`, 'test', 'repo'),
  ...hooksOf('org', ORG),
  ...RESOURCES,
];

/** The spec's routes: the products' and an org `/tests` (the spec's contract has one). */
export const SPEC_ROUTES: readonly RouteRow[] = [
  ...GITEA_ROUTES,
  row('POST', `${ORG}/:id/tests`, 'test', 'org'),
];
