import type { Flavor } from '../contract/flavor.js';
import { nextGuid } from './guid-seed.js';
import type { GuidSeed } from './guid-seed.js';
import type { HookRecord } from '../state/database.js';
import type { Delivery, DeliveryOutcome, HookScope } from '../wire.js';
import type { DeliveryRecorder } from './delivery-recorder.js';
import type { WebhookEvent } from '../contract/webhook-event.js';
import { headerEvent, hookRequest } from './hook-request.js';
import type { EventBodies, HookRequest, RequestIds } from './hook-request.js';
import type { Outbox } from './outbox.js';
import { must } from '../util/must.js';
import { redeliveryOf, unknownDelivery } from './redelivery.js';
import { renewedHeaders } from './redelivery-headers.js';
import type { HookHealth } from './hook-health.js';
import { retryOf } from './retries.js';
import { pressRecord } from './press-record.js';
import type { PressFields } from './press-record.js';

/**
 * A hook whose type's converter threw on this payload (F7): the delivery is recorded as failed
 * with the reason, the other hooks of the event go out as usual.
 */
function unconverted(hook: HookRecord, error: unknown): HookRequest & { failed: string } {
  const why = error instanceof Error ? error.message : String(error);
  const failed = `the ${hook.type} payload could not be built from this event: ${why}`;
  return { method: 'POST', url: hook.url, contentType: 'json', headers: {}, body: '', failed };
}

/** A hook's request for one event (and why it failed, when it did). */
type Attempt = HookRequest & { failed?: string };

