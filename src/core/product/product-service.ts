import type { Principal } from '../auth/principal.js';
import type { Target } from '../delivery/dispatcher.js';
import type { PayloadContext } from '../events/payloads/context.js';
import type { WebhookEvent } from '../contract/webhook-event.js';
import type { SimulateVerbs } from '../events/simulate/types.js';

export type { SimulateVerbs } from '../events/simulate/types.js';
import type { PressHost } from '../events/test-press.js';
import { HookMockError } from '../errors/hookmock-error.js';
import type { Scenario } from '../scenario/schema.js';
import type { HookRecord, OrgRecord, RepoRecord, UserRecord } from '../state/database.js';
import type { Store } from '../state/store.js';
import type { Delivery } from '../wire.js';
import type { Flavor } from '../contract/flavor.js';

/** What a service's own events are made and sent through: the emitter's context and `deliver`. */
export interface ServiceEvents {
  /** The payload context of an event at a place, `sender` (a login) or the place's default sender. */
  context(
    place: { repo: RepoRecord | undefined; org: OrgRecord | undefined },
    sender: string | undefined,
  ): PayloadContext;
  /** Sends one event to these targets as built. */
  deliver(targets: readonly Target[], event: WebhookEvent): Promise<Delivery[]>;
}

/**
 * What a service may use of the mock it is installed in: the state, the flavor, the scenario's
 * seed, what a test press reads of the events (world, log, dispatcher, catalog, clock) and the
 * emitter's context and `deliver`. Narrow values, never the Engine.
 */
export interface ServiceHost extends PressHost {
  readonly store: Store;
  readonly flavor: Flavor;
  /** The seed of the scenario loaded last: the ids and tokens a service makes are stable per seed. */
  seed(): number;
  readonly events: ServiceEvents;
}

/** What a press of a hook's test by trigger came to: sent (the delivery, settled), or the product's refusal. */
export type TriggerResult = { delivery: Delivery } | { refused: string };

/**
 * A feature a product module installs on each mock of its flavors (`Product.services`), beside
 * its route rows: each part is optional, and the shared code asks every installed service for it
 * without knowing which product's it is. Its own routes find it with `OperationContext.service`.
 */
export interface ProductService {
  /** Deliveries an event in `repo` makes besides the hooks' (another receiver of the event). */
  targets?(repo: RepoRecord | undefined, event: WebhookEvent): readonly Target[];
  /**
   * Who a token no scenario user holds acts as, before the `auth` mode decides; undefined when it
   * is not one of the service's. Throws the API's refusal (`badCredentials`) for one it rejects.
   */
  principal?(token: string, nowMs: number, badCredentials: string): Principal | undefined;
  /** A press of a hook's test route by the flavor's `test.trigger`: sent and waited for. */
  press?(hook: HookRecord, sender: UserRecord, trigger: string, origin: string): Promise<TriggerResult>;
  /** The `mock.simulate` verbs it adds. */
  readonly verbs?: SimulateVerbs;
  /** Back to the start: every `reset()` and `load()` (a scenario section it keeps is given back first). */
  restart?(): void;
  /** Its part of `snapshot()`, so `load(snapshot())` gives it back as it is. */
  snapshot?(scenario: Scenario): Scenario;
}

/** How a product module installs a service on a mock: made once per mock, with the host's values. */
export type ServiceFactory = (host: ServiceHost) => ProductService;

/** A service's class: what its own routes look it up by (`OperationContext.service`). */
export type ServiceClass<T> = abstract new (...args: never[]) => T;

/** The installed service of this class; a bug of ours when a route asks for one its product does not install. */
export function serviceOf<T>(services: readonly object[], kind: ServiceClass<T>): T {
  for (const service of services) if (service instanceof kind) return service;
  throw new HookMockError(`this mock has no ${kind.name} (the product installs no such service)`);
}
