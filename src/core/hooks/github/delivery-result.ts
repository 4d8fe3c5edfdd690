import type { Delivery } from '../../wire.js';

/** What GitHub's `status` and `status_code` of a delivery say about its outcome (docs/github.md). */
export interface DeliveryResult {
  status: string;
  statusCode: number;
  /** Whether the receiver's answer counts as success (`status=success`: 200–399). */
  success: boolean;
}

/**
 * A settled delivery as GitHub reports it: `OK` and the receiver's status; `Invalid HTTP Response:
 * <code>` for another answer; `failed to connect` with 502 when nothing answered (the
 * `hook-delivery-item` example pairs them), `timed out` with 504. Unsent deliveries are `pending`.
 */
export function deliveryResult(d: Delivery): DeliveryResult {
  const { status, responseStatus, error } = d.delivery;
  if (status === 'delivered') return { status: 'OK', statusCode: responseStatus ?? 200, success: true };
  if (status !== 'failed') return { status: 'pending', statusCode: 0, success: false };
  if (responseStatus !== undefined) {
    const success = responseStatus >= 200 && responseStatus < 400;
    return {
      status: success ? 'OK' : `Invalid HTTP Response: ${responseStatus}`,
      statusCode: responseStatus,
      success,
    };
  }
  if (error?.includes('timed out')) return { status: 'timed out', statusCode: 504, success: false };
  return { status: 'failed to connect', statusCode: 502, success: false };
}
