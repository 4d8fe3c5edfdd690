/**
 * The mock's clock: the `clock` option when given, else the loaded scenario's `clock` advancing
 * with real time from the last load or reset, else real time. Parts that stamp times (the journal,
 * deliveries, writes) are handed this, not the engine.
 */
export class MockClock {
  private start: number | null = null;
  private startedAt = 0;

  constructor(private readonly fixed?: () => Date) {}

  /** From now on, time runs from `start` (epoch ms; null: real time). */
  restart(start: number | null): void {
    this.start = start;
    this.startedAt = Date.now();
  }

  now(): Date {
    return this.fixed ? this.fixed() : new Date(this.nowMs());
  }

  nowMs(): number {
    if (this.fixed) return this.fixed().getTime();
    return this.start === null ? Date.now() : this.start + (Date.now() - this.startedAt);
  }
}
