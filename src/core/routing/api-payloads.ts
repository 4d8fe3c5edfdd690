import type { MockClock } from '../clock.js';
import type { Flavor } from '../contract/flavor.js';
import type { ApiHost } from './api-host.js';
import type { Store } from '../state/store.js';
import { timestamp } from '../util/timestamp.js';
import type { EventsHub } from '../events/hub.js';
import { accountOf, payloadContext } from '../events/payloads/context.js';

/**
 * `ApiHost.payloads`: the payload builders' view of the store and world now, for the resources
 * clients read before hooks (the same objects as the deliveries'; no repo or org of an event).
 */
export function apiPayloads(
  store: Store,
  flavor: Flavor,
  events: EventsHub,
  clock: MockClock,
): ApiHost['payloads'] {
  return (origin, viewer) =>
    payloadContext({
      flavor,
      site: events.site(origin),
      store,
      world: events.world,
      repo: undefined,
      org: undefined,
      sender: accountOf(store, viewer?.login ?? ''),
      at: timestamp(clock.now()),
      deliveries: events.deliveries,
    });
}
