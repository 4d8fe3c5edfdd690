import { HookMockError } from '../core/errors/hookmock-error.js';
import { withPayload } from '../core/delivery/delivery-payload.js';
import type { Delivery, DeliveryFields } from '../core/wire.js';
import type { ControlCall } from './control-fetch.js';

/** How long `waitFor` polls, and how often. */
export interface WaitOptions {
  /** Default 5000. */
  timeoutMs?: number;
  /** How often to poll the server. Default 50. */
  intervalMs?: number;
  /** Resolve only with a delivery whose outcome is in (not `pending`), as in process. Default false. */
  settled?: boolean;
}

/** `pings` / `deliveries` of a remote mock: the in-process log's members, async. */
export interface RemoteLog<T> {
  /** Every recorded entry, oldest first. */
  all(): Promise<T[]>;
  /** The entries of one hook, oldest first. */
  forHook(id: number): Promise<T[]>;
  /** The newest entry, if any. */
  last(): Promise<T | undefined>;
  /** Forgets every entry. */
  clear(): Promise<void>;
  /** Polls until an entry matches (at once if one is recorded); rejects on timeout listing what was recorded. */
  waitFor<U extends T>(predicate: (entry: T) => entry is U, options?: WaitOptions): Promise<U>;
  waitFor(predicate?: (entry: T) => boolean, options?: WaitOptions): Promise<T>;
}

/** `deliveries` of a remote mock: the log, and `redeliver`. */
export interface RemoteDeliveries extends RemoteLog<Delivery> {
  /** Sends delivery `id` again (`POST /__hookmock/deliveries/{id}/redeliver`): resolves to the new delivery. */
  redeliver(id: number): Promise<Delivery>;
}

/**
 * A delivery log read over the control API (`GET`/`DELETE` on `path`); its records get
 * `payload` as in process.
 */
export function remoteLog(call: ControlCall, path: string): RemoteLog<Delivery> {
  type T = Delivery;
  const all = async (): Promise<T[]> => (await call<DeliveryFields[]>('GET', path)).map(withPayload);
  function waitFor<U extends T>(predicate: (entry: T) => entry is U, options?: WaitOptions): Promise<U>;
  function waitFor(predicate?: (entry: T) => boolean, options?: WaitOptions): Promise<T>;
  async function waitFor(
    predicate: (entry: T) => boolean = () => true,
    { timeoutMs = 5000, intervalMs = 50, settled = false }: WaitOptions = {},
  ): Promise<T> {
    const wanted = settled ? (d: T) => predicate(d) && d.delivery.status !== 'pending' : predicate;
    const deadline = Date.now() + timeoutMs;
    let seen: T[] | undefined;
    const late = () => timeoutError(path, timeoutMs, seen);
    for (;;) {
      // A poll that hangs (a blocked server) must not hold waitFor past its deadline.
      const entries = await beforeDeadline(all(), deadline, late);
      seen = entries;
      const found = entries.find(wanted);
      if (found !== undefined) return found;
      if (Date.now() >= deadline) throw late();
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
  return {
    all,
    forHook: async (id) => (await all()).filter((entry) => entry.hookId === id),
    last: async () => (await all()).at(-1),
    clear: async () => {
      await call('DELETE', path);
    },
    waitFor,
  };
}

/** The timeout message, listing what the last answered poll held (none answered: says so). */
function timeoutError(route: string, timeoutMs: number, entries: unknown[] | undefined): Error {
  const listing =
    entries === undefined
      ? '; the server did not answer in time'
      : `; recorded (${entries.length}):${entries.length ? `\n  ${entries.map((e) => JSON.stringify(e).slice(0, 200)).join('\n  ')}` : ' none'}`;
  return new HookMockError(`no matching entry in ${route} within ${timeoutMs} ms${listing}`);
}

/** `work`, or the error of `onLate()` once `deadline` (a Date.now() value) has passed. */
function beforeDeadline<T>(work: Promise<T>, deadline: number, onLate: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onLate()), Math.max(0, deadline - Date.now()));
  });
  work.catch(() => undefined); // a late failure of the abandoned poll is not unhandled
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
