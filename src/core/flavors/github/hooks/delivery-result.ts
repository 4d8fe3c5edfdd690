import type { Delivery } from '../../../wire.js';

/** What GitHub's `status` and `status_code` of a delivery say about its outcome (docs/github.md). */
export interface DeliveryResult {
  status: string;
  statusCode: number;
  /** Whether the receiver's answer counts as success (`status=success`: 200–399). */
  success: boolean;
  /** Whether the delivery succeeded: a 2xx (GitHub follows no redirect; a 3xx is a failure). */
  ok: boolean;
}

const FAILED = { success: false, ok: false } as const;

/**
 * A settled delivery as GitHub reports it: `OK` and the receiver's 2xx; `Invalid HTTP Response:
 * <code>` for any other answer, a 3xx included (GitHub follows no redirect: "a failed delivery
 * will have a `status` value that is not `OK`", handling-failed-webhook-deliveries; a hook that
 * answered 301 was "failing", inch-ci/inch_ci-web#168), although `status=success` lists 200–399
 * (`list-webhook-deliveries`); `failed to connect` with 502 when nothing answered (the
 * `hook-delivery-item` example pairs them), `timed out` with 504. Unsent deliveries are `pending`.
 */
export function deliveryResult(d: Delivery): DeliveryResult {
  const { status, responseStatus, error } = d.delivery;
  if (status === 'delivered')
    return { status: 'OK', statusCode: responseStatus ?? 200, success: true, ok: true };
  if (status !== 'failed') return { status: 'pending', statusCode: 0, ...FAILED };
  if (responseStatus !== undefined) {
    const ok = responseStatus >= 200 && responseStatus < 300;
    return {
      status: ok ? 'OK' : `Invalid HTTP Response: ${responseStatus}`,
      statusCode: responseStatus,
      success: responseStatus >= 200 && responseStatus < 400,
      ok,
    };
  }
  if (error?.includes('timed out')) return { status: 'timed out', statusCode: 504, ...FAILED };
  return { status: 'failed to connect', statusCode: 502, ...FAILED };
}
