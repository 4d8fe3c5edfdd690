import type { Flavor } from '../flavors/flavor.js';
import { stableUuid } from '../util/stable-hex.js';
import type { HookRecord } from '../state/database.js';
import type { Delivery, HookScope, PingAttempt } from '../types.js';
import { headerEvent } from './catalog.js';
import type { DeliveryRecorder } from './delivery-recorder.js';
import type { EventBody } from './hook-request.js';
import { hookRequest } from './hook-request.js';
import type { Outbox } from './outbox.js';
import { must } from '../util/must.js';

/** A hook an event goes to, with where it lives. */
export interface Target {
  hook: HookRecord;
  scope: HookScope;
  /** `repository` | `organization` (the installation target type header). */
  targetType: string;
}

/**
 * Turns one event into deliveries: per hook the request its type gets (the payload encoded once
 * per shape, signed per hook), recorded in the log in hook order, then handed to the outbox.
 */
export class Dispatcher {
  private sequence = 0;

  constructor(
    private readonly host: {
      readonly flavor: Flavor;
      readonly deliveries: DeliveryRecorder;
      readonly outbox: Outbox;
      seed: number;
    },
  ) {}

  restart(): void {
    this.sequence = 0;
  }

  /** One delivery id per attempt (the four `*-Delivery` headers carry it). */
  nextDeliveryId(): string {
    return stableUuid(this.host.seed, ++this.sequence);
  }

  async fire(targets: readonly Target[], body: EventBody, at: string): Promise<Delivery[]> {
    const requests = await Promise.all(
      targets.map((t) =>
        hookRequest(this.host.flavor, t.hook, body, {
          deliveryId: this.nextDeliveryId(),
          targetType: t.targetType,
        }),
      ),
    );
    const out: Delivery[] = [];
    requests.forEach((request, i) => {
      const { hook, scope } = must(targets[i], 'delivery target');
      const { notDelivered, ...wire } = request;
      const delivery = this.host.deliveries.record({
        trigger: 'event',
        hookId: hook.id,
        scope,
        hookType: hook.type,
        event: headerEvent(body.type, this.host.flavor.name),
        eventType: body.type.name,
        action: body.action,
        ...wire,
        at,
        delivery: notDelivered ? { status: 'skipped', reason: notDelivered } : { status: 'recorded' },
      });
      out.push(delivery);
    });
    for (const d of out) if (d.delivery.status === 'recorded') this.send(d);
    return out;
  }

  /** Sends a delivery; `mirror` (the ping of a test press) gets the same outcome. */
  send(delivery: Delivery, mirror?: { attempt: PingAttempt; changed(): void }): void {
    this.host.outbox.send(delivery, (outcome) => {
      delivery.delivery = outcome;
      this.host.deliveries.changed();
      if (mirror) {
        mirror.attempt.delivery = { ...outcome };
        mirror.changed();
      }
    });
  }
}
