import type { WebhookEvent } from './webhook-event.js';
import type { HookRecord } from '../state/database.js';
import type { Shape } from './event-type.js';
import type { PayloadDialect } from './payload-dialect.js';
import { GITEA_PAYLOADS } from './payload-dialect.js';

export type { Shape } from './event-type.js';

/** A non-native hook type's body, or why the product sends nothing (DeliveryDialect.convert). */
export type Converted = { value: object } | { notDelivered: string };

/**
 * Builds a non-native hook type's body from the event (the Gitea family's Slack, Teams, Matrix, …
 * converters: flavors/gitea/converters/).
 */
export type HookConverter = (hook: HookRecord, body: WebhookEvent) => Promise<Converted>;

/**
 * Every difference between the products in what a delivery carries and when it is sent: the
 * events wing reads these values and never asks which flavor it is (docs/architecture.md).
 */
export interface DeliveryDialect {
  /** Whose event set (`EventType.only`) applies. */
  readonly shape: Shape;
  /** The stored event name that subscribes a hook to every event (GitHub's `*`), if any. */
  readonly allEvents: string | undefined;
  /**
   * What the signatures cover: the JSON payload even when a form body carries it (G/F
   * `addDefaultHeaders` signs the payload) or the body as sent (GitHub: "the HMAC hex digest of
   * the request body", so `payload=<urlencoded JSON>` for a form hook), or nothing (GitLab sends
   * the hook's token as it is, `X-Gitlab-Token`, and no HMAC: `WebHookService#build_headers`).
   */
  readonly signs: 'payload' | 'body' | 'nothing';

  /** Where the payload structs differ (contract/payload-dialect.ts). */
  readonly payload: PayloadDialect;
  /** Hook types that get the event's own payload; `every` in the spec flavor (no converters). */
  readonly nativeTypes: ReadonlySet<string> | 'every';
  /** Payload JSON: encoding/json v2, `<>&` raw (Gitea 1.26), v1, escaped (Forgejo, spec), or one line (GitHub). */
  readonly json: 'v2-raw' | 'v1-escaped' | 'compact';
  /** Types whose requester sends no default headers (G feishu; F matrix, packagist, sourcehut). */
  readonly headerlessTypes: ReadonlySet<string>;
  /**
   * `<event>.<action>` pairs the product never sends: F has no `DeleteIssue` notifier, so no
   * `issues.deleted` or `pull_request.deleted` (its comment, wiki, repository, release and
   * package `deleted` exist: F `services/webhook/notifier.go` L123, L464, L505, L844, L888).
   */
  readonly missingActions: ReadonlySet<string>;
  /** Event types whose `X-*-Event` header is empty (F's `Event()` has no case for `package`). */
  readonly emptyEventHeader: ReadonlySet<string>;
  /** Whether a group name a hook stored (`issues`, `pull_request`) covers its members (spec). */
  readonly groupSubscriptions: boolean;
  /**
   * The branch filter: `name-or-ref` (G `checkBranchFilter`: "", "*", "**" pass; a branch by name
   * or full ref, anything else by full ref) or `branches-only` (F `checkBranch`: only
   * `refs/heads/…`, by name).
   */
  readonly branchFilter: 'name-or-ref' | 'branches-only';
  /** How many commits a push payload lists (G `setting.UI.FeedMaxCommitNum` 5; F 15). */
  readonly pushCommitLimit: number;
  /** The `ref` of create and delete payloads: the short name (G) or the full ref (F). */
  readonly createDeleteRef: 'short' | 'full';
  /** Hook types whose create/delete bodies are re-marshalled with a short ref (F `substituteRefShortName`). */
  readonly shortRefTypes: ReadonlySet<string>;
  /** A test press with a `?ref=` that does not resolve: 404 (F `RepoRefForAPI`) or the default branch (G). */
  readonly testUnknownRef: 'not-found' | 'default-branch';
  /**
   * Open PRs into a deleted branch: retargeted to the default branch with `pull_request`
   * `edited` and `changes.ref` (G `services/pull/pull.go` `AdjustPullsCausedByBranchDeleted`,
   * `RetargetChildrenOnMerge` on by default) or closed like those from it (F `CloseBranchPulls`).
   */
  readonly baseBranchDeleted: 'retarget' | 'close';
  /**
   * Removing a review request: sent only when the reviewer has a pending request (`pending-only`:
   * G `models/issues/review.go` `RemoveReviewRequest` L719–728, F L712–726 find none and make no
   * comment, and `services/issue/assignee.go` notifies only with one, G L82–84, F L76–78) or
   * always (GitHub: not verified, the mock's behaviour before the G/F rule).
   */
  readonly reviewRequestRemoval: 'pending-only' | 'always';
  /**
   * Whose delivery id (the `X-*-Delivery` GUID) is shared: one per hook (G/F `CreateHookTask`
   * gives every hook task its own `UUID`) or one per event, shared by every hook it reaches
   * (GitHub: `hook-delivery-item.guid` "shared with all deliveries for all webhooks that
   * subscribe to this event", github/docs#33184).
   */
  readonly deliveryIdPer: 'hook' | 'event';
  /**
   * The non-native hook types' bodies. Absent where every hook type the product stores is native
   * (a hook of another type then gets the event's own payload).
   */
  readonly convert?: HookConverter;
  /**
   * How long the product waits for a receiver's answer before it records the delivery as failed
   * (G/F `[webhook] DELIVER_TIMEOUT`, 5 s): the bound `checkReceiver` holds every case to.
   */
  readonly deliveryTimeoutMs: number;
  /**
   * The body size of `checkReceiver`'s large-body case: near the largest body the product sends.
   * G/F cap none (docs/behaviour.md §9); 1 MiB is in reach of a push with long commit messages
   * and ten times the 100 kB default of `express.json()`, the limit receivers trip on.
   */
  readonly largeBodyBytes: number;
  /**
   * Whether a 3xx answer counts as delivered: GitLab's `response.success? || response.redirection?`
   * (`WebHookService#response_category`); G/F and GitHub count only 2xx.
   */
  readonly redirectsSucceed: boolean;
  /**
   * The order of the headers on the wire: sorted by name, as Go's net/http writes a request
   * (G/F), or as the flavor builds them (GitLab's `Gitlab::HTTP`, a Net::HTTP request, keeps the
   * order `build_headers` sets).
   */
  readonly wireHeaderOrder: 'go' | 'as-built';
  /**
   * Whether a delivery carries, besides its own id, an id shared by every hook the event reaches
   * and an id new for each request (GitLab's `X-Gitlab-Event-UUID` and `X-Gitlab-Webhook-UUID`).
   */
  readonly requestIds: boolean;
  /**
   * The header of the per-request id a redelivery sends anew (GitLab's resend runs
   * `WebHookService` again: a new `X-Gitlab-Webhook-UUID`, the same `Idempotency-Key`); none where
   * a redelivery is the original's request exactly (G/F, GitHub).
   */
  readonly requestIdHeader: string | undefined;
  /**
   * A signed redelivery's Standard Webhooks headers: `copied` with the rest of the original's
   * request (G/F and GitHub have none), or signed `anew` at the redelivery's time with the hook's
   * signing secret as it is now — GitLab's resend runs `WebHookService` again, which builds the
   * headers at execution (MR 230944): a new `webhook-timestamp`, a signature over it, `webhook-id`
   * still the `Idempotency-Key`; so a receiver's 5-minute window accepts a later resend.
   */
  readonly redeliverySignature: 'copied' | 'anew';
  /**
   * Where the product sends a failed delivery again by itself: how many more times, after which
   * answers, and the header that counts the attempts (Bitbucket Cloud: twice more after a 5xx,
   * `X-Attempt-Number` 2 and 3). Absent: one attempt (the others).
   */
  readonly retries?: DeliveryRetries;
}

