import type { DeliveryLog } from '../types.js';
import type { Delivery } from '../wire.js';
import { ObservableLog } from './observable-log.js';

/** The log behind `mock.deliveries`: every delivery, test press or event. */
export class DeliveryRecorder extends ObservableLog<Delivery> implements DeliveryLog {
  /** `redeliver` is the dispatcher's (it records and sends); the log only exposes it. */
  constructor(
    limit: number,
    readonly redeliver: (id: number) => Promise<Delivery>,
  ) {
    super(limit, 'delivery', describeDelivery);
  }
}

function describeDelivery(d: Delivery): string {
  const action = d.action ? `/${d.action}` : '';
  const reason = d.delivery.reason ? `: ${d.delivery.reason}` : '';
  return `#${d.id} ${d.trigger} ${d.eventType}${action} hook ${d.hookId} ${d.method} ${d.url} [${d.delivery.status}${reason}]`;
}
