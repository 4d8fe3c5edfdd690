import { standardWebhooksHeaders } from '../../delivery/signer.js';
import type { DeliveryHeaderInput } from '../../contract/flavor.js';

/** The agent GitLab names itself with (`GitLab/<Gitlab::VERSION>`); one fixed version here. */
export const GITLAB_AGENT = 'GitLab/18.2.0';

/**
 * The built-in headers of a GitLab delivery in the order `#build_headers` makes them
 * (`app/services/web_hook_service.rb`): `Idempotency-Key` is the delivery's GUID (kept by a
 * resend), `X-Gitlab-Webhook-UUID` new for each request, `X-Gitlab-Token` only when the hook has
 * a token (its line breaks removed), then `merge!(RecursionDetection.header(hook))`:
 * `X-Gitlab-Event-UUID`, shared by every hook the event reaches, last (the events-log example of
 * the project webhook docs, older, shows it before the token); with a `signing_token`,
 * `webhook-id`, `webhook-timestamp` and `webhook-signature` after them (docs/gitlab-deliveries.md).
 */
export function gitlabDeliveryHeaders(input: DeliveryHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': GITLAB_AGENT,
    'Idempotency-Key': input.deliveryId,
    'X-Gitlab-Event': input.event,
    'X-Gitlab-Webhook-UUID': input.requestId,
    'X-Gitlab-Instance': input.instance,
  };
  const token = input.secret.replace(/[\r\n]/g, '');
  if (token !== '') headers['X-Gitlab-Token'] = token;
  headers['X-Gitlab-Event-UUID'] = input.eventId;
  // Signed (a `signing_token`): the Standard Webhooks headers after GitLab's own, lower-case as the
  // spec writes them; `webhook-id` is the Idempotency-Key (MR 230944). UNVERIFIED order.
  if (input.standardWebhooks)
    return { ...headers, ...standardWebhooksHeaders(input.deliveryId, input.standardWebhooks) };
  return headers;
}
