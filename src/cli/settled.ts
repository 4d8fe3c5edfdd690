import type { RemoteCall } from './remote-call.js';
import { isSettling } from './delivery-line.js';
import type { Delivery, DeliveryOutcome } from '../core/wire.js';

/** A little over the products' delivery timeouts (GitHub's 10 s the longest): pending ones settle within it. */
const SETTLE_MS = 11_000;
const POLL_MS = 50;

/**
 * The deliveries as they stand once none is pending (or SETTLE_MS has passed): a remote command
 * prints outcomes, not `pending`. Reads each pending delivery's outcome alone
 * (`GET /__hookmock/deliveries/ID/outcome`, whatever the size of its body), never the whole log: a log of 91 MB read every 50 ms was 1.38 GB for one redelivery and
 * starved the server's delivery queue (security review 4, G3). One still pending at the deadline
 * stays pending, and is printed as such.
 */
export async function settled(call: RemoteCall, deliveries: readonly Delivery[]): Promise<Delivery[]> {
  const deadline = Date.now() + SETTLE_MS;
  let current = [...deliveries];
  while (current.some(isSettling) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    current = await Promise.all(current.map((d) => (isSettling(d) ? reread(call, d) : d)));
  }
  return current;
}

/** The delivery with its outcome now; as it was when the server cannot say (gone, or an old server). */
async function reread(call: RemoteCall, delivery: Delivery): Promise<Delivery> {
  try {
    const outcome = await call('GET', `/deliveries/${delivery.id}/outcome`);
    return isOutcome(outcome) ? { ...delivery, delivery: outcome } : delivery;
  } catch {
    return delivery;
  }
}

function isOutcome(value: unknown): value is DeliveryOutcome {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'string';
}

/**
 * The exit rule of the commands that wait for outcomes (`emit --wait`, `simulate`, `redeliver`,
 * and `send`): 1 when a delivery waited for did not get a 2xx — it failed, was skipped (a
 * resting hook), or is still pending at the deadline —, else 0. A delivery the server records
 * without sending (it runs without `--deliver`) has no answer to wait for and counts as none.
 */
export function exitCodeOf(deliveries: readonly Delivery[]): 0 | 1 {
  return deliveries.some((d) => !['delivered', 'recorded'].includes(d.delivery.status)) ? 1 : 0;
}
