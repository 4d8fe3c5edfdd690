/**
 * The golden deliveries of every flavor of the registry: what `npm run golden` writes to
 * fixtures/deliveries/<flavor>/ and test/golden/deliveries.test.ts checks byte for byte. One
 * producer for all of them, so a new product gets its goldens with no edit here; a product may
 * add files of its own (test/support/golden-plans.ts).
 */
import { createHookMock } from '../../src/index.js';
import type { FlavorName, HookMock, Scenario } from '../../src/index.js';
import { actionsOf, eventTypesOf } from './catalog.js';
import { FLAVORS } from '../../src/core/flavors/index.js';
import { goldenFileOf } from '../../src/node/golden-deliveries.js';
import { GOLDEN_PLANS, goldenFile } from './golden-plans.js';
import type { GoldenPlan } from './golden-plans.js';

/** The flavors with golden deliveries: every flavor of the registry. */
export const GOLDEN_FLAVORS = Object.keys(FLAVORS) as FlavorName[];

type Hooks = NonNullable<Scenario['hooks']>;

/** A hook subscribed to every event name the flavor accepts, signed with the golden secret. */
const everything = (flavor: FlavorName, where: { repo: string } | { org: string }): Hooks[number] => ({
  ...where,
  active: true,
  events: [...FLAVORS[flavor].events.accepted],
  config: { url: 'https://receiver.example.test/hook', content_type: 'json', secret: 'golden' },
});

/** The mock the goldens come from: a fixed clock and origin, alice, acme and its repositories. */
function goldenMock(flavor: FlavorName, plan: GoldenPlan, hooks: Hooks): HookMock {
  return createHookMock({
    flavor,
    baseUrl: `http://localhost:4100${FLAVORS[flavor].baseUrl.server}`,
    clock: () => new Date('2026-03-01T12:00:00Z'),
    scenario: {
      name: 'golden-deliveries',
      clock: '2026-01-01T00:00:00Z',
      users: [{ login: 'alice', token: 'demo', full_name: 'Alice Example', email: 'alice@example.test' }],
      orgs: [{ name: 'acme', owners: ['alice'], full_name: 'Acme Corporation' }],
      repos: [
        { owner: 'acme', name: 'widgets', admins: ['alice'], description: 'The widget factory <&>' },
        ...(plan.repos ?? []),
      ],
      hooks: [...hooks, ...(plan.hooks?.(flavor) ?? [])],
    },
  });
}

/**
 * One golden delivery per event and action the flavor lists (its catalog, `eventTypesOf`): a
 * repository hook subscribed to everything, with a secret, gets it. An event a repository's hooks
 * never get (a product's org-only event; none of today's flavors has one) goes to an org hook
 * subscribed to everything, from a mock of its own made only then, so the other files stay as
 * they are.
 */
export async function goldenDeliveries(flavor: FlavorName): Promise<Record<string, unknown>> {
  const plan = GOLDEN_PLANS[flavor] ?? {};
  const mock = goldenMock(flavor, plan, [everything(flavor, { repo: 'acme/widgets' })]);
  let orgMock: HookMock | undefined;
  const out: Record<string, unknown> = {};
  for (const type of eventTypesOf(flavor)) {
    const actions = actionsOf(type, flavor);
    for (const action of actions.length > 0 ? actions : [undefined]) {
      let [d] = await mock.emit<string>(type.name, { repo: 'acme/widgets', action });
      if (!d) {
        orgMock ??= goldenMock(flavor, {}, [everything(flavor, { org: 'acme' })]);
        [d] = await orgMock.emit<string>(type.name, { org: 'acme', action });
      }
      if (!d) throw new Error(`${flavor}: no delivery for ${type.name}/${action}`);
      const named = action && (plan.actionInName !== 'when-several' || actions.length > 1);
      out[goldenFileOf(named ? `${type.name}.${action}` : type.name)] = goldenFile(d);
    }
  }
  return { ...out, ...(await plan.more?.(mock, flavor)) };
}
