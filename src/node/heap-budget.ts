import { monotonicMs } from '../core/util/monotonic.js';

/**
 * Share of the heap limit (`--max-old-space-size`) the server may fill before requests that add
 * to its memory (a new session, a scenario load, a hook create) are refused with 507.
 */
export const DEFAULT_SESSION_HEAP_SHARE = 0.6;

/** The heap as `GET /__hookmock/health` reports it: bytes in use, the limit, and the budget's share. */
export interface HeapFigures {
  heapUsed: number;
  heapLimit: number;
  share: number;
}

/** The process's heap now, against the budget's share. */
export function heapFigures(share = DEFAULT_SESSION_HEAP_SHARE): HeapFigures {
  // node:v8 asked for at the first reading, not imported: loading it (and its heap_utils,
  // serdes, profiler and promise_hooks) was ~0.8 ms of every server's start, and most starts
  // read the heap only at the first request that adds to it (docs/internals/benchmarks.md).
  const v8 = process.getBuiltinModule('node:v8');
  const { used_heap_size: heapUsed, heap_size_limit: heapLimit } = v8.getHeapStatistics();
  return { heapUsed, heapLimit, share };
}

/**
 * The server's one memory budget (F2, issue 17 item 2): once the heap holds more than `share` of
 * its limit, a request that would add to it is refused (507) instead of risking the whole
 * process — every session and the root state — running out of heap. The figure follows
 * `--max-old-space-size`. Returns why, or undefined while within the budget.
 *
 * `maxAgeMs` lets a caller accept a reading that recent (`getHeapStatistics()` is about 0.5 µs of
 * a hook create's 40, issue 22); by default the heap is read every time.
 */
export function heapBudget(share = DEFAULT_SESSION_HEAP_SHARE): (maxAgeMs?: number) => string | undefined {
  let readAt = -Infinity;
  let used = 0;
  let limit = 0;
  return (maxAgeMs = 0) => {
    const now = monotonicMs();
    // With no age allowed the heap is read, even twice in the same instant.
    if (maxAgeMs <= 0 || now - readAt > maxAgeMs) {
      ({ heapUsed: used, heapLimit: limit } = heapFigures(share));
      readAt = now;
    }
    if (used <= share * limit) return undefined;
    const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
    return `memory budget reached: ${mib(used)} MiB of the ${mib(limit)} MiB heap in use (the server may fill ${Math.round(share * 100)} %)`;
  };
}
