import type { Flavor } from '../../contract/flavor.js';
import { BITBUCKET_CREDENTIALS } from './auth/credentials.js';
import { BITBUCKET_DELIVERY } from './delivery.js';
import { bitbucketEventModel } from './event-model.js';
import { bitbucketDeliveryHeaders } from './headers.js';
import { BITBUCKET_HOOK_API } from './hook-api.js';
import { BITBUCKET_HOOK_FIELDS } from './hook-view.js';
import { errorEnvelope } from './hooks/respond.js';
import { BITBUCKET_RECEIVER_CHECK } from './receiver-check.js';
import { BITBUCKET_ROUTES } from './routes.js';

/**
 * Bitbucket Cloud's repository and workspace webhook API, REST 2.0 (docs/bitbucket.md).
 * Its routes, token forms, owner checks, errors and paging are its own (flavors/bitbucket/).
 */
export const bitbucketFlavor: Flavor = {
  name: 'bitbucket',
  // A hook has no type in Bitbucket; the name keeps one scenario serving every flavor.
  nativeType: 'bitbucket',
  types: new Set(['bitbucket']),
  events: bitbucketEventModel(),
  hookFields: BITBUCKET_HOOK_FIELDS,
  binds: { name: false, branchFilter: false, authorizationHeader: false },
  patchResetsOmittedEvents: false,
  patchResetsOmittedFilters: false,
  // No test route in Cloud: the dashboard's test button sends a push of the default branch.
  test: { event: 'push', requireActive: false, requireSubscription: false, applyBranchFilter: false },
  pagination: { omittedPageReturnsAll: false, linkOnRepoLists: false, linkOnOrgLists: false },
  notFoundBody: (message, errors) =>
    errorEnvelope(message ?? 'Resource not found', errors?.[0] !== undefined ? { detail: errors[0] } : {}),
  scopeMessage: () => 'Your credentials lack one or more required privilege scopes.',
  unknownTokenMessage: () => 'Unauthorized',
  notFoundReason: 'message',
  authRequiredMessage: 'Unauthorized',
  apiJson: 'v2',
  jsonContentType: 'application/json',
  unknownRoute: 'json',
  credentials: BITBUCKET_CREDENTIALS,
  hookApi: BITBUCKET_HOOK_API,
  orgIds: 'after-users',
  headAsGet: true,
  securityHeaders: {},
  routeHeaders: {},
  exposeListHeaders: false,
  publicOnlyHidesPrivateFromOwners: false,
  deliveryHeaders: bitbucketDeliveryHeaders,
  delivery: BITBUCKET_DELIVERY,
  receiverCheck: BITBUCKET_RECEIVER_CHECK,
  serveLine:
    "flavor: bitbucket (Bitbucket Cloud's repository and workspace hook API; npm bitbucket: new Bitbucket({ baseUrl: the URL above })",
  routes: BITBUCKET_ROUTES,
  hookTypeKey: undefined,
  baseUrl: { inProcess: 'https://api.bitbucket.org/2.0', server: '/2.0' },
  webOrigins: { 'https://api.bitbucket.org': 'https://bitbucket.org' },
  docsUrl: 'https://developer.atlassian.com/cloud/bitbucket/rest/',
  errorBody: (_status, message) => errorEnvelope(message),
  hidesRefusals: false,
};
