import type { ControlCall } from './control-fetch.js';

/** How long `waitFor` polls, and how often. */
export interface WaitOptions {
  /** Default 5000. */
  timeoutMs?: number;
  /** How often to poll the server. Default 50. */
  intervalMs?: number;
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
  waitFor(predicate?: (entry: T) => boolean, options?: WaitOptions): Promise<T>;
}

/** A log read over the control API (`GET`/`DELETE` on `path`). */
export function remoteLog<T extends { hookId: number }>(call: ControlCall, path: string): RemoteLog<T> {
  const all = (): Promise<T[]> => call<T[]>('GET', path);
  return {
    all,
    forHook: async (id) => (await all()).filter((entry) => entry.hookId === id),
    last: async () => (await all()).at(-1),
    clear: async () => {
      await call('DELETE', path);
    },
    async waitFor(predicate = () => true, { timeoutMs = 5000, intervalMs = 50 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const entries = await all();
        const found = entries.find(predicate);
        if (found !== undefined) return found;
        if (Date.now() >= deadline) {
          const seen = entries.map((e) => JSON.stringify(e).slice(0, 200)).join('\n  ');
          throw new Error(
            `hookmock: no matching entry in ${path} within ${timeoutMs} ms; recorded (${entries.length}):${entries.length ? `\n  ${seen}` : ' none'}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    },
  };
}
