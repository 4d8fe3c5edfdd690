import type { RemoteCall } from './remote-call.js';
import { deliveriesOf, isSettling } from './delivery-line.js';
import type { Delivery } from '../core/wire.js';

/** A little over the products' delivery timeouts (GitHub's 10 s the longest): pending ones settle within it. */
const SETTLE_MS = 11_000;

/**
 * The deliveries as they stand once none is pending (or SETTLE_MS has passed): a remote command
 * prints outcomes, not `pending`. Polls the server's delivery log.
 */
export async function settled(call: RemoteCall, deliveries: readonly Delivery[]): Promise<Delivery[]> {
  const deadline = Date.now() + SETTLE_MS;
  let current = [...deliveries];
  while (current.some(isSettling) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = deliveriesOf(await call('GET', '/deliveries'));
    current = current.map((d) => log.find((entry) => entry.id === d.id) ?? d);
  }
  return current;
}
