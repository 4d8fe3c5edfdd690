import type { Delivery, NotFired } from '../../wire.js';

/** What every simulated action resolves to: its deliveries in the product's order, and what it made. */
export interface SimulateResult {
  /** One delivery per hook that fired, in the product's order. */
  deliveries: Delivery[];
  /**
   * Per event of the action, the hooks that did not fire and why (inactive, not subscribed,
   * branch filter, no commits, a type that cannot carry it). Always set in-process and by a
   * hookmock ≥ 0.2 server.
   */
  notFired?: NotFired[];
  /**
   * How many deliveries the action made, when `deliveries` holds only the first of them: a
   * hookmock server answers at most 100 (the rest are in its delivery log). Unset in process.
   */
  total?: number;
  /** The new head (push, branch or tag creation, merge). */
  sha?: string;
  /** The issue or pull request number the action created or touched. */
  number?: number;
}
