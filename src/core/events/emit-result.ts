import type { Delivery, EmitResult, NotFired } from '../wire.js';

/**
 * The deliveries with `notFired` attached — not enumerable, so the array compares and serializes
 * as it always did. One place for in-process `emit` and the remote client's.
 */
export function attachNotFired(deliveries: Delivery[], notFired: NotFired[]): EmitResult {
  const result: Delivery[] & { notFired?: NotFired[] } = deliveries;
  Object.defineProperty(result, 'notFired', { value: notFired, enumerable: false });
  return isEmitResult(result) ? result : Object.assign(result, { notFired });
}

function isEmitResult(value: Delivery[] & { notFired?: NotFired[] }): value is EmitResult {
  return Array.isArray(value.notFired);
}
