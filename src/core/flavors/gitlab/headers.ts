import { standardWebhooksHeaders } from '../../delivery/signer.js';
import type { DeliveryHeaderInput } from '../flavor.js';

/** The agent GitLab names itself with (`GitLab/<Gitlab::VERSION>`); one fixed version here. */
export const GITLAB_AGENT = 'GitLab/18.2.0';

/**
 * The built-in headers of a GitLab delivery in the order of the events-log example of GitLab's
 * project webhook docs (`app/services/web_hook_service.rb`, `#build_headers`): `Idempotency-Key`
 * is the delivery's GUID (kept by a resend), `X-Gitlab-Webhook-UUID` new for each request,
 * `X-Gitlab-Event-UUID` shared by every hook the event reaches, `X-Gitlab-Token` only when the
 * hook has a token (its line breaks removed, as GitLab sends it); with a `signing_token`,
 * `webhook-id`, `webhook-timestamp` and `webhook-signature` last (docs/guide/gitlab.md).
 */
export function gitlabDeliveryHeaders(input: DeliveryHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': GITLAB_AGENT,
    'Idempotency-Key': input.deliveryId,
    'X-Gitlab-Event': input.event,
    'X-Gitlab-Webhook-UUID': input.requestId,
    'X-Gitlab-Instance': input.instance,
    'X-Gitlab-Event-UUID': input.eventId,
  };
  const token = input.secret.replace(/[\r\n]/g, '');
  if (token !== '') headers['X-Gitlab-Token'] = token;
  // Signed (a `signing_token`): the Standard Webhooks headers after GitLab's own, lower-case as the
  // spec writes them; `webhook-id` is the Idempotency-Key (MR 230944). UNVERIFIED order.
  if (input.standardWebhooks)
    return { ...headers, ...standardWebhooksHeaders(input.deliveryId, input.standardWebhooks) };
  return headers;
}
