// The test trigger's rate limit (util/rate-window.ts): GitLab's fixed windows, and its bound.
import { describe, expect, it } from 'vitest';
import { RateWindow } from '../../src/core/util/rate-window.js';

describe('RateWindow', () => {
  it('refuses the request over the limit in one window and starts again in the next', () => {
    const limit = new RateWindow(5, 60_000, 100);
    const at = 60_000 * 1000 + 59_000; // one second before the window ends
    const hits = Array.from({ length: 6 }, () => limit.throttled('p1:u1', at));
    expect(hits).toEqual([false, false, false, false, false, true]);
    expect(limit.throttled('p2:u1', at)).toBe(false);
    // Fixed windows aligned on the epoch (GitLab's period key): the next second is a new window.
    expect(limit.throttled('p1:u1', at + 1000)).toBe(false);
  });

  it('keeps at most maxKeys counters, dropping the oldest key first', () => {
    const limit = new RateWindow(1, 60_000, 2);
    expect(limit.throttled('a', 0)).toBe(false);
    expect(limit.throttled('a', 0)).toBe(true);
    limit.throttled('b', 0);
    limit.throttled('c', 0); // drops a
    expect(limit.throttled('a', 0)).toBe(false);
    expect(limit.throttled('c', 0)).toBe(true);
  });

  it('clear() forgets every counter', () => {
    const limit = new RateWindow(1, 60_000, 10);
    limit.throttled('a', 0);
    limit.clear();
    expect(limit.throttled('a', 0)).toBe(false);
  });
});
