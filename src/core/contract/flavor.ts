import type { CredentialForm } from '../auth/credential-forms.js';
import type { HookApiDialect } from './hook-api-dialect.js';
import type { GoJsonVersion } from '../go/go-json.js';
import type { HookRecord } from '../state/database.js';
import type { AnswerFrame } from './answer-frame.js';
import type { AutoDisablePolicy } from './auto-disable.js';
import type { DeliveryDialect } from './delivery-dialect.js';
import type { ReceiverCheckDialect } from './receiver-check-dialect.js';
import type { EventModel } from './event-model.js';
import type { FlavorName } from './flavor-name.js';
import type { HookSettings } from './hook-settings.js';
import type { RouteRow } from './route-rows.js';

export type { FlavorName } from './flavor-name.js';

/** What a receiver-facing delivery header set is built from. */
export interface DeliveryHeaderInput {
  deliveryId: string;
  /** The `X-*-Event` value (docs/behaviour.md §8 mapping applied). */
  event: string;
  /** The raw event type. */
  eventType: string;
  /** Lower-case hex HMAC-SHA256 of the JSON payload, '' without a secret. */
  sha256: string;
  /** Lower-case hex HMAC-SHA1 of the JSON payload, '' without a secret. */
  sha1: string;
  /** 'repository' | 'organization' | 'system'. */
  targetType: string;
  /** The hook's id (GitHub's `X-GitHub-Hook-ID`). */
  hookId: number;
  /** The id of the repository or organization the hook belongs to (`…-Installation-Target-ID`). */
  targetId: number;
  contentType: string;
  authorizationHeader: string;
  /** The id every hook of the event shares, where the dialect has `requestIds` (GitLab's Event-UUID); else ''. */
  eventId: string;
  /** The id of this request alone, where the dialect has `requestIds` (GitLab's Webhook-UUID); else ''. */
  requestId: string;
  /** The instance's base URL, no trailing slash (GitLab's `X-Gitlab-Instance`). */
  instance: string;
  /** The hook's secret as stored (GitLab: the token sent as `X-Gitlab-Token`). */
  secret: string;
  /**
   * The Standard Webhooks `webhook-timestamp` (Unix seconds, the mock's clock) and
   * `webhook-signature` (`v1,<base64>`) of a hook with a signing secret (GitLab's `signing_token`);
   * absent otherwise.
   */
  standardWebhooks?: { timestamp: number; signature: string };
}

/** What a hook's own settings add to its request (`Flavor.hookExtras`). */
export interface HookExtras {
  /** The URL the request goes to (GitLab: its URL variables put in). */
  url: string;
  /** Headers sent before the built-in ones, never over one (GitLab's custom headers). */
  headers: Record<string, string>;
  /** A Standard Webhooks secret (`whsec_…`) the request is signed with (GitLab's `signing_token`). */
  signingSecret?: string;
  /**
   * The payload the hook sends instead of the event's (GitLab's `custom_webhook_template`), or why
   * it can make no request (then recorded `failed` with that error, nothing sent); absent: the event's.
   */
  payload?: (payload: Record<string, unknown>) => { value: unknown } | { failed: string };
}

/** One key of a hook's JSON and how to compute it. */
export type HookField = readonly [key: string, value: (hook: HookRecord, events: EventModel) => unknown];

/**
 * One wire dialect. Every difference between spec, gitea and forgejo is a value here; request
 * handling reads these values and never asks which flavor it is.
 */
