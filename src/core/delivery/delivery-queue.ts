import { HookMockError } from '../errors/hookmock-error.js';
import { Fifo } from '../util/fifo.js';
/** How many deliveries are on the wire at once, unless told otherwise (`deliveryConcurrency`). */
export const DEFAULT_DELIVERY_CONCURRENCY = 32;

/**
 * How many deliveries may wait for a connection. A sustained load that emits faster than the
 * receivers answer would otherwise grow the heap without end (the soak did: +7 MiB/s); past it a
 * delivery fails at once, with the reason, instead of waiting.
 */
export const MAX_WAITING_DELIVERIES = 20_000;

/** A queue's gate: runs `work` when a slot is free; `inFlight` counts running and waiting work. */
export interface DeliveryQueue {
  <T>(work: () => Promise<T>): Promise<T>;
  /** Deliveries started or waiting, not yet settled. */
  inFlight(): number;
  /** Resolves once nothing is in flight (at once when nothing is), or after `withinMs` at most. */
  idle(withinMs?: number): Promise<void>;
}

/**
 * A concurrency limit for outbound deliveries (F5): one emit to thousands of hooks opens at most
 * `limit` sockets, the rest wait their turn in order, and none fails with EMFILE. The work
 * creates its own timeout when its turn comes, so a delivery's time starts with its request,
 * not while it waits. Environment-agnostic: the fetch transport and the node one share it.
 */
export function deliveryQueue(
  limit = DEFAULT_DELIVERY_CONCURRENCY,
  maxWaiting = MAX_WAITING_DELIVERIES,
): DeliveryQueue {
  if (!Number.isInteger(limit) || limit < 1)
    throw new HookMockError(`deliveryConcurrency must be a whole number ≥ 1, got ${limit}`);
  let running = 0;
  const waiting = new Fifo<() => void>();
  let idleWaiters: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
    else if (running === 0) {
      for (const wake of idleWaiters) wake();
      idleWaiters = [];
    }
  };
  const gate = <T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        running += 1;
        // Settled, then the slot freed: two reactions on the work's promise rather than a
        // `.then().finally()` chain of three (10,000 deliveries make 10,000 of these).
        work().then(
          (value) => {
            resolve(value);
            release();
          },
          (error: unknown) => {
            reject(error);
            release();
          },
        );
      };
      if (running < limit) start();
      else if (waiting.size < maxWaiting) waiting.push(start);
      else
        reject(
          new Error(
            `not sent: ${maxWaiting} deliveries are already waiting for one of ${limit} connections (delivery queue full)`,
          ),
        );
    });
  return Object.assign(gate, {
    inFlight: () => running + waiting.size,
    idle: (withinMs = Infinity) => {
      if (running + waiting.size === 0 || withinMs <= 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = Number.isFinite(withinMs) ? setTimeout(resolve, withinMs) : undefined;
        idleWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  });
}
