import type { Flavor } from '../contract/flavor.js';
import type { MockClock } from '../clock.js';
import { timestamp } from '../util/timestamp.js';
import type { Store } from '../state/store.js';
import type { EmitOptions, EmitResult } from '../wire.js';
import type { DeliveryOptions } from '../delivery/delivery-options.js';
import { DeliveryRecorder } from '../delivery/delivery-recorder.js';
import { Dispatcher } from '../delivery/dispatcher.js';
import { HookHealth } from '../delivery/hook-health.js';
import { Emitter } from './emitter.js';
import type { Site } from './entities/shape.js';
import { Outbox } from '../delivery/outbox.js';
import { createSimulate } from './simulate/simulator.js';
import type { Simulate } from './simulate/types.js';
import type { EventCatalog } from './event-catalog.js';
import { World } from './world.js';
import type { RepoSeed, RepoWorld } from './world.js';
import type { Target } from '../delivery/dispatcher.js';
import type { WebhookEvent } from '../contract/webhook-event.js';
import type { RepoRecord } from '../state/database.js';
import type { SimulateVerbs } from './simulate/types.js';

import type { SeedHistory, SeedLabel, SeedMilestone } from './tracker-schema.js';

/** A scenario repo as far as its world is concerned. */
interface SeedRepo {
  owner: string;
  name: string;
  branches?: Record<string, string> | undefined;
  history?: SeedHistory | undefined;
  labels?: readonly SeedLabel[] | undefined;
  milestones?: readonly SeedMilestone[] | undefined;
}

/** A repo's seed and world now (`EventsHub.repoNow`), which a snapshot writes back (scenario/snapshot-branches.ts). */
export interface RepoNow {
  readonly seed: Omit<RepoSeed, 'epoch'> | undefined;
  readonly world: RepoWorld | undefined;
}

/** What the events read of a product's service (`ProductService`): more targets, more verbs. */
export interface EventService {
  targets?(repo: RepoRecord | undefined, event: WebhookEvent): readonly Target[];
  readonly verbs?: SimulateVerbs;
}

/** What the events are made from: the state, the flavor, where the API lives, the clock. */
export interface EventsParts {
  readonly store: Store;
  /** The product's services: more targets of an event, more simulate verbs (installed after the hub). */
  services(): readonly EventService[];
  readonly flavor: Flavor;
  /** The flavor's product's events: rows, payload builders, vocabulary. */
  readonly catalog: EventCatalog;
  readonly basePath: string;
  readonly origin: string | undefined;
  readonly clock: MockClock;
  /** The scenario loaded last: its seed and epoch. */
  loaded(): { readonly seed: number; readonly epoch: string };
}

/** Deliveries and events in one place: the log, the world, the outbox, emit. */
export class EventsHub {
  readonly deliveries: DeliveryRecorder;
  readonly world: World;
  readonly outbox: Outbox;
  readonly dispatcher: Dispatcher;
  /** Auto-disabling of failing hooks (the flavor's policy on the mock's clock). */
  readonly health: HookHealth;
  readonly emitter: Emitter;
  readonly simulate: Simulate;
  /** The product's events (the presses build with its payload builders). */
  readonly catalog: EventCatalog;

  constructor(
    private readonly host: EventsParts,
    options: DeliveryOptions,
  ) {
    this.catalog = host.catalog;
    this.deliveries = new DeliveryRecorder(
      options.deliveryLimit ?? 10_000,
      (id) => this.dispatcher.redeliver(id),
      options.deliveryLogBytes,
    );
    const seed = () => host.loaded().seed;
    this.world = new World(seed, () => host.store.touch());
    const { flavor } = host;
    const timeoutMs = flavor.deliveryTimeoutAt?.(host.basePath) ?? flavor.delivery.deliveryTimeoutMs;
    this.outbox = new Outbox(options, timeoutMs, {
      redirectsSucceed: flavor.delivery.redirectsSucceed,
      headerOrder: flavor.delivery.wireHeaderOrder,
    });
    this.health = new HookHealth({
      store: host.store,
      // The flavor's policy (GitLab.com's), unless `autoDisable: false`.
      policy: options.autoDisable === false ? undefined : flavor.autoDisable,
      now: () => host.clock.now(),
    });
    this.dispatcher = new Dispatcher({
      health: this.health,
      flavor: host.flavor,
      deliveries: this.deliveries,
      outbox: this.outbox,
      // The `seed` option, else the scenario's (read at each delivery: load() may change it).
      guidSeed: () => options.seed ?? seed(),
      at: () => timestamp(host.clock.now()),
      hook: (id) => host.store.hook(id),
    });
    this.emitter = new Emitter({
      alsoTo: (repo, event) => host.services().flatMap((s) => s.targets?.(repo, event) ?? []),
      flavor: host.flavor,
      catalog: host.catalog,
      store: host.store,
      world: this.world,
      dispatcher: this.dispatcher,
      site: (origin) => this.site(origin),
      at: () => timestamp(host.clock.now()),
    });
    this.simulate = createSimulate(
      this.emitter,
      (name) => host.services().find((s) => s.verbs?.[name])?.verbs?.[name],
    );
  }

  /** The scenario's `repos[]` branches, history, labels and milestones, by `owner/name` (lower case). */
  private seeds = new Map<string, Omit<RepoSeed, 'epoch'>>();

  /** Where each repo's world starts; label and milestone ids count across repos in scenario order. */
  seedBranches(repos: readonly SeedRepo[]): void {
    let label = 0;
    let milestone = 0;
    this.seeds = new Map(
      repos.map((r) => [
        `${r.owner}/${r.name}`.toLowerCase(),
        {
          branches: r.branches,
          history: r.history,
          labels: r.labels?.map((l) => ({ ...l, id: ++label })),
          milestones: r.milestones?.map((m) => ({ ...m, id: ++milestone })),
        },
      ]),
    );
    this.world.seed((repo) => {
      const seed = this.seeds.get(`${repo.owner}/${repo.name}`.toLowerCase());
      return seed && { ...seed, epoch: this.host.loaded().epoch };
    });
  }

  /** A repo's seed (the scenario's branches, history, labels, milestones) and its world as it is now. */
  repoNow(owner: string, name: string): RepoNow {
    const seed = this.seeds.get(`${owner}/${name}`.toLowerCase());
    const record = this.host.store.repo(owner, name);
    return { seed, world: record ? this.world.peek(record) : undefined };
  }

  restart(): void {
    this.deliveries.restart();
    this.world.reset();
    this.dispatcher.restart();
  }

  /**
   * Payload URLs: the request's origin, else the pinned origin, else `http://localhost`; the web
   * pages at the flavor's web origin for it (github.com for api.github.com), else the same.
   */
  site(origin?: string): Site {
    const base = origin ?? this.host.origin ?? 'http://localhost';
    const web = this.host.flavor.webOrigins?.[base] ?? base;
    return { appUrl: `${web}/`, apiUrl: `${base}${this.host.basePath}`, epoch: this.host.loaded().epoch };
  }

  emit = (event: string, options?: EmitOptions, origin?: string): Promise<EmitResult> =>
    this.emitter.emit(event, options, origin);
}
