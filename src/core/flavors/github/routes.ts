import type {
  Access,
  AppOperation,
  ConfigOperation,
  DeliveryLogOperation,
  HookOperation,
  Method,
  ResourceOperation,
  RouteRow,
} from '../../contract/route-rows.js';

/**
 * GitHub's 23 repository and organization webhook operations (./openapi/hooks.openapi.json, extracted from GitHub's REST description): method, path, operation
 * and the `externalDocs.url` GitHub puts in the `documentation_url` of that operation's errors.
 * There is no org `/tests` (the description has none).
 */
const DOCS = 'https://docs.github.com/rest';
const REPO = '/repos/:owner/:repo/hooks';
const ORG = '/orgs/:org/hooks';
const HOOK = ':hook_id';
const DELIVERY = ':delivery_id';

type Op = HookOperation | ConfigOperation | DeliveryLogOperation;
const row = (
  method: Method,
  pattern: string,
  operation: Op,
  scope: 'repo' | 'org',
  anchor: string,
): RouteRow => ({
  method,
  pattern,
  operation,
  scope,
  docs: `${DOCS}/${scope === 'repo' ? 'repos' : 'orgs'}/webhooks#${anchor}`,
});

export const GITHUB_ROUTES: readonly RouteRow[] = [
  row('GET', REPO, 'list', 'repo', 'list-repository-webhooks'),
  row('POST', REPO, 'create', 'repo', 'create-a-repository-webhook'),
  row('GET', `${REPO}/${HOOK}`, 'get', 'repo', 'get-a-repository-webhook'),
  row('PATCH', `${REPO}/${HOOK}`, 'update', 'repo', 'update-a-repository-webhook'),
  row('DELETE', `${REPO}/${HOOK}`, 'delete', 'repo', 'delete-a-repository-webhook'),
  row('GET', `${REPO}/${HOOK}/config`, 'get-config', 'repo', 'get-a-webhook-configuration-for-a-repository'),
  row(
    'PATCH',
    `${REPO}/${HOOK}/config`,
    'update-config',
    'repo',
    'update-a-webhook-configuration-for-a-repository',
  ),
  row(
    'GET',
    `${REPO}/${HOOK}/deliveries`,
    'list-deliveries',
    'repo',
    'list-deliveries-for-a-repository-webhook',
  ),
  row(
    'GET',
    `${REPO}/${HOOK}/deliveries/${DELIVERY}`,
    'get-delivery',
    'repo',
    'get-a-delivery-for-a-repository-webhook',
  ),
  row(
    'POST',
    `${REPO}/${HOOK}/deliveries/${DELIVERY}/attempts`,
    'redeliver',
    'repo',
    'redeliver-a-delivery-for-a-repository-webhook',
  ),
  row('POST', `${REPO}/${HOOK}/pings`, 'ping', 'repo', 'ping-a-repository-webhook'),
  row('POST', `${REPO}/${HOOK}/tests`, 'test', 'repo', 'test-the-push-repository-webhook'),
  row('GET', ORG, 'list', 'org', 'list-organization-webhooks'),
  row('POST', ORG, 'create', 'org', 'create-an-organization-webhook'),
  row('GET', `${ORG}/${HOOK}`, 'get', 'org', 'get-an-organization-webhook'),
  row('PATCH', `${ORG}/${HOOK}`, 'update', 'org', 'update-an-organization-webhook'),
  row('DELETE', `${ORG}/${HOOK}`, 'delete', 'org', 'delete-an-organization-webhook'),
  row('GET', `${ORG}/${HOOK}/config`, 'get-config', 'org', 'get-a-webhook-configuration-for-an-organization'),
  row(
    'PATCH',
    `${ORG}/${HOOK}/config`,
    'update-config',
    'org',
    'update-a-webhook-configuration-for-an-organization',
  ),
  row(
    'GET',
    `${ORG}/${HOOK}/deliveries`,
    'list-deliveries',
    'org',
    'list-deliveries-for-an-organization-webhook',
  ),
  row(
    'GET',
    `${ORG}/${HOOK}/deliveries/${DELIVERY}`,
    'get-delivery',
    'org',
    'get-a-webhook-delivery-for-an-organization-webhook',
  ),
  row(
    'POST',
    `${ORG}/${HOOK}/deliveries/${DELIVERY}/attempts`,
    'redeliver',
    'org',
    'redeliver-a-delivery-for-an-organization-webhook',
  ),
  row('POST', `${ORG}/${HOOK}/pings`, 'ping', 'org', 'ping-an-organization-webhook'),
];

