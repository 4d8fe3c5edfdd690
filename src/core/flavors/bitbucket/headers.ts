import type { DeliveryHeaderInput } from '../../contract/flavor.js';
import { bareUuidOf } from './hook-uuid.js';

/** Bitbucket Cloud's delivery agent (receivers such as buildbuddy check this exact string). */
export const BITBUCKET_AGENT = 'Bitbucket-Webhooks/2.0';

/** The header that counts a delivery's attempts (1, then 2 and 3 for the retries of a 5xx). */
export const ATTEMPT_HEADER = 'X-Attempt-Number';

/**
 * A Cloud delivery's headers (Atlassian's event payloads page, "HTTP headers"): `X-Event-Key`,
 * `X-Hook-UUID` (bare, as Jenkins' tests send it: UNVERIFIED), `X-Request-UUID` (the delivery's
 * GUID, kept by its retries: UNVERIFIED), `X-Attempt-Number`, and `X-Hub-Signature:
 * sha256=<hex>` only when the hook has a secret.
 */
export function bitbucketDeliveryHeaders(input: DeliveryHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': BITBUCKET_AGENT,
    'X-Event-Key': input.event,
    'X-Hook-UUID': bareUuidOf(input.hookId),
    'X-Request-UUID': input.deliveryId,
    [ATTEMPT_HEADER]: '1',
  };
  if (input.sha256 !== '') headers['X-Hub-Signature'] = `sha256=${input.sha256}`;
  return headers;
}
