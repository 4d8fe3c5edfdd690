import type { PingAttempt, PingLog } from '../types.js';
import { BoundedLog, type LogPage, logPage } from './bounded-log.js';

/** The ping log behind `mock.pings`: bounded, and awaitable through `waitFor`. */
export class PingRecorder implements PingLog {
  private readonly log: BoundedLog<PingAttempt>;
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  constructor(limit: number) {
    this.log = new BoundedLog(limit);
  }

  get dropped(): number {
    return this.log.dropped;
  }

  /** Gives the attempt its id, stores it and wakes waiters. */
  record(attempt: Omit<PingAttempt, 'id'>): PingAttempt {
    const stored = { id: this.nextId++, ...attempt } as PingAttempt;
    this.log.push(stored);
    this.changed();
    return stored;
  }

  /** Call after mutating a recorded attempt (a delivery finished), so waiters see it. */
  changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  all = (): PingAttempt[] => this.log.all();
  page = (after: number, limit: number): LogPage<PingAttempt> => logPage(this.log, after, limit, (a) => a);
  forHook = (id: number): PingAttempt[] => this.log.all().filter((a) => a.hookId === id);
  last = (): PingAttempt | undefined => this.log.last();

  clear = (): void => {
    this.log.clear();
  };

  /** Forget everything, ids included (reset). */
  restart(): void {
    this.log.clear();
    this.nextId = 1;
  }

  waitFor = (
    predicate: (attempt: PingAttempt) => boolean = () => true,
    { timeoutMs = 2000 }: { timeoutMs?: number } = {},
  ): Promise<PingAttempt> =>
    new Promise((resolve, reject) => {
      const find = () => this.log.all().find(predicate);
      const now = find();
      if (now) return resolve(now);
      const listener = () => {
        const hit = find();
        if (!hit) return;
        done();
        resolve(hit);
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(
            `hookmock: no ping attempt matched within ${timeoutMs} ms. Recorded: ${describe(this.log.all())}`,
          ),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(listener);
      };
      this.listeners.add(listener);
    });
}

function describe(attempts: PingAttempt[]): string {
  if (attempts.length === 0) return 'none';
  return attempts
    .map(
      (a) =>
        `#${a.id} hook ${a.hookId} ${a.event} → ${a.url} [${a.delivery.status}${a.delivery.reason ? `: ${a.delivery.reason}` : ''}]`,
    )
    .join('; ');
}
