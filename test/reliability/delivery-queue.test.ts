/**
 * Issue 17 item 3, the bounded design: one queue per process gates outbound deliveries, and at
 * most MAX_WAITING_DELIVERIES (20,000) wait for a connection. Past that a delivery is refused at
 * once with its reason instead of growing the heap. The cap is not an option (no public path sets
 * it), so the queue is tested here as the unit that holds it.
 */
import { describe, expect, it } from 'vitest';
import { MAX_WAITING_DELIVERIES, deliveryQueue } from '../../src/core/delivery/delivery-queue.js';

/** Work that finishes when told to. */
function held() {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => (finish = () => resolve('sent')));
  return { work: () => done, finish };
}

describe('the delivery queue', () => {
  it('waits at most 20,000 deliveries by default', () => {
    expect(MAX_WAITING_DELIVERIES).toBe(20_000);
  });

  it('deliveryQueue(1, 2): one running, two waiting, the fourth refused at once (delivery queue full)', async () => {
    const queue = deliveryQueue(1, 2);
    const gate = held();
    const running = queue(gate.work);
    const waiting = [queue(gate.work), queue(gate.work)];
    expect(queue.inFlight()).toBe(3);
    await expect(queue(gate.work)).rejects.toThrow(
      /^not sent: 2 deliveries are already waiting for one of 1 connections \(delivery queue full\)$/,
    );
    expect(queue.inFlight()).toBe(3);
    gate.finish();
    await expect(Promise.all([running, ...waiting])).resolves.toEqual(['sent', 'sent', 'sent']);
    await queue.idle();
    expect(queue.inFlight()).toBe(0);
    // Once the line is free again, new deliveries are taken.
    await expect(queue(async () => 'again')).resolves.toBe('again');
  });

  it('the default cap: 32 running and 20,000 waiting are taken, the next is refused', async () => {
    const queue = deliveryQueue();
    const gate = held();
    const taken = Array.from({ length: 32 + MAX_WAITING_DELIVERIES }, () => queue(gate.work));
    expect(queue.inFlight()).toBe(32 + MAX_WAITING_DELIVERIES);
    await expect(queue(gate.work)).rejects.toThrow(
      /20000 deliveries are already waiting .*\(delivery queue full\)/,
    );
    gate.finish();
    await Promise.all(taken);
    expect(queue.inFlight()).toBe(0);
  });
});
