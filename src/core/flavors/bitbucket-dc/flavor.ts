import type { Flavor } from '../../contract/flavor.js';
import { BITBUCKET_DC_CREDENTIALS } from './auth/credentials.js';
import { DC_CIRCUIT_BREAKER } from './circuit-breaker.js';
import { BITBUCKET_DC_DELIVERY } from './delivery.js';
import { bitbucketDcEventModel } from './event-model.js';
import { bitbucketDcDeliveryHeaders } from './headers.js';
import { BITBUCKET_DC_HOOK_API } from './hook-api.js';
import { BITBUCKET_DC_HOOK_FIELDS } from './hook-fields.js';
import { errorsBody } from './hooks/respond.js';
import { BITBUCKET_DC_RECEIVER_CHECK } from './receiver-check.js';
import { BITBUCKET_DC_ROUTES } from './routes.js';

/** A refusal outside any route's own words: `{"errors": [{context: null, message, exceptionName: null}]}`. */
const dcErrorBody = (_status: number, message: string) => errorsBody(message);

/**
 * Bitbucket Data Center's webhook API (REST 1.0; docs/bitbucket-dc.md): repository and
 * project webhooks under `/rest/api/latest` and `/rest/api/1.0` alike, `start`/`limit` pages,
 * `{"errors": [...]}`, Bearer and Basic tokens, REPO_ADMIN and PROJECT_ADMIN (401 otherwise),
 * the test route's `diagnostics:ping`, the circuit breaker. Operations in ./hooks/.
 */
export const bitbucketDcFlavor: Flavor = {
  name: 'bitbucket-dc',
  // Hooks have no type in Data Center; the name keeps one scenario serving every flavor.
  nativeType: 'bitbucket-dc',
  types: new Set(['bitbucket-dc']),
  events: bitbucketDcEventModel(),
  hookFields: BITBUCKET_DC_HOOK_FIELDS,
  binds: { name: true, branchFilter: false, authorizationHeader: false },
  patchResetsOmittedEvents: false,
  patchResetsOmittedFilters: false,
  // The dashboard's test button and `mock.pings`: "Test connection", a `diagnostics:ping`.
  test: { event: 'ping', requireActive: false, requireSubscription: false, applyBranchFilter: false },
  pagination: { omittedPageReturnsAll: false, linkOnRepoLists: false, linkOnOrgLists: false },
  notFoundBody: (message, errors) =>
    errorsBody(message ?? errors?.[0] ?? 'The requested resource does not exist.'),
  scopeMessage: () => 'You are not permitted to access this resource',
  unknownTokenMessage: () => 'Authentication failed. Please check your credentials and try again.',
  notFoundReason: 'message',
  apiJson: 'v2',
  // Jersey's unknown resource: a 404 in the errors shape (`notFoundBody`).
  unknownRoute: 'json',
  credentials: BITBUCKET_DC_CREDENTIALS,
  hookApi: BITBUCKET_DC_HOOK_API,
  orgIds: 'after-users',
  headAsGet: false,
  securityHeaders: {},
  routeHeaders: {},
  exposeListHeaders: false,
  publicOnlyHidesPrivateFromOwners: false,
  jsonContentType: 'application/json;charset=UTF-8',
  deliveryHeaders: bitbucketDcDeliveryHeaders,
  autoDisable: DC_CIRCUIT_BREAKER,
  delivery: BITBUCKET_DC_DELIVERY,
  receiverCheck: BITBUCKET_DC_RECEIVER_CHECK,
  serveLine:
    "flavor: bitbucket-dc (Bitbucket Data Center's webhook API, also at /rest/api/1.0; @coderabbitai/bitbucket: baseUrl = the URL above without /api/latest)",
  routes: BITBUCKET_DC_ROUTES,
  hookTypeKey: undefined,
  baseUrl: { inProcess: 'http://localhost:7990/rest/api/latest', server: '/rest/api/latest' },
  // `latest` is `1.0` (Jenkins and atlassian-python-api call `/rest/api/1.0/…`).
  basePathAliases: (base) => (base.endsWith('/latest') ? [`${base.slice(0, -'latest'.length)}1.0`] : []),
  docsUrl: 'https://developer.atlassian.com/server/bitbucket/rest/',
  errorBody: dcErrorBody,
  hidesRefusals: false,
};
