import type { Target } from '../delivery/dispatcher.js';
import type { Flavor } from '../contract/flavor.js';
import type { Store } from '../state/store.js';
import type { Delivery, DeliveryEventType, EmitResult, NotFired } from '../wire.js';
import type { EventType } from './catalog.js';
import type { BuiltEvent } from '../contract/webhook-event.js';
import { attachNotFired } from './emit-result.js';
import { notFiredCause } from './fire-rules.js';
import type { PayloadContext } from './payloads/context.js';

/** A hook left out, before the event's name and action are added. */
type LeftOut = Omit<NotFired, 'eventType' | 'action'>;

/**
 * The hooks an event reaches, in the product's order (G/F `PrepareWebhooks`: the repository's
 * hooks, then its owner org's), and the candidates it does not reach, each with the rule that
 * left it out (`notFiredCause`).
 */
export function selectHooks(
  store: Store,
  flavor: Flavor,
  ctx: PayloadContext,
  type: EventType,
  built: BuiltEvent,
): { targets: Target[]; leftOut: LeftOut[] } {
  const targets: Target[] = [];
  const leftOut: LeftOut[] = [];
  const consider = (ids: readonly number[], scope: Target['scope'], targetType: string) => {
    for (const id of ids) {
      const hook = store.hook(id);
      if (!hook) continue;
      const cause = notFiredCause(flavor.delivery, hook, type, built);
      if (cause === undefined) targets.push({ hook, scope, targetType });
      else leftOut.push({ hookId: hook.id, scope, hookType: hook.type, url: hook.url, ...cause });
    }
  };
  if (ctx.repo)
    consider(
      store.hookIds('repo', ctx.repo.id),
      { kind: 'repo', owner: ctx.repo.owner, repo: ctx.repo.name },
      'repository',
    );
  if (ctx.org) consider(store.hookIds('org', ctx.org.id), { kind: 'org', org: ctx.org.name }, 'organization');
  return { targets, leftOut };
}

/**
 * The deliveries with `notFired` attached: the hooks left out, then those whose type cannot carry
 * the event (their skipped delivery is in the log). Not enumerable, so the array compares and
 * serializes as it always did.
 */
export function withNotFired(
  deliveries: Delivery[],
  leftOut: readonly LeftOut[],
  event: { eventType: DeliveryEventType; action: string | null },
): EmitResult {
  const notFired: NotFired[] = leftOut.map((hook) => ({ ...hook, ...event }));
  for (const d of deliveries)
    if (d.delivery.status === 'skipped')
      notFired.push({
        hookId: d.hookId,
        scope: d.scope,
        hookType: d.hookType,
        url: d.url,
        ...event,
        code: 'not-sent',
        reason: d.delivery.reason ?? 'the product makes no request',
        deliveryId: d.id,
      });
  return attachNotFired(deliveries, notFired);
}
