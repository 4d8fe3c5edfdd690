import { GITLAB_HOOK_API } from './hook-api.js';
import { GITLAB_RECEIVER_CHECK } from './receiver-check.js';
import { GITLAB_CREDENTIALS } from './auth/credentials.js';
import { GITLAB_DELIVERY } from './delivery.js';
import type { Flavor } from '../../contract/flavor.js';
import { gitlabEventModel } from './event-model.js';
import { gitlabDeliveryHeaders } from './headers.js';
import { GITLAB_COM_AUTO_DISABLE } from './auto-disable.js';
import { gitlabHookExtras } from './hook-request.js';
import { GITLAB_GROUP_HOOK_FIELDS, GITLAB_HOOK_FIELDS } from './hook-fields.js';
import { GITLAB_HOOK_SETTINGS } from './meta.js';
import { GITLAB_ROUTES } from './routes.js';

/** GitLab's `{"message": …}` (`render_api_error!`): the body of every error its helpers raise. */
const gitlabError = (_status: number, message: string) => ({ message });

/**
 * GitLab's project and group webhook API (docs/gitlab.md). Its routes, token forms, owner lookup (`:id` = id or full path),
 * roles, errors and paging are its own; the operations live in src/core/flavors/gitlab/hooks/.
 */
export const gitlabFlavor: Flavor = {
  name: 'gitlab',
  // Hooks have no type in GitLab; the name keeps one scenario serving every flavor.
  nativeType: 'gitlab',
  types: new Set(['gitlab']),
  events: gitlabEventModel(),
  hookFields: GITLAB_HOOK_FIELDS,
  orgHookFields: GITLAB_GROUP_HOOK_FIELDS,
  // Description, branch filter, template, URL variables, custom headers: `hooks[].gitlab`.
  hookSettings: GITLAB_HOOK_SETTINGS,
  binds: { name: false, branchFilter: false, authorizationHeader: false },
  patchResetsOmittedEvents: false,
  patchResetsOmittedFilters: false,
  // `POST …/test/:trigger` sends the trigger's sample to any hook (`force: true`); the
  // dashboard's test button is the `push_events` trigger.
  test: {
    event: 'push',
    requireActive: false,
    requireSubscription: false,
    applyBranchFilter: false,
    trigger: 'push_events',
  },
  pagination: { omittedPageReturnsAll: false, linkOnRepoLists: true, linkOnOrgLists: true },
  notFoundBody: (message) => ({ message: message ?? '404 Not Found' }),
  scopeMessage: () => '403 Forbidden',
  unknownTokenMessage: () => '401 Unauthorized',
  notFoundReason: 'message',
  // Rails' JSON: one line, no trailing newline, `<>&` as they are.
  apiJson: 'v2',
  // Grape's catch-all route (`API::API`, `route :any, '*path'`): `{"error":"404 Not Found"}`.
  unknownRoute: { error: '404 Not Found' },
  // Grape's answer to a known path with another method (UNVERIFIED: docs/gitlab.md).
  notAllowedBody: { error: '405 Not Allowed' },
  credentials: GITLAB_CREDENTIALS,
  hookApi: GITLAB_HOOK_API,
  orgIds: 'own',
  // Rails answers HEAD as GET.
  headAsGet: true,
  securityHeaders: {},
  routeHeaders: {},
  exposeListHeaders: false,
  publicOnlyHidesPrivateFromOwners: false,
  deliveryHeaders: gitlabDeliveryHeaders,
  hookExtras: gitlabHookExtras,
  // GitLab.com's policy for failing hooks (on unless `autoDisable: false`).
  autoDisable: GITLAB_COM_AUTO_DISABLE,
  delivery: GITLAB_DELIVERY,
  receiverCheck: GITLAB_RECEIVER_CHECK,
  serveLine:
    "flavor: gitlab (GitLab's project and group hook API; @gitbeaker/rest: host = the URL above without /api/v4)",
  routes: GITLAB_ROUTES,
  hookTypeKey: undefined,
  baseUrl: { inProcess: 'https://gitlab.com/api/v4', server: '/api/v4' },
  docsUrl: 'https://docs.gitlab.com/api/rest/',
  errorBody: gitlabError,
  hidesRefusals: false,
};
