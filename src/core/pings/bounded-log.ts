/**
 * An append-only log that keeps the newest `limit` entries (oldest dropped first) and counts
 * what it dropped, so a long session does not grow without end. O(1) per append.
 */
export class BoundedLog<T> {
  private items: (T | undefined)[] = [];
  private start = 0;
  private size = 0;
  dropped = 0;

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new Error(`hookmock: a log limit must be a positive integer, got ${limit}`);
  }

  push(item: T): void {
    if (this.size < this.limit) {
      this.items[(this.start + this.size) % this.limit] = item;
      this.size += 1;
      return;
    }
    this.items[this.start] = item;
    this.start = (this.start + 1) % this.limit;
    this.dropped += 1;
  }

  /** Oldest first. */
  all(): T[] {
    const out: T[] = [];
    for (let i = 0; i < this.size; i++) out.push(this.items[(this.start + i) % this.limit] as T);
    return out;
  }

  last(): T | undefined {
    return this.size === 0 ? undefined : this.items[(this.start + this.size - 1) % this.limit];
  }

  clear(): void {
    this.items = [];
    this.start = 0;
    this.size = 0;
    this.dropped = 0;
  }
}
