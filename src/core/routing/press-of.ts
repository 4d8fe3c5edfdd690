import { HookMockError } from '../errors/hookmock-error.js';
import type { Flavor } from '../contract/flavor.js';
import type { ProductService } from '../product/product-service.js';
import type { ApiHost } from './api-host.js';
import type { MockClock } from '../clock.js';
import type { EventsHub } from '../events/hub.js';
import type { PressHost, TestPress } from '../events/test-press.js';

/** What the test presses read of the events: the world, the log, the dispatcher, the clock. */
export const pressHostOf = (events: EventsHub, clock: MockClock): PressHost => ({
  world: events.world,
  deliveries: events.deliveries,
  dispatcher: events.dispatcher,
  catalog: events.catalog,
  site: (at) => events.site(at),
  now: () => clock.now(),
});

/**
 * `ApiHost.press`: a press of a hook's test route as the routes without a trigger make it (the
 * Gitea family's and GitHub's, and the dashboard's button): the flavor's test event or a ping;
 * where the flavor's test takes a trigger (`test.trigger`, GitLab), that trigger, sent and
 * waited for by the product's service that presses triggers (`ProductService.press`), its
 * refusal a 409 for the dashboard.
 */
export function pressOf(
  flavor: Flavor,
  tests: TestPress,
  services: readonly ProductService[],
): ApiHost['press'] {
  const { trigger } = flavor.test;
  const triggers = services.find((s) => s.press);
  return async (ctx, hook, sender, event) => {
    if (trigger === undefined || triggers?.press === undefined || event)
      return tests.press(ctx, hook, sender, event);
    const result = await triggers.press(hook, sender, trigger, ctx.request.url.origin);
    if ('refused' in result)
      throw new HookMockError(`the test was not sent: ${result.refused}`, { status: 409 });
    return result.delivery;
  };
}
