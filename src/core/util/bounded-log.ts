import { HookMockError } from '../errors/hookmock-error.js';

/**
 * An append-only log that keeps the newest `limit` entries (oldest dropped first) and counts
 * what it dropped, so a long session does not grow without end. O(1) per append.
 */
export class BoundedLog<T> {
  private items: (T | undefined)[] = [];
  /** Each slot's size, when the log is bounded in bytes too. */
  private sizes: number[] = [];
  private bytes = 0;
  private start = 0;
  private size = 0;
  dropped = 0;
  /** Entries ever pushed; never reset, so a paging cursor (`after`) stays valid across clears. */
  private pushed = 0;

  /**
   * `bytes` bounds the entries' total size as well (issue 17: 10,000 large entries are
   * gigabytes): the oldest are dropped until the rest fit, the newest entry is always kept.
   */
  constructor(
    readonly limit: number,
    private readonly budget?: { max: number; sizeOf(item: T): number },
  ) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new HookMockError(`a log limit must be a positive integer, got ${limit}`);
    if (budget !== undefined && !(budget.max > 0))
      throw new HookMockError(`a log's byte budget must be a positive number, got ${budget.max}`);
  }

  push(item: T): void {
    this.pushed += 1;
    if (this.size === this.limit) this.dropOldest();
    const slot = (this.start + this.size) % this.limit;
    this.items[slot] = item;
    this.size += 1;
    if (!this.budget) return;
    const size = this.budget.sizeOf(item);
    this.sizes[slot] = size;
    this.bytes += size;
    while (this.bytes > this.budget.max && this.size > 1) this.dropOldest();
  }

  private dropOldest(): void {
    this.bytes -= this.sizes[this.start] ?? 0;
    this.sizes[this.start] = 0;
    this.items[this.start] = undefined;
    this.start = (this.start + 1) % this.limit;
    this.size -= 1;
    this.dropped += 1;
  }

  /** Oldest first. */
  all(): T[] {
    const out: T[] = [];
    // Slots below `size` are filled (T itself may include undefined, so no runtime check).
    for (let i = 0; i < this.size; i++) out.push(this.items[(this.start + i) % this.limit] as T);
    return out;
  }

  /** The number of the newest entry ever pushed (0 before the first). */
  get newestSeq(): number {
    return this.pushed;
  }

  /** How many entries are held now. */
  get length(): number {
    return this.size;
  }

  /**
   * Up to `limit` entries pushed after the one numbered `after` (1 = the first ever pushed),
   * oldest first, each with its number (`seq`): the control API's `?after=&limit=` paging.
   */
  page(after: number, limit: number): { seq: number; item: T }[] {
    const firstSeq = this.pushed - this.size + 1;
    const out: { seq: number; item: T }[] = [];
    for (let seq = Math.max(firstSeq, after + 1); seq <= this.pushed && out.length < limit; seq++) {
      // A slot inside [firstSeq, pushed] is filled (see all()).
      out.push({ seq, item: this.items[(this.start + seq - firstSeq) % this.limit] as T });
    }
    return out;
  }

  /** The entry `index` places after the oldest held (0 = the oldest), or undefined. */
  at(index: number): T | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.size) return undefined;
    return this.items[(this.start + index) % this.limit];
  }

  last(): T | undefined {
    return this.size === 0 ? undefined : this.items[(this.start + this.size - 1) % this.limit];
  }

  clear(): void {
    this.items = [];
    this.sizes = [];
    this.bytes = 0;
    this.start = 0;
    this.size = 0;
    this.dropped = 0;
  }
}

/** One page of a log for the control API (see control/paging.ts). */
export interface LogPage<T> {
  entries: T[];
  lastSeq: number | undefined;
  total: number;
  more: boolean;
  newest: number;
}

/** A page of a BoundedLog, its entries formatted. */
export function logPage<R, T>(
  log: BoundedLog<R>,
  after: number,
  limit: number,
  format: (raw: R) => T,
): LogPage<T> {
  const page = log.page(after, limit + 1);
  const more = page.length > limit;
  const kept = more ? page.slice(0, limit) : page;
  return {
    entries: kept.map((p) => format(p.item)),
    lastSeq: kept[kept.length - 1]?.seq,
    total: log.length,
    more,
    newest: log.newestSeq,
  };
}
