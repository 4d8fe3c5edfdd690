import type { DeliveryDialect } from '../../contract/delivery-dialect.js';
import { BASE_DELIVERY, NONE } from '../../contract/delivery-dialect.js';

/**
 * GitLab (docs/gitlab-deliveries.md): its own catalog and payloads
 * (`flavors/gitlab/events/`), gated by the hook's flags (`push_events`, …); compact JSON, one hook
 * "type", the 10 s `webhook_timeout` (gitlab.yml; GitLab.com's limit, gitlab-org/gitlab#356156),
 * bodies up to `REQUEST_BODY_SIZE_LIMIT` 25 MB, push payloads list the newest 20 commits
 * (webhook_events.md). Each hook's delivery has its own `Idempotency-Key` (a UUID per
 * `WebHookService` run); the event's shared id is `X-Gitlab-Event-UUID` (flavors/gitlab/headers.ts).
 */
export const GITLAB_DELIVERY: DeliveryDialect = {
  ...BASE_DELIVERY,
  shape: 'github',
  json: 'compact',
  headerlessTypes: NONE,
  baseBranchDeleted: 'close',
  reviewRequestRemoval: 'always',
  allEvents: undefined,
  deliveryIdPer: 'hook',
  redirectsSucceed: true,
  wireHeaderOrder: 'as-built',
  requestIds: true,
  requestIdHeader: 'X-Gitlab-Webhook-UUID',
  redeliverySignature: 'anew',
  // The token travels as is; an HMAC of every body would be work no header carries.
  signs: 'nothing',
  nativeTypes: new Set(['gitlab']),
  pushCommitLimit: 20,
  deliveryTimeoutMs: 10_000,
  largeBodyBytes: 24_000_000,
};