export interface Flavor {
  /** The flavor's name. */
  readonly name: FlavorName;
  /** The hook `type` of the product itself (`gitea`, `forgejo`, or `native` for spec). */
  readonly nativeType: string;
  /** How a client makes and reads a hook through its API (`listen`, the dashboard's view). */
  readonly hookApi: HookApiDialect;
  /** The hook types a create request may name. */
  readonly types: ReadonlySet<string>;
  /**
   * Hook types it refuses that another flavor takes, and that flavor, for a 422 that says
   * `did you mean --flavor …?` (the spec flavor's); absent: the product's exact message.
   */
  readonly typeHints?: Readonly<Record<string, string>>;
  /** The events a hook may subscribe to and how they group. */
  readonly events: EventModel;
  /** The keys of a hook's JSON, in order. */
  readonly hookFields: readonly HookField[];
  /** The keys of an org-level hook's JSON where the product shows those hooks otherwise (GitLab's group hook). */
  readonly orgHookFields?: readonly HookField[];
  /** Optional create/edit fields this flavor binds (others are ignored like any unknown key). */
  readonly binds: {
    readonly name: boolean;
    readonly branchFilter: boolean;
    readonly authorizationHeader: boolean;
  };
  /** PATCH without `events`: keep them (spec: "any of") or reset to push (docs/behaviour.md §2.2). */
  readonly patchResetsOmittedEvents: boolean;
  /** PATCH without `branch_filter`/`authorization_header` clears them (docs/behaviour.md §2.2). */
  readonly patchResetsOmittedFilters: boolean;
  /** What a test press sends, and when it sends nothing. */
  readonly test: {
    readonly event: 'ping' | 'push';
    readonly requireActive: boolean;
    readonly requireSubscription: boolean;
    readonly applyBranchFilter: boolean;
    /**
     * GitLab: the test route takes a trigger (`/test/:trigger`, flavors/gitlab/events/trigger-press.ts) and
     * a press without one (the dashboard's) is this trigger; absent: a press sends `event`.
     */
    readonly trigger?: string;
  };
  /** How hook lists page, and which lists carry a `Link` header. */
  readonly pagination: {
    /** Without `page`: the first page (Gitea ≥ 1.26) or every hook (Forgejo, docs/behaviour.md §6). */
    readonly omittedPageReturnsAll: boolean;
    readonly linkOnRepoLists: boolean;
    readonly linkOnOrgLists: boolean;
  };
  /** The 401 of `GET /user` without a credential (absent: the products' `token is required`). */
  readonly authRequiredMessage?: string;
  /** The 404 body, keys in the product's order. */
  notFoundBody(message: string | undefined, errors: string[] | undefined, url: string): object;
  /** 403 text when a token lacks the scope the route needs. */
  scopeMessage(required: string, tokenScope: string): string;
  /** 401 text for a token the server does not know (`viaQuery`: it came as `?token=`). */
  unknownTokenMessage(token: string, viaQuery: boolean): string;
  /** A 404 with a reason: in `message` (Gitea's `APIErrorNotFound`) or in `errors` (Forgejo's `NotFound`). */
  readonly notFoundReason: 'message' | 'errors';
  /** HEAD answered like GET (spec) or a 405 (the products register no HEAD on API routes). */
  readonly headAsGet: boolean;
  /** Headers on every answer under the base path, unknown routes and 405s included. */
  readonly securityHeaders: Readonly<Record<string, string>>;
  /** Headers on every answer of a matched route (the products' API context middleware). */
  readonly routeHeaders: Readonly<Record<string, string>>;
  /** Lists name the headers they add in `Access-Control-Expose-Headers` (Gitea's `SetTotalCountHeader`). */
  readonly exposeListHeaders: boolean;
  /**
   * What a caller may see, as the products decide it: whether a repo in a non-public org or a
   * user's private repo is visible to an admin whose token is public-only (Forgejo: no, 404).
   */
  readonly publicOnlyHidesPrivateFromOwners: boolean;
  /**
   * The encoder of the API's JSON answers: the same build of `modules/json` as the deliveries
   * (`delivery.json`). Gitea's official jsonv2 build: no trailing newline, `<>&` raw
   * (`services/context/base.go` `Base.JSON` → `jsonv2.MarshalWrite`); Forgejo (jsoniter) and
   * spec: v1's `json.Encoder` (docs/decisions/go-json-encoding.md).
   */
  readonly apiJson: GoJsonVersion;
  /**
   * Unknown path: JSON in the spec flavor, the product's plain text in the Gitea family, or the
   * product's own JSON body (GitLab's Grape catch-all `{"error":"404 Not Found"}`).
   */
  readonly unknownRoute: 'json' | 'plain' | Readonly<Record<string, string>>;
  /** A 405's body where the product words its own (GitLab's Grape: `{"error":"405 Not Allowed"}`). */
  readonly notAllowedBody?: Readonly<Record<string, string>>;
  /**
   * Where a request's token comes from and how a client sends one (auth/credential-forms.ts):
   * the `Authorization` forms (`?token=`, `token|bearer|basic`) or the product's own (GitLab's
   * `PRIVATE-TOKEN`, `Bearer`, `?private_token=`).
   */
  readonly credentials: CredentialForm;
  /**
   * A scenario's org ids: after the users' (Gitea's one `user` table, GitHub's account ids) or
   * counted apart from 1 (GitLab's groups; docs/gitlab.md).
   */
  readonly orgIds: 'after-users' | 'own';
  /**
   * The product's own hook settings a scenario hook carries under this key (GitLab's description,
   * branch filter, template, URL variables, custom headers: `hooks[].gitlab`), so a snapshot
   * loads back to the same hooks; absent where the scenario's own fields hold everything.
   */
  readonly hookSettings?: HookSettings;
  /** Header sent when the token came in the query string, if the product sends one. */
  readonly queryTokenWarning?: readonly [header: string, value: string];
  /** The `Content-Type` of the API's JSON answers; absent: Go's `application/json;charset=utf-8`. */
  readonly jsonContentType?: string;
  /** What the product puts around every answer of its API (contract/answer-frame.ts); absent: nothing. */
  readonly frame?: AnswerFrame;
  /** The delivery timeout of a server whose API is at `basePath` (GitHub's GHES layout); absent: `delivery`'s. */
  readonly deliveryTimeoutAt?: (basePath: string) => number;
  /** The headers a receiver gets with a delivery, names and order as the product sends them. */
  deliveryHeaders(input: DeliveryHeaderInput): Record<string, string>;
  /**
   * What a hook's own settings add to its request, where the product has them (GitLab: URL
   * variables put into the URL, custom headers sent first and never over a built-in one, the
   * Standard Webhooks signing secret).
   */
  readonly hookExtras?: (hook: HookRecord) => HookExtras;
  /**
   * What the product does to a hook that keeps failing (GitLab.com's auto-disabling,
   * flavors/gitlab/auto-disable.ts); absent: hooks are never disabled. The `autoDisable` option
   * turns it off.
   */
  readonly autoDisable?: AutoDisablePolicy;
  /** What deliveries carry and when they are sent (contract/delivery-dialect.ts). */
  readonly delivery: DeliveryDialect;
  /** What the receiver battery sends differently in this product (contract/receiver-check-dialect.ts). */
  readonly receiverCheck: ReceiverCheckDialect;
  /** The line `serve` prints after the listening line: the flavor, and how its clients reach it. */
  readonly serveLine: string;
  /**
   * The create body's key for the hook type: `type` in the Gitea family's API, `name` in GitHub's
   * (which refuses `type` as "not a permitted key"); none in GitLab's (a hook has no type).
   */
  readonly hookTypeKey: 'type' | 'name' | undefined;
  /** The flavor's API routes, each with its operation (flavors/<product>/routes.ts). */
  readonly routes: readonly RouteRow[];
  /** Where the API answers unless `baseUrl` says otherwise: in-process and on the standalone server. */
  readonly baseUrl: { readonly inProcess: string; readonly server: string };
  /**
   * Other base paths the same API answers at, given the one in use (Bitbucket Data Center serves
   * `/rest/api/1.0` beside `/rest/api/latest`); absent: the base path alone.
   */
  readonly basePathAliases?: (basePath: string) => readonly string[];
  /**
   * The web origin of an API origin, where the product serves its pages and its API apart (GitHub:
   * `https://api.github.com` → `https://github.com`): payloads' `html_url`s name it, API URLs keep
   * the API's. Absent, or an origin not listed (a server, GHES): pages and API share the origin.
   */
  readonly webOrigins?: Readonly<Record<string, string>>;
  /** The `documentation_url` of errors outside any operation; absent: the mock's own swagger page. */
  readonly docsUrl?: string;
  /**
   * Every error body that is not a 404 (`errors`: a 422's field errors, GitHub's `errors[]`); the
   * products' `{ message, url }`, GitHub's `{ message, documentation_url, status }`.
   */
  errorBody(status: number, message: string, docsUrl: string, errors?: readonly object[]): object;
  /**
   * Whether a caller refused by the owner's checks (no token, no scope, not an admin) gets the
   * 404 of a missing resource, as GitHub answers on its hook routes, rather than 401/403.
   */
  readonly hidesRefusals: boolean;
}

export type { HookSettings } from './hook-settings.js';
