import type { Delivery } from '../wire.js';

/**
 * `mock.pings`: the presses of hooks' test routes, oldest first — a view of `mock.deliveries`
 * (the deliveries with `trigger: 'test'`, the same objects and ids).
 */
export interface PingLog {
  /** Every test press, oldest first. */
  all(): Delivery[];
  /** The test presses of one hook, oldest first. */
  forHook(id: number): Delivery[];
  /** The newest test press, if any. */
  last(): Delivery | undefined;
  /** Hides every test press recorded so far from this view (`deliveries` keeps them; ids continue). */
  clear(): void;
  /** Resolves with the first matching test press (at once if one is recorded); rejects on timeout. */
  waitFor<D extends Delivery>(
    predicate: (attempt: Delivery) => attempt is D,
    options?: { timeoutMs?: number },
  ): Promise<D>;
  waitFor(predicate?: (attempt: Delivery) => boolean, options?: { timeoutMs?: number }): Promise<Delivery>;
  /** How many deliveries were dropped because of `deliveryLimit`. */
  readonly dropped: number;
}

/** How `deliveries.waitFor` waits: at most `timeoutMs` (2000), for a settled delivery or any. */
export type DeliveryWait = { timeoutMs?: number; settled?: boolean };

/** `mock.deliveries`: every delivery, test presses and events, oldest first. */
export interface DeliveryLog {
  /** Every recorded delivery, oldest first. */
  all(): Delivery[];
  /** The deliveries to one hook, oldest first. */
  forHook(id: number): Delivery[];
  /** The newest delivery, if any. */
  last(): Delivery | undefined;
  /** Forgets every delivery (ids continue). */
  clear(): void;
  /**
   * The first matching delivery (at once if one is recorded; `settled: true`: once its outcome is
   * in); rejects after `timeoutMs` (2000). A type guard narrows it: `isDeliveryOf(d, 'push')`.
   */
  waitFor<D extends Delivery>(predicate: (d: Delivery) => d is D, options?: DeliveryWait): Promise<D>;
  waitFor(predicate?: (d: Delivery) => boolean, options?: DeliveryWait): Promise<Delivery>;
  /** How many deliveries were dropped because of `deliveryLimit`. */
  readonly dropped: number;
  /**
   * Sends delivery `id` again and resolves to the new delivery: a new id, the same request
   * (body, headers, signature, `guid`), `redelivery: true`, sent the way the original was.
   * Rejects for an id the log does not hold, or a delivery that was skipped.
   * @see docs/deliveries.md#27-redelivery-the-products-replay-and-hookmocks-redeliver
   */
  redeliver(id: number): Promise<Delivery>;
}
