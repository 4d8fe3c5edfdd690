import { HookMockError } from '../errors/hookmock-error.js';
import type { Delivery } from '../wire.js';
import type { RenewedHeaders } from './redelivery-headers.js';

/** Why a delivery cannot be redelivered: `404` no such delivery in the log, `409` nothing was ever sent. */
export class RedeliveryError extends HookMockError {
  declare readonly status: 404 | 409;

  constructor(status: 404 | 409, message: string) {
    super(message, { status });
  }
}

/**
 * What a redelivery records: the original's request exactly — method, URL, headers, body, and so
 * the signature and the `guid` — marked `redelivery: true`, stamped `at`, not yet sent. An exact
 * copy, not a fresh signing: a receiver's idempotency check keys on the delivery id, and that is
 * what a redelivery has to exercise (docs/deliveries.md "Redelivery"). `renewed`: headers the
 * product sends anew on a redelivery (GitLab's per-request `X-Gitlab-Webhook-UUID` and its
 * Standard Webhooks signature, delivery/redelivery-headers.ts), each in its place.
 */
export function redeliveryOf(
  original: Delivery,
  at: string,
  renewed: RenewedHeaders = {},
): Omit<Delivery, 'id'> {
  const { id, delivery: outcome, ...request } = original;
  if (outcome.status === 'skipped')
    throw new RedeliveryError(
      409,
      `delivery ${id} was skipped (${outcome.reason ?? 'not sent'}); there is no request to send again`,
    );
  const headers = { ...request.headers };
  for (const [name, value] of Object.entries(renewed))
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  return {
    ...request,
    scope: { ...request.scope },
    headers,
    redelivery: true,
    at,
    delivery: { status: 'recorded' },
  };
}

/** The 404 of an id the log does not hold (never recorded, cleared, or dropped by `deliveryLimit`). */
export function unknownDelivery(id: number, held: readonly Delivery[]): RedeliveryError {
  const first = held[0];
  const last = held.at(-1);
  const range = first && last ? `ids ${first.id}–${last.id}` : 'none';
  return new RedeliveryError(404, `no delivery ${id} in the log (it holds ${range})`);
}