/**
 * The resources clients read before hooks (PyGithub's `get_repo`, `get_organization`, `get_user`),
 * read-only: `repos/get`, `orgs/get`, `users/get-authenticated`, `users/get-by-username` of the
 * same description; answered by src/core/flavors/github/hooks/resources.ts.
 */
const resource = (
  pattern: string,
  operation: Exclude<ResourceOperation, 'find-users'>,
  scope: 'repo' | 'org',
  access: Access,
  docs: string,
): RouteRow => ({
  method: 'GET',
  pattern,
  operation,
  scope,
  docs: `${DOCS}/${docs}`,
  access,
});

export const GITHUB_RESOURCE_ROUTES: readonly RouteRow[] = [
  resource('/repos/:owner/:repo', 'get-owner', 'repo', 'see-owner', 'repos/repos#get-a-repository'),
  resource('/orgs/:org', 'get-owner', 'org', 'see-owner', 'orgs/orgs#get-an-organization'),
  // No owner: `scope` only files them for fault rules.
  resource('/user', 'get-user', 'org', 'signed-in', 'users/users#get-the-authenticated-user'),
  resource('/users/:username', 'get-named-user', 'org', 'anyone', 'users/users#get-a-user'),
];

const appRow = (method: Method, pattern: string, operation: AppOperation, anchor: string): RouteRow => ({
  method,
  pattern,
  operation,
  // No owner (the `/app` routes) or one the handler finds itself: `scope` files them for fault rules.
  scope: pattern.startsWith('/repos/') ? 'repo' : 'org',
  docs: `${DOCS}/apps/${anchor}`,
  access: 'app',
});

/**
 * GitHub Apps' operations, authenticated by the app's JWT (docs/guide/github.md, "GitHub Apps"):
 * `externalDocs` of apps/get-authenticated, flavors/github/apps/*-webhook-*, apps/list-installations,
 * apps/create-installation-access-token, apps/get-repo-installation and, by an installation
 * token, apps/list-repos-accessible-to-installation.
 */
export const GITHUB_APP_ROUTES: readonly RouteRow[] = [
  appRow('GET', '/app', 'get-app', 'apps#get-the-authenticated-app'),
  appRow('GET', '/app/hook/config', 'get-app-config', 'webhooks#get-a-webhook-configuration-for-an-app'),
  appRow(
    'PATCH',
    '/app/hook/config',
    'update-app-config',
    'webhooks#update-a-webhook-configuration-for-an-app',
  ),
  appRow('GET', '/app/hook/deliveries', 'list-app-deliveries', 'webhooks#list-deliveries-for-an-app-webhook'),
  appRow(
    'GET',
    `/app/hook/deliveries/${DELIVERY}`,
    'get-app-delivery',
    'webhooks#get-a-delivery-for-an-app-webhook',
  ),
  appRow(
    'POST',
    `/app/hook/deliveries/${DELIVERY}/attempts`,
    'redeliver-app-delivery',
    'webhooks#redeliver-a-delivery-for-an-app-webhook',
  ),
  appRow(
    'GET',
    '/app/installations',
    'list-installations',
    'apps#list-installations-for-the-authenticated-app',
  ),
  appRow(
    'POST',
    '/app/installations/:installation_id/access_tokens',
    'create-installation-token',
    'apps#create-an-installation-access-token-for-an-app',
  ),
  appRow(
    'GET',
    '/repos/:owner/:repo/installation',
    'get-repo-installation',
    'apps#get-a-repository-installation-for-the-authenticated-app',
  ),
  // An installation token's own listing: a token, not the JWT (the handler asks which one).
  {
    method: 'GET',
    pattern: '/installation/repositories',
    operation: 'list-installation-repositories',
    scope: 'org',
    docs: `${DOCS}/apps/installations#list-repositories-accessible-to-the-app-installation`,
    access: 'signed-in',
  },
];

/** The `documentation_url` of an error outside every operation (an unknown path, bad credentials). */
export const GITHUB_DOCS_ROOT = DOCS;
