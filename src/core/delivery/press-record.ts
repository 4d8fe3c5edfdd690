import type { HookRecord } from '../state/database.js';
import type { DeliveryFields, HookScope } from '../wire.js';
import type { WebhookEvent } from '../contract/webhook-event.js';
import type { HookRequest } from './hook-request.js';

/** What a test press says of its delivery beside the event: where the hook lives, how it names the event, why it is skipped. */
export interface PressFields {
  readonly scope: HookScope;
  /** The record's `event`: the event's name (a test route's press) or its header name (a product's trigger). */
  readonly event: string;
  /** Why the press sends nothing though its request was made (a push test the branch filter holds back). */
  readonly skip?: string | undefined;
}

/**
 * A test press's record, in the key order of the ping log it replaced, so `/pings` and the
 * deliveries routes read as they always did: recorded `failed` when no request could be made,
 * `skipped` with the reason when it sends nothing, else `recorded` for the caller to send.
 */
export function pressRecord(
  hook: HookRecord,
  body: WebhookEvent,
  request: HookRequest,
  guid: string,
  press: PressFields,
): Omit<DeliveryFields, 'id'> {
  const { notDelivered, failed, ...wire } = request;
  const reason = press.skip ?? notDelivered;
  return {
    hookId: hook.id,
    scope: press.scope,
    event: press.event,
    ...wire,
    at: body.at,
    trigger: 'test',
    hookType: hook.type,
    eventType: body.type.name,
    action: body.action,
    guid,
    redelivery: false,
    delivery: failed
      ? { status: 'failed', error: failed }
      : reason
        ? { status: 'skipped', reason }
        : { status: 'recorded' },
  };
}
