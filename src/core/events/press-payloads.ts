/**
 * A test press's payload and its native body, kept per everything they are built from. A press
 * rebuilt the repository and user entities and re-encoded ~4 KB of indented JSON every time
 * (performance review 3: 19 % of a press in `repositoryEntity`, 43 % in GC); between two writes
 * the same press makes the same bytes, so they are built once and reused.
 *
 * The key holds every input of the payload: the flavor, the site (origin, API base, epoch), the
 * clock's second, the store's revision (every write to users, orgs, repos and hooks, `mock.db`
 * included), the world's version (every simulated action), the scope, the sender, and the ref and
 * commit of a push or the hook and zen of a ping. A stale entry is never read: its key no longer
 * matches, and the map is emptied when it fills up.
 */
export interface CachedPayload {
  readonly payload: Record<string, unknown>;
  /** The native body once encoded (a converted type's body is not kept: Feishu signs the time). */
  native?: string;
}

/** How many distinct presses are kept (scopes × senders × refs between two writes). */
const CAPACITY = 256;

export class PressPayloads {
  private readonly entries = new Map<string, CachedPayload>();

  /** The cached payload for `key`, or the one `build` makes (then kept). */
  get(key: string, build: () => Record<string, unknown>): CachedPayload {
    let entry = this.entries.get(key);
    if (entry === undefined) {
      if (this.entries.size >= CAPACITY) this.entries.clear();
      entry = { payload: build() };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Bodies a hook request may reuse: the native one when it was encoded before. */
  bodies(entry: CachedPayload): Map<string, string> {
    return entry.native === undefined ? new Map() : new Map([['native', entry.native]]);
  }

  /** Keeps the native body a hook request encoded. */
  keep(entry: CachedPayload, bodies: Map<string, string>): void {
    entry.native ??= bodies.get('native');
  }

  clear(): void {
    this.entries.clear();
  }
}
