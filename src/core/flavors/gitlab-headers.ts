import type { DeliveryHeaderInput } from './flavor.js';

/** The agent GitLab names itself with (`GitLab/<Gitlab::VERSION>`); one fixed version here. */
export const GITLAB_AGENT = 'GitLab/18.2.0';

/**
 * The built-in headers of a GitLab delivery in `WebHookService#build_headers`' order (reference
 * §5.1): `Idempotency-Key` is the delivery's GUID. Not yet sent by any GitLab event (hookmock
 * has no GitLab payloads yet; docs/guide/gitlab.md "Not yet"): the instance, the per-event UUID
 * and the token need inputs the header builder does not have.
 */
export function gitlabDeliveryHeaders(input: DeliveryHeaderInput): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': GITLAB_AGENT,
    'Idempotency-Key': input.deliveryId,
    'X-Gitlab-Event': input.event,
    'X-Gitlab-Webhook-UUID': input.deliveryId,
  };
}
