import { REPOS_HOOK_API } from '../../contract/hook-api-dialect.js';
import { SIGNATURE_RECEIVER_CHECK } from '../../contract/receiver-check-dialect.js';
import { AUTHORIZATION_FORMS } from '../../auth/credential-forms.js';
import { flagSet, storedAsSent } from '../../contract/event-model.js';
import { SPEC_ROUTES } from './routes.js';
import { SPEC_EVENTS } from '../../contract/event-names.js';
import { GITEA_FLAGS } from './event-flags.js';
import { SPEC_DELIVERY } from './delivery.js';
import type { Flavor } from '../../contract/flavor.js';
import { deliveryContentType } from '../../delivery/encoding.js';
import { field } from '../../contract/hook-fields.js';

/** Types every flavor accepts: the reference's non-branded hook types (docs/behaviour.md §2.1). */
export const NEUTRAL_TYPES = [
  'slack',
  'discord',
  'dingtalk',
  'telegram',
  'msteams',
  'feishu',
  'matrix',
  'wechatwork',
  'packagist',
] as const;

/** Gitea's wording, shared by spec and gitea (docs/behaviour.md §4.2). */
export const giteaScopeMessage = (required: string, tokenScope: string) =>
  `token does not have at least one of required scope(s), required=[${required}], token scope=${tokenScope}`;

/** Gitea's 404 body: a Go map, so keys come out sorted (docs/behaviour.md §4.1). */
export const giteaNotFound = (message: string | undefined, errors: string[] | undefined, url: string) => ({
  errors: errors ?? null,
  message: message ?? 'not found',
  url,
});

/** Where the Gitea-family API lives: `/api/v1`, in-process (any origin) and on the server. */
export const API_V1 = { inProcess: '/api/v1', server: '/api/v1' } as const;

/** The Gitea-family error body (`APIError`): message and the swagger URL (docs/behaviour.md §4.1). */
export const messageAndUrl = (_status: number, message: string, url: string) => ({ message, url });

/**
 * The spec's own dialect: the field names and operations of docs/api.md, with the
 * reference's behaviour wherever the spec says "not shown".
 */
export const specFlavor: Flavor = {
  name: 'spec',
  nativeType: 'native',
  types: new Set(['native', ...NEUTRAL_TYPES]),
  // The default flavor names its own hook `native`: a Gitea or Forgejo client creating its
  // `gitea` hook here has almost always missed a `--flavor`, so its 422 says so.
  typeHints: {
    gitea: 'gitea',
    gogs: 'gitea',
    forgejo: 'forgejo',
    sourcehut_builds: 'forgejo',
    web: 'github',
  },
  // The seed's kinds plus the reference's other names; stored and returned as sent.
  events: storedAsSent(
    [...new Set([...SPEC_EVENTS, ...flagSet({ flags: GITEA_FLAGS }).accepted])].filter(
      (name) => !name.endsWith('_only'),
    ),
  ),
  hookFields: [field.id, field.type, field.active, field.events, field.config, field.created, field.updated],
  binds: { name: false, branchFilter: false, authorizationHeader: false },
  patchResetsOmittedEvents: false,
  patchResetsOmittedFilters: false,
  routes: SPEC_ROUTES,
  hookTypeKey: 'type',
  test: { event: 'ping', requireActive: false, requireSubscription: false, applyBranchFilter: false },
  pagination: { omittedPageReturnsAll: false, linkOnRepoLists: true, linkOnOrgLists: true },
  notFoundBody: giteaNotFound,
  scopeMessage: giteaScopeMessage,
  unknownTokenMessage: () => 'invalid username, password or token',
  notFoundReason: 'message',
  // The documented contract keeps Go v1 (its deliveries too).
  apiJson: 'v1',
  unknownRoute: 'json',
  credentials: AUTHORIZATION_FORMS,
  hookApi: REPOS_HOOK_API,
  orgIds: 'after-users',
  headAsGet: true,
  securityHeaders: {},
  routeHeaders: {},
  // Our own dialect: lists let browser clients read X-Total-Count and Link too.
  exposeListHeaders: true,
  publicOnlyHidesPrivateFromOwners: false,
  deliveryHeaders(input) {
    const h: Record<string, string> = {
      'Content-Type': deliveryContentType(input.contentType),
      'X-Webhook-Delivery': input.deliveryId,
      'X-Webhook-Event': input.event,
      'X-Webhook-Target-Type': input.targetType,
    };
    if (input.sha256) {
      h['X-Webhook-Signature'] = input.sha256;
      h['X-Webhook-Signature-256'] = `sha256=${input.sha256}`;
    }
    return h;
  },
  delivery: SPEC_DELIVERY,
  receiverCheck: SIGNATURE_RECEIVER_CHECK,
  // Spec is neither product: a Gitea or Forgejo client's first create (`type: "gitea"`) fails
  // here, so the line says how to get theirs.
  serveLine:
    'flavor: spec, the reference API (for a Gitea or Forgejo client: --flavor gitea or --flavor forgejo)',
  baseUrl: API_V1,
  errorBody: messageAndUrl,
  hidesRefusals: false,
};
