import type { EventType } from './event-type.js';
import type { DeliveryEventType } from '../wire.js';

/** Where payload URLs point: the mock's own origin and API base. */
export interface Site {
  /** e.g. `http://localhost:4100/` (Gitea's AppURL, ends with a slash). */
  appUrl: string;
  /** e.g. `http://localhost:4100/api/v1`. */
  apiUrl: string;
  /** When the scenario's world began (`created` of users and repos). */
  epoch: string;
}

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
