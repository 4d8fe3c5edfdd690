import { REPOS_HOOK_API } from '../../contract/hook-api-dialect.js';
import { SIGNATURE_RECEIVER_CHECK } from '../../contract/receiver-check-dialect.js';
import { AUTHORIZATION_FORMS } from '../../auth/credential-forms.js';
import { flagSet } from '../../contract/event-model.js';
import { GITEA_ROUTES } from './routes.js';
import { FORGEJO_FLAGS, FORGEJO_REPORT } from './event-flags.js';
import { FORGEJO_DELIVERY } from './delivery.js';
import type { Flavor } from '../../contract/flavor.js';
import { giteaHeaders } from './headers.js';
import { field } from '../../contract/hook-fields.js';
import { forgejoUnknownToken } from './forgejo-auth.js';
import { API_V1, NEUTRAL_TYPES, messageAndUrl } from './spec.js';

/** Forgejo v17 (docs/behaviour.md §3.3, §4.3, §6, §7.5, §8, §10). */
export const forgejoFlavor: Flavor = {
  name: 'forgejo',
  nativeType: 'forgejo',
  types: new Set(['forgejo', 'gitea', 'gogs', ...NEUTRAL_TYPES, 'sourcehut_builds']),
  events: flagSet({
    flags: FORGEJO_FLAGS,
    report: FORGEJO_REPORT,
    patchKeeps: ['package', 'action_run_failure', 'action_run_recover', 'action_run_success'],
  }),
  hookFields: [
    field.id,
    field.type,
    field.branchFilter,
    field.url,
    field.config,
    field.events,
    field.authorizationHeader,
    field.contentType,
    field.metadata,
    field.active,
    field.updatedAt,
    field.createdAt,
  ],
  binds: { name: false, branchFilter: true, authorizationHeader: true },
  patchResetsOmittedEvents: true,
  patchResetsOmittedFilters: true,
  routes: GITEA_ROUTES,
  hookTypeKey: 'type',
  // `PrepareTestWebhook` skips the filters, but `Deliver` drops inactive hooks (docs/behaviour.md §7.5).
  test: { event: 'push', requireActive: true, requireSubscription: false, applyBranchFilter: false },
  pagination: { omittedPageReturnsAll: true, linkOnRepoLists: false, linkOnOrgLists: false },
  // A struct, not a map: keys in declaration order, `errors` an empty array (docs/behaviour.md §4.3).
  notFoundBody: (message, errors, url) => ({
    message: message ?? "The target couldn't be found.",
    url,
    errors: errors ?? [],
  }),
  scopeMessage: (required) => `token does not have at least one of required scope(s): [${required}]`,
  unknownTokenMessage: forgejoUnknownToken,
  notFoundReason: 'errors',
  // jsoniter ConfigCompatibleWithStandardLibrary (modules/json/json.go): v1's encoder.
  apiJson: 'v1',
  unknownRoute: 'plain',
  credentials: AUTHORIZATION_FORMS,
  hookApi: REPOS_HOOK_API,
  orgIds: 'after-users',
  headAsGet: false,
  // routers/api/shared/middleware.go securityHeaders; services/context/api.go APIContexter.
  securityHeaders: { 'X-Content-Type-Options': 'nosniff' },
  routeHeaders: { 'Cache-Control': 'max-age=0, private, must-revalidate', 'X-Frame-Options': 'SAMEORIGIN' },
  exposeListHeaders: true,
  publicOnlyHidesPrivateFromOwners: true,
  // routers/api/shared/middleware.go checkDeprecatedAuthMethods.
  queryTokenWarning: [
    'Warning',
    'token and access_token API authentication is deprecated and will be removed in Forgejo v13.0.0. Please use AuthorizationHeaderToken instead. Existing queries will continue to work but without authorization.',
  ],
  deliveryHeaders(input) {
    // X-Forgejo-* first, then Gitea's set without the installation target type (docs/behaviour.md §10).
    return {
      'X-Forgejo-Delivery': input.deliveryId,
      'X-Forgejo-Event': input.event,
      'X-Forgejo-Event-Type': input.eventType,
      'X-Forgejo-Signature': input.sha256,
      ...giteaHeaders(input, false),
    };
  },
  delivery: FORGEJO_DELIVERY,
  receiverCheck: SIGNATURE_RECEIVER_CHECK,
  serveLine: 'flavor: forgejo (Forgejo v17: its hook JSON, messages and delivery headers)',
  baseUrl: API_V1,
  errorBody: messageAndUrl,
  hidesRefusals: false,
};
