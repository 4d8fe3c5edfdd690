/**
 * A rate limit in fixed windows aligned on the epoch, as GitLab's `Gitlab::ApplicationRateLimiter`
 * counts (`Time.now.to_i.divmod(interval)`: the period key, after rack-attack): every request of a
 * key in the same window counts, the one over `limit` is refused, and a new window starts from
 * zero. Only the current window's counters are kept, at most `maxKeys` of them (the oldest key
 * is dropped first), so the state stays bounded whatever the callers send.
 */
export class RateWindow {
  private period = Number.NaN;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  /** Counts a request of `key` at `nowMs` (the mock's clock); true when it is over the limit. */
  throttled(key: string, nowMs: number): boolean {
    const period = Math.floor(nowMs / this.windowMs);
    // Another window (later, or earlier on a clock set back): every count starts again.
    if (period !== this.period) {
      this.counts.clear();
      this.period = period;
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    if (count === 1 && this.counts.size >= this.maxKeys) {
      const oldest = this.counts.keys().next();
      if (!oldest.done) this.counts.delete(oldest.value);
    }
    this.counts.set(key, count);
    return count > this.limit;
  }

  clear(): void {
    this.counts.clear();
    this.period = Number.NaN;
  }
}