/** A product's own retries of a delivery (DeliveryDialect.retries): delivery/retries.ts sends them. */
export interface DeliveryRetries {
  readonly times: number;
  /** Whether a receiver's status calls for another attempt. */
  when(status: number): boolean;
  /** The header whose value is the attempt's number (1 for the first). */
  readonly attemptHeader: string;
}

/** The empty set: a row without such types or actions. */
export const NONE: ReadonlySet<string> = new Set();

/**
 * The row every product's dialect starts from: Gitea 1.26's, the first product the mock served
 * (docs/behaviour.md §7–§10, docs/deliveries.md). A product's row spreads it and states each
 * difference (flavors/<product>/delivery.ts).
 */
export const BASE_DELIVERY: DeliveryDialect = {
  shape: 'gitea',
  allEvents: undefined,
  signs: 'payload',
  payload: GITEA_PAYLOADS,
  nativeTypes: new Set(['gitea', 'gogs']),
  json: 'v2-raw',
  headerlessTypes: new Set(['feishu']),
  missingActions: NONE,
  emptyEventHeader: NONE,
  groupSubscriptions: false,
  branchFilter: 'name-or-ref',
  pushCommitLimit: 5,
  createDeleteRef: 'short',
  shortRefTypes: NONE,
  testUnknownRef: 'default-branch',
  baseBranchDeleted: 'retarget',
  reviewRequestRemoval: 'pending-only',
  deliveryIdPer: 'hook',
  deliveryTimeoutMs: 5000,
  largeBodyBytes: 1024 * 1024,
  redirectsSucceed: false,
  wireHeaderOrder: 'go',
  requestIds: false,
  requestIdHeader: undefined,
  redeliverySignature: 'copied',
};

/** Whether a hook type gets the event's own payload (no converter). */
export function isNativeType(dialect: DeliveryDialect, type: string): boolean {
  return dialect.nativeTypes === 'every' || dialect.nativeTypes.has(type);
}
