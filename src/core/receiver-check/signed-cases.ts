import { standardWebhooksHeaders, standardWebhooksSignature } from '../delivery/signer.js';
import { must } from '../util/must.js';
import type { Delivery } from '../wire.js';
import type { SignedCaseName } from './cases.js';

/** How far before the wall clock the stale case is stamped: twice Standard Webhooks' 5-minute window. */
const STALE_S = 600;

const fresh = () => `msg_${crypto.randomUUID().replace(/-/g, '')}`;

/**
 * The Standard Webhooks cases of a flavor that signs with a signing token: `stale-timestamp`, the
 * valid delivery's body under a new `webhook-id`, correctly signed at a time 10 minutes ago; and
 * `replayed-signature`, another delivery's body under the valid one's three headers.
 */
export async function signedCaseRequests(
  signingToken: string,
  valid: Delivery,
  other: Delivery,
): Promise<Record<SignedCaseName, Delivery>> {
  const id = fresh();
  const timestamp = Math.floor(Date.now() / 1000) - STALE_S;
  const signature = await standardWebhooksSignature(signingToken, id, timestamp, valid.body);
  const stale = { ...valid.headers, ...standardWebhooksHeaders(id, { timestamp, signature }) };
  const proof = (name: string) => must(valid.headers[name], `the valid delivery's ${name}`);
  const replayed = {
    ...other.headers,
    ...standardWebhooksHeaders(proof('webhook-id'), {
      timestamp: Number(proof('webhook-timestamp')),
      signature: proof('webhook-signature'),
    }),
  };
  return {
    'stale-timestamp': { ...valid, headers: stale },
    'replayed-signature': { ...other, headers: replayed },
  };
}
