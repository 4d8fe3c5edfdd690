import type { DeliveryRetries } from '../contract/delivery-dialect.js';
import type { Delivery, DeliveryFields, DeliveryOutcome } from '../wire.js';

/** The attempt a delivery is, by the dialect's attempt header (1 without one). */
const attemptOf = (delivery: Delivery, header: string): number =>
  Number(delivery.headers[header] ?? '1') || 1;

/**
 * The next attempt of a delivery the product sends again by itself (DeliveryDialect.retries:
 * Bitbucket Cloud sends a 5xx'd delivery twice more), or undefined: the same request, `guid` and
 * body, the attempt header counted up, stamped `at` on the mock's clock. Not a redelivery: the
 * product's own attempt of the same delivery.
 */
export function retryOf(
  delivery: Delivery,
  outcome: DeliveryOutcome,
  retries: DeliveryRetries | undefined,
  at: string,
): Omit<DeliveryFields, 'id'> | undefined {
  if (!retries || outcome.responseStatus === undefined || !retries.when(outcome.responseStatus))
    return undefined;
  const attempt = attemptOf(delivery, retries.attemptHeader);
  if (attempt > retries.times) return undefined;
  const { id: _id, delivery: _outcome, payload: _payload, ...request } = delivery;
  return {
    ...request,
    scope: { ...request.scope },
    headers: { ...request.headers, [retries.attemptHeader]: String(attempt + 1) },
    at,
    delivery: { status: 'recorded' },
  };
}
