import type { Flavor } from '../contract/flavor.js';
import type { HookRecord } from '../state/database.js';
import type { Delivery } from '../wire.js';
import { standardWebhooksHeaders, standardWebhooksStamp } from './signer.js';

/**
 * The headers a redelivery sends anew: a value replaces the original's in its place (or is
 * appended when the original had none); `undefined` removes it. Empty where a redelivery is the
 * original's request exactly (G/F, GitHub).
 */
export type RenewedHeaders = Readonly<Record<string, string | undefined>>;

/** The Standard Webhooks header names, for a hook that no longer signs (all removed). */
const UNSIGNED: RenewedHeaders = {
  'webhook-id': undefined,
  'webhook-timestamp': undefined,
  'webhook-signature': undefined,
};

/**
 * What the flavor's dialect renews on a redelivery of `original` at `at` (the mock's clock): the
 * per-request id (`requestIdHeader`, GitLab's `X-Gitlab-Webhook-UUID`, from `nextId`) and, where
 * the product signs again (`redeliverySignature: 'anew'`, GitLab's resend builds its headers at
 * execution), the Standard Webhooks headers with the hook's signing secret as it is now: the
 * resend's timestamp, a signature over it and the same body, `webhook-id` the original's
 * `Idempotency-Key`. A hook gone from the store keeps the original's (nothing to sign with).
 */
export async function renewedHeaders(
  flavor: Flavor,
  hook: HookRecord | undefined,
  original: Delivery,
  at: string,
  nextId: () => string,
): Promise<RenewedHeaders> {
  const { requestIdHeader, redeliverySignature } = flavor.delivery;
  const requestId = requestIdHeader === undefined ? {} : { [requestIdHeader]: nextId() };
  if (redeliverySignature === 'copied' || !hook) return requestId;
  const secret = flavor.hookExtras?.(hook).signingSecret;
  if (!secret) return { ...requestId, ...UNSIGNED };
  const stamp = await standardWebhooksStamp(secret, original.guid, at, original.body);
  return { ...requestId, ...standardWebhooksHeaders(original.guid, stamp) };
}
