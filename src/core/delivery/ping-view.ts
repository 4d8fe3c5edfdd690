import type { LogPage } from '../util/bounded-log.js';
import type { PingLog } from './delivery-log.js';
import type { Delivery } from '../wire.js';
import type { DeliveryRecorder } from './delivery-recorder.js';

/**
 * `mock.pings` and `/__hookmock/pings`: the test presses of the one delivery log, the same
 * objects and ids. `clear()` hides what was pressed so far from this view only, as clearing the
 * ping log never touched the deliveries.
 */
export class PingView implements PingLog {
  private hidden = new WeakSet<Delivery>();

  constructor(private readonly deliveries: DeliveryRecorder) {}

  private readonly shows = (d: Delivery): boolean => d.trigger === 'test' && !this.hidden.has(d);

  get dropped(): number {
    return this.deliveries.dropped;
  }

  all = (): Delivery[] => this.deliveries.all().filter(this.shows);
  forHook = (id: number): Delivery[] => this.all().filter((d) => d.hookId === id);
  last = (): Delivery | undefined => this.all().at(-1);
  page = (after: number, limit: number): LogPage<Delivery> =>
    this.deliveries.pageWhere(after, limit, this.shows);

  clear = (): void => {
    for (const d of this.all()) this.hidden.add(d);
  };

  waitFor = (predicate: (attempt: Delivery) => boolean = () => true, { timeoutMs = 2000 } = {}) =>
    this.deliveries.waitWithin(
      { all: this.all, noun: 'ping attempt', describe: describeAttempt },
      predicate,
      timeoutMs,
    );

  /** A reset forgets the log itself; nothing stays hidden. */
  restart(): void {
    this.hidden = new WeakSet();
  }
}

function describeAttempt(a: Delivery): string {
  const reason = a.delivery.reason ? `: ${a.delivery.reason}` : '';
  return `#${a.id} hook ${a.hookId} ${a.event} → ${a.url} [${a.delivery.status}${reason}]`;
}
