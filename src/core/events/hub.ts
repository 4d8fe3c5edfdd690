import type { Flavor } from '../flavors/flavor.js';
import { timestamp } from '../util/timestamp.js';
import type { Store } from '../state/store.js';
import type { Delivery, EmitOptions, HookMockOptions, Scenario } from '../types.js';
import { DeliveryRecorder } from '../delivery/delivery-recorder.js';
import { Dispatcher } from '../delivery/dispatcher.js';
import { Emitter } from './emitter.js';
import type { Site } from './entities/shape.js';
import { Outbox } from '../delivery/outbox.js';
import { createSimulate } from './simulate/simulator.js';
import type { Simulate } from './simulate/types.js';
import { World } from './world.js';

/** What the events need from the engine. */
export interface EventsHost {
  readonly store: Store;
  readonly flavor: Flavor;
  readonly basePath: string;
  readonly origin: string | undefined;
  readonly seed: number;
  now(): Date;
  epoch(): string;
}

/** Deliveries and events in one place: the log, the world, the outbox, emit. */
export class EventsHub {
  readonly deliveries: DeliveryRecorder;
  readonly world: World;
  readonly outbox: Outbox;
  readonly dispatcher: Dispatcher;
  readonly emitter: Emitter;
  readonly simulate: Simulate;

  constructor(
    readonly host: EventsHost,
    options: HookMockOptions,
  ) {
    this.deliveries = new DeliveryRecorder(
      options.deliveryLimit ?? 10_000,
      (id) => this.dispatcher.redeliver(id),
      options.deliveryLogBytes,
    );
    this.world = new World(() => host.seed);
    this.outbox = new Outbox(options);
    const seedOf = () => host.seed;
    this.dispatcher = new Dispatcher({
      flavor: host.flavor,
      deliveries: this.deliveries,
      outbox: this.outbox,
      get seed() {
        return seedOf();
      },
      at: () => timestamp(host.now()),
    });
    this.emitter = new Emitter({
      flavor: host.flavor,
      store: host.store,
      world: this.world,
      dispatcher: this.dispatcher,
      site: (origin) => this.site(origin),
      at: () => timestamp(host.now()),
    });
    this.simulate = createSimulate(this.emitter);
  }

  /** The scenario's `repos[].branches`, by `owner/name` (lower case): where each world starts. */
  private branches = new Map<string, Record<string, string>>();

  seedBranches(
    repos: readonly { owner: string; name: string; branches?: Record<string, string> | undefined }[],
  ): void {
    this.branches = new Map(
      repos
        .filter((r) => r.branches)
        // Filtered to repos with branches just above.
        .map((r) => [`${r.owner}/${r.name}`.toLowerCase(), r.branches as Record<string, string>]),
    );
    this.world.seed((repo) => this.branches.get(`${repo.owner}/${repo.name}`.toLowerCase()));
  }

  /** A snapshot's repos gain their branches as they are now, so `load(snapshot())` keeps them. */
  withBranches(scenario: Scenario): Scenario {
    const repos = scenario.repos?.map((r) => {
      const record = this.host.store.repo(r.owner, r.name);
      const seeded = this.branches.get(`${r.owner}/${r.name}`.toLowerCase());
      const world = record ? this.world.peek(record) : undefined;
      const branches = world ? Object.fromEntries(world.branches) : seeded;
      return branches ? { ...r, branches } : r;
    });
    return repos ? { ...scenario, repos } : scenario;
  }

  restart(): void {
    this.deliveries.restart();
    this.world.reset();
    this.dispatcher.restart();
  }

  /** Payload URLs: the request's origin, else the pinned origin, else `http://localhost`. */
  site(origin?: string): Site {
    const base = origin ?? this.host.origin ?? 'http://localhost';
    return { appUrl: `${base}/`, apiUrl: `${base}${this.host.basePath}`, epoch: this.host.epoch() };
  }

  emit = (event: string, options?: EmitOptions, origin?: string): Promise<Delivery[]> =>
    this.emitter.emit(event, options, origin);
}
