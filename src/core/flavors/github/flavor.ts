import { REPOS_HOOK_API } from '../../contract/hook-api-dialect.js';
import { SIGNATURE_RECEIVER_CHECK } from '../../contract/receiver-check-dialect.js';
import { AUTHORIZATION_FORMS } from '../../auth/credential-forms.js';
import { GITHUB_DELIVERY } from './delivery.js';
import { storedAsSent } from '../../contract/event-model.js';
import type { Flavor } from '../../contract/flavor.js';
import { GITHUB_HOOK_EVENTS } from './event-model.js';
import { GITHUB_HOOK_FIELDS } from './hook-fields.js';
import { byRepositoryId } from './repository-id-routes.js';
import { GITHUB_APP_ROUTES, GITHUB_DOCS_ROOT, GITHUB_RESOURCE_ROUTES, GITHUB_ROUTES } from './routes.js';
import { githubDeliveryHeaders } from './headers.js';
import { GITHUB_JSON_TYPE, githubError } from './error.js';
import { GITHUB_FRAME, githubLayoutOf } from './frame.js';

/**
 * GitHub's numbers: 20 hooks per event on a repository or organization (docs.github.com/webhooks,
 * "Creating webhooks"; 250 on GitHub Enterprise Server), lists of 30 by default and at most 100
 * (`per_page` in its REST description).
 */
export const GITHUB_LIMITS = { hooksPerEvent: 20, perPage: 30, maxPerPage: 100 } as const;

/**
 * GitHub's repository and organization webhook API (docs/github.md). Its routes, errors, auth
 * and paging are its own (`routes`, `errorBody`, `hidesRefusals`); the hook operations live in
 * src/core/flavors/github/hooks/.
 */
export const githubFlavor: Flavor = {
  name: 'github',
  nativeType: 'web',
  types: new Set(['web']),
  events: storedAsSent(GITHUB_HOOK_EVENTS),
  hookFields: GITHUB_HOOK_FIELDS,
  binds: { name: false, branchFilter: false, authorizationHeader: false },
  patchResetsOmittedEvents: false,
  patchResetsOmittedFilters: false,
  // "If the hook is not subscribed to push events, the server will respond with 204 but no test
  // POST will be generated" (repos/test-push-webhook); an inactive hook sends nothing either.
  test: { event: 'push', requireActive: true, requireSubscription: true, applyBranchFilter: false },
  pagination: { omittedPageReturnsAll: false, linkOnRepoLists: true, linkOnOrgLists: true },
  notFoundBody: (_message, _errors, url) => githubError(404, 'Not Found', url),
  scopeMessage: () => 'Not Found',
  unknownTokenMessage: () => 'Bad credentials',
  authRequiredMessage: 'Requires authentication',
  notFoundReason: 'message',
  // Success bodies are GitHub's own (flavors/github/hooks/respond.ts); errors keep the v1 writer.
  apiJson: 'v1',
  unknownRoute: 'json',
  credentials: AUTHORIZATION_FORMS,
  hookApi: REPOS_HOOK_API,
  orgIds: 'after-users',
  headAsGet: true,
  // On every answer, unknown paths included.
  securityHeaders: { 'X-GitHub-Media-Type': 'github.v3; format=json' },
  routeHeaders: {},
  jsonContentType: GITHUB_JSON_TYPE,
  frame: GITHUB_FRAME,
  deliveryTimeoutAt: (basePath) => githubLayoutOf(basePath).deliveryTimeoutMs,
  exposeListHeaders: false,
  publicOnlyHidesPrivateFromOwners: false,
  deliveryHeaders: githubDeliveryHeaders,
  delivery: GITHUB_DELIVERY,
  receiverCheck: SIGNATURE_RECEIVER_CHECK,
  serveLine:
    "flavor: github (GitHub's repository and organization webhook API; Octokit: baseUrl = the URL above)",
  routes: [
    ...GITHUB_ROUTES,
    ...GITHUB_RESOURCE_ROUTES,
    ...GITHUB_APP_ROUTES,
    ...byRepositoryId([...GITHUB_ROUTES, ...GITHUB_RESOURCE_ROUTES]),
  ],
  hookTypeKey: 'name',
  baseUrl: { inProcess: 'https://api.github.com', server: '/api/v3' },
  // github.com's pages are on github.com, its API on api.github.com: a repository's `html_url` is
  // `https://github.com/octocat/Hello-World`, its `url` `https://api.github.com/repos/…` (the
  // repository object's example in docs.github.com/en/rest/repos/repos#get-a-repository).
  webOrigins: { 'https://api.github.com': 'https://github.com' },
  docsUrl: GITHUB_DOCS_ROOT,
  errorBody: githubError,
  hidesRefusals: true,
};
