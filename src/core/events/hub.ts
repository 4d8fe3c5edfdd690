import type { Flavor } from '../flavors/flavor.js';
import { timestamp } from '../hooks/timestamp.js';
import type { PingRecorder } from '../pings/ping-recorder.js';
import type { Store } from '../state/store.js';
import type { Delivery, EmitOptions, HookMockOptions } from '../types.js';
import { DeliveryRecorder } from './delivery-recorder.js';
import { Dispatcher } from './dispatcher.js';
import { Emitter } from './emitter.js';
import type { Site } from './entities/shape.js';
import { Outbox } from './outbox.js';
import { World } from './world.js';

/** What the events need from the engine. */
export interface EventsHost {
  readonly store: Store;
  readonly flavor: Flavor;
  readonly pings: PingRecorder;
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

  constructor(
    readonly host: EventsHost,
    options: HookMockOptions,
  ) {
    this.deliveries = new DeliveryRecorder(options.deliveryLimit ?? 10_000);
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
    });
    this.emitter = new Emitter({
      flavor: host.flavor,
      store: host.store,
      world: this.world,
      dispatcher: this.dispatcher,
      site: (origin) => this.site(origin),
      at: () => timestamp(host.now()),
    });
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
