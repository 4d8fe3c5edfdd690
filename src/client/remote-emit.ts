import { withPayload } from '../core/delivery/delivery-payload.js';
import { attachNotFired } from '../core/events/emit-result.js';
import type { DeliveryFields, EmitOptions, EmitResult, NotFired } from '../core/wire.js';
import type { ControlCall } from './control-fetch.js';

/** `POST /__hookmock/events?explain`'s answer (a server from before `?explain` answers the bare array). */
type ExplainAnswer = { deliveries: DeliveryFields[]; notFired: NotFired[]; total: number } | DeliveryFields[];

/**
 * `emit` of a remote mock: what `mock.emit` resolves to in process — the deliveries, carrying
 * `notFired`. It asks the route with `?explain`, the only answer that names the hooks left out.
 * The route answers at most 100 deliveries (the rest are in the delivery log), as it always did.
 */
export function remoteEmit(call: ControlCall) {
  return async (event: string, options: EmitOptions = {}): Promise<EmitResult> => {
    const answer = await call<ExplainAnswer>('POST', '/events?explain', { event, ...options });
    return Array.isArray(answer)
      ? attachNotFired(answer.map(withPayload), [])
      : attachNotFired(answer.deliveries.map(withPayload), answer.notFired);
  };
}
