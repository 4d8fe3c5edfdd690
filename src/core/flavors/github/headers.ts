import type { DeliveryHeaderInput } from '../../contract/flavor.js';
import { deliveryContentType } from '../../delivery/encoding.js';

/**
 * The agent GitHub names itself with: `GitHub-Hookshot/<short sha of its deploy>`; one fixed
 * value here, so golden deliveries stay byte-stable.
 */
export const HOOKSHOT_AGENT = 'GitHub-Hookshot/7a1e5c3';

/**
 * The headers GitHub sends with a delivery (the `x-webhooks` parameters of GitHub's webhook
 * description and its `hook-delivery` example, in that example's order): the two signatures
 * only when the hook has a secret ("This header is sent if the webhook is configured with a
 * secret"), each over the body as sent.
 */
export function githubDeliveryHeaders(input: DeliveryHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: '*/*',
    'Content-Type': deliveryContentType(input.contentType),
    'User-Agent': HOOKSHOT_AGENT,
    'X-GitHub-Delivery': input.deliveryId,
    'X-GitHub-Event': input.event,
    'X-GitHub-Hook-ID': String(input.hookId),
    'X-GitHub-Hook-Installation-Target-ID': String(input.targetId),
    'X-GitHub-Hook-Installation-Target-Type': input.targetType,
  };
  if (input.sha256) {
    headers['X-Hub-Signature'] = `sha1=${input.sha1}`;
    headers['X-Hub-Signature-256'] = `sha256=${input.sha256}`;
  }
  return headers;
}
