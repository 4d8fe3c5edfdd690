import type { Flavor } from '../contract/flavor.js';
import type { HookRecord } from '../state/database.js';
import type { BuiltEvent } from '../contract/webhook-event.js';
import type { EventType } from '../contract/event-type.js';
import type { PayloadContext } from './payloads/context.js';

/** The payload builders of one product: events, a ping, a test press's push (EventCatalog.payloads). */
export interface PayloadSet {
  /** `emit(event, …)`: the world as it is. */
  event(ctx: PayloadContext, type: EventType, action: string | null, ref?: string): BuiltEvent;
  /** A ping to one hook (the spec flavor's test press; GitHub's hook creation and `/pings`). */
  ping(ctx: PayloadContext, hook: HookRecord, flavor: Flavor, sequence: number): Record<string, unknown>;
  /** What of `sequence` a ping's payload depends on (its zen), for the test press's cache. */
  pingVariant(hook: HookRecord, sequence: number): number;
  /** The push a test press sends for a ref at a commit. */
  testPush(ctx: PayloadContext, ref: string, sha: string): Record<string, unknown>;
}