/** A hook an event goes to, with where it lives. */
export interface Target {
  hook: HookRecord;
  scope: HookScope;
  /** `repository` | `organization` | `integration` (the installation target type header). */
  targetType: string;
  /** The event as this target gets it, when it differs (a GitHub App's: with its `installation`). */
  event?: WebhookEvent;
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
      /** The seed of delivery GUIDs (guid-seed.ts): the `seed` option, else the scenario's. */
      guidSeed(): GuidSeed;
      /** The mock's clock as an ISO time: when a redelivery is recorded. */
      at(): string;
      /** The stored hook of an id (a redelivery signs again with its secret as it is now). */
      hook(id: number): HookRecord | undefined;
      /** Auto-disabling: which hooks an event skips, and every outcome counted (delivery/hook-health.ts). */
      readonly health: Pick<HookHealth, 'skipReason' | 'settle'>;
    },
  ) {}

  restart(): void {
    this.sequence = 0;
  }

  /** One delivery id per attempt (the four `*-Delivery` headers carry it, the record's `guid`). */
  nextDeliveryId(): string {
    return nextGuid(this.host.guidSeed(), ++this.sequence);
  }

  async fire(targets: readonly Target[], body: WebhookEvent): Promise<Delivery[]> {
    const bodies: EventBodies = {};
    // One GUID for the whole event where the product shares it (`deliveryIdPer`).
    const { deliveryIdPer, requestIds } = this.host.flavor.delivery;
    const shared = deliveryIdPer === 'event' ? this.nextDeliveryId() : undefined;
    const guids = targets.map(() => shared ?? this.nextDeliveryId());
    // GitLab's Event-UUID (one per event) and Webhook-UUID (one per request), only where sent.
    const eventId = requestIds && targets.length > 0 ? this.nextDeliveryId() : '';
    const requestIdsOf = targets.map(() => (requestIds ? this.nextDeliveryId() : ''));
    const requests = await Promise.all(
      targets.map((t, i) =>
        this.requestFor(t, body, bodies, {
          deliveryId: must(guids[i], 'delivery id'),
          targetType: t.targetType,
          eventId,
          requestId: requestIdsOf[i] ?? '',
        }),
      ),
    );
    // Recorded in hook order once every request is made, whichever was ready first.
    const out = requests.map((request, i) =>
      this.recordEvent(must(targets[i], 'delivery target'), body, request, must(guids[i], 'delivery id')),
    );
    if (this.host.outbox.sends) for (const d of out) if (d.delivery.status === 'recorded') this.send(d);
    // A request that could not be made is an attempt that failed: the hook's health counts it.
    for (const d of out) if (d.delivery.status === 'failed') this.host.health.settle(d);
    return out;
  }

  /**
   * A test press's delivery (a hook's test route, a product's test trigger): its ids, its request
   * and its record, made here once as an event's are. Recorded, not sent: the caller sends it (a
   * press answers at once) or settles it (a trigger waits for the receiver).
   */
  async press(hook: HookRecord, body: WebhookEvent, press: PressFields): Promise<Delivery> {
    const guid = this.nextDeliveryId();
    // A press is its own event: its own Event-UUID and Webhook-UUID where the flavor sends them.
    const ids = this.host.flavor.delivery.requestIds
      ? { eventId: this.nextDeliveryId(), requestId: this.nextDeliveryId() }
      : { eventId: '', requestId: '' };
    const targetType = press.scope.kind === 'repo' ? 'repository' : 'organization';
    const request = await hookRequest(
      this.host.flavor,
      hook,
      body,
      {},
      { deliveryId: guid, targetType, ...ids },
    );
    return this.host.deliveries.record(pressRecord(hook, body, request, guid, press));
  }

  /** One target's request, or the failure its type's converter met. */
  private async requestFor(
    t: Target,
    body: WebhookEvent,
    bodies: EventBodies,
    ids: RequestIds,
  ): Promise<Attempt> {
    try {
      // A target with its own payload is encoded on its own: the shared bodies are the event's.
      const own = t.event;
      return await hookRequest(this.host.flavor, t.hook, own ?? body, own ? {} : bodies, ids);
    } catch (error) {
      return unconverted(t.hook, error);
    }
  }

  /** The log's record of one event delivery, its fields in the order a delivery has always had. */
  private recordEvent({ hook, scope }: Target, body: WebhookEvent, request: Attempt, guid: string): Delivery {
    const { failed } = request;
    // A resting hook is not sent to (GitLab's `executable?`): skipped, with the policy's reason.
    const notDelivered = request.notDelivered ?? this.host.health.skipReason(hook);
    return this.host.deliveries.recordWith((id) => ({
      id,
      trigger: 'event',
      hookId: hook.id,
      scope,
      hookType: hook.type,
      event: headerEvent(body.type, this.host.flavor.delivery),
      eventType: body.type.name,
      action: body.action,
      method: request.method,
      url: request.url,
      // Always a field (undefined but where URL variables changed the URL; JSON leaves it out): a
      // record's shape is one literal, not a spread in its middle (twice the GC of 10,000 records).
      urlTemplate: request.urlTemplate,
      contentType: request.contentType,
      headers: request.headers,
      body: request.body,
      guid,
      redelivery: false,
      at: body.at,
      delivery: failed
        ? { status: 'failed', error: failed }
        : notDelivered
          ? { status: 'skipped', reason: notDelivered }
          : { status: 'recorded' },
    }));
  }

  /**
   * Records a copy of delivery `id` (`redelivery: true`, same request and `guid`; the headers the
   * dialect renews, GitLab's request id and signature, anew) and sends it the way the original
   * went: the outbox decides, as for every delivery.
   */
  async redeliver(id: number): Promise<Delivery> {
    const { deliveries, flavor } = this.host;
    const original = deliveries.all().find((d) => d.id === id);
    if (!original) throw unknownDelivery(id, deliveries.all());
    const at = this.host.at();
    const hook = this.host.hook(original.hookId);
    const renewed = await renewedHeaders(flavor, hook, original, at, () => this.nextDeliveryId());
    const copy = deliveries.record(redeliveryOf(original, at, renewed));
    this.send(copy);
    return copy;
  }

  /**
   * Sends a recorded delivery; its outcome lands on the record, and the log's waiters see it.
   * `settled` hears the final outcome (not `pending`).
   */
  send(delivery: Delivery, settled?: (outcome: DeliveryOutcome) => void): void {
    this.host.outbox.send(delivery, (outcome) => {
      delivery.delivery = outcome;
      // The hook's health first, so that whoever wakes on the outcome sees the hook as it now is.
      this.host.health.settle(delivery);
      this.host.deliveries.changed();
      if (outcome.status === 'pending') return;
      // The product's own next attempt (Bitbucket Cloud's after a 5xx), which settles the caller.
      const retry = retryOf(delivery, outcome, this.host.flavor.delivery.retries, this.host.at());
      if (retry) this.send(this.host.deliveries.record(retry), settled);
      else settled?.(outcome);
    });
  }

  /**
   * Sends a recorded delivery and resolves with its final outcome (GitLab's synchronous test):
   * within the delivery timeout, as every send; at once, as recorded, when the outbox sends nothing.
   */
  settle(delivery: Delivery): Promise<DeliveryOutcome> {
    if (!this.host.outbox.sends) return Promise.resolve(delivery.delivery);
    return new Promise((resolve) => this.send(delivery, resolve));
  }
}
