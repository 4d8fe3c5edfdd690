import { REPOS_HOOK_API } from '../../contract/hook-api-dialect.js';
import { SIGNATURE_RECEIVER_CHECK } from '../../contract/receiver-check-dialect.js';
import { AUTHORIZATION_FORMS } from '../../auth/credential-forms.js';
import { flagSet } from '../../contract/event-model.js';
import { GITEA_ROUTES } from './routes.js';
import { GITEA_FLAGS } from './event-flags.js';
import { GITEA_DELIVERY } from './delivery.js';
import type { Flavor } from '../../contract/flavor.js';
import { giteaHeaders } from './headers.js';
import { field } from '../../contract/hook-fields.js';
import { API_V1, NEUTRAL_TYPES, giteaNotFound, giteaScopeMessage, messageAndUrl } from './spec.js';

/** Gitea 1.26 (docs/behaviour.md §1–§7). */
export const giteaFlavor: Flavor = {
  name: 'gitea',
  nativeType: 'gitea',
  types: new Set(['gitea', 'gogs', ...NEUTRAL_TYPES]),
  events: flagSet({ flags: GITEA_FLAGS }),
  hookFields: [
    field.id,
    field.name,
    field.type,
    field.branchFilter,
    field.config,
    field.events,
    field.authorizationHeader,
    field.active,
    field.updatedAt,
    field.createdAt,
  ],
  binds: { name: true, branchFilter: true, authorizationHeader: true },
  patchResetsOmittedEvents: true,
  patchResetsOmittedFilters: true,
  routes: GITEA_ROUTES,
  hookTypeKey: 'type',
  test: { event: 'push', requireActive: true, requireSubscription: true, applyBranchFilter: true },
  pagination: { omittedPageReturnsAll: false, linkOnRepoLists: false, linkOnOrgLists: true },
  notFoundBody: giteaNotFound,
  scopeMessage: giteaScopeMessage,
  unknownTokenMessage: () => 'invalid username, password or token',
  notFoundReason: 'message',
  // The official build's modules/json is encoding/json v2 (Makefile L6 GOEXPERIMENT=jsonv2).
  apiJson: 'v2',
  unknownRoute: 'plain',
  credentials: AUTHORIZATION_FORMS,
  hookApi: REPOS_HOOK_API,
  orgIds: 'after-users',
  headAsGet: false,
  // routers/api/v1/api.go securityHeaders (before routing) and APIContexter's httpcache call.
  securityHeaders: { 'X-Content-Type-Options': 'nosniff' },
  routeHeaders: { 'Cache-Control': 'max-age=0, private, must-revalidate, no-transform' },
  exposeListHeaders: true,
  publicOnlyHidesPrivateFromOwners: false,
  // routers/api/v1/api.go checkDeprecatedAuthMethods.
  queryTokenWarning: [
    'X-Gitea-Warning',
    'token and access_token API authentication is deprecated and will be removed in gitea 1.23. Please use AuthorizationHeaderToken instead. Existing queries will continue to work but without authorization.',
  ],
  deliveryHeaders: (input) => giteaHeaders(input),
  delivery: GITEA_DELIVERY,
  receiverCheck: SIGNATURE_RECEIVER_CHECK,
  serveLine: 'flavor: gitea (Gitea 1.26: its hook JSON, messages and delivery headers)',
  baseUrl: API_V1,
  errorBody: messageAndUrl,
  hidesRefusals: false,
};
