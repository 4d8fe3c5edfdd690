import type { DeliveryLog } from './delivery-log.js';
import type { Delivery, DeliveryFields } from '../wire.js';
import { withPayload } from './delivery-payload.js';
import { ObservableLog } from './observable-log.js';

/** What the delivery log's entries may hold together by default (`deliveryLogBytes`). */
export const DELIVERY_LOG_BYTES = 128 * 1024 * 1024;

/**
 * A delivery's size in the log: its body and headers (an event's body is one string shared by
 * its hooks, so this over-counts a fan-out: the bound errs on the safe side).
 */
function sizeOf(d: Delivery): number {
  let size = d.body.length + d.url.length + 300;
  const { headers } = d;
  // for…in rather than Object.entries: no pair arrays for every delivery of a large emit.
  for (const name in headers) size += name.length + (headers[name]?.length ?? 0);
  return size;
}

/** The log behind `mock.deliveries`: every delivery, test press or event; bounded in entries and bytes. */
export class DeliveryRecorder extends ObservableLog<Delivery> implements DeliveryLog {
  /** `redeliver` is the dispatcher's (it records and sends); the log only exposes it. */
  constructor(
    limit: number,
    readonly redeliver: (id: number) => Promise<Delivery>,
    maxBytes = DELIVERY_LOG_BYTES,
  ) {
    // Settled: the outcome is in (`recorded`, never sent, has no outcome to wait for either).
    super(
      limit,
      'delivery',
      describeDelivery,
      { max: maxBytes, sizeOf },
      (d) => d.delivery.status !== 'pending',
    );
  }

  /** Records a delivery; the stored record is the one handed out, with its `payload` getter. */
  override record(entry: Omit<DeliveryFields, 'id'>): Delivery {
    return this.recordWith((id) => ({ id, ...entry }));
  }

  override recordWith(make: (id: number) => DeliveryFields): Delivery {
    return super.recordWith((id) => withPayload(make(id)));
  }
}

function describeDelivery(d: Delivery): string {
  const action = d.action ? `/${d.action}` : '';
  const reason = d.delivery.reason ? `: ${d.delivery.reason}` : '';
  return `#${d.id} ${d.trigger} ${d.eventType}${action} hook ${d.hookId} ${d.method} ${d.url} [${d.delivery.status}${reason}]`;
}
