import type { EventType } from './catalog.js';
import type { DeliveryEventType } from '../wire.js';
import type { Site } from './entities/shape.js';

/**
 * A payload builder's result: the payload, and what the hook filters need besides it — the full
 * ref (branch filter) and the number of commits (a push without commits).
 */
export interface BuiltEvent {
  payload: Record<string, unknown>;
  ref: string | null;
  commits: number | null;
}

/**
 * One event on its way to the hooks — emitted, simulated or a test press — built once and shared
 * by every hook it goes to: what it is, its payload, where payload URLs point and when it happened.
 */
export interface WebhookEvent extends BuiltEvent {
  type: EventType<DeliveryEventType>;
  action: string | null;
  site: Site;
  /** When it happened (the mock's clock): Feishu's signed timestamp. */
  at: string;
}
