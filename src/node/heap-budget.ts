import { getHeapStatistics } from 'node:v8';

/** Share of the heap limit (`--max-old-space-size`) that sessions may fill before creates are refused. */
export const DEFAULT_SESSION_HEAP_SHARE = 0.6;

/**
 * A memory check for new sessions (F2): once the heap holds more than `share` of its limit, a
 * create is refused (507) instead of risking the whole process — every session and the root
 * state — running out of heap. The figure follows `--max-old-space-size`.
 */
export function heapBudget(share = DEFAULT_SESSION_HEAP_SHARE): () => string | undefined {
  return () => {
    const { used_heap_size: used, heap_size_limit: limit } = getHeapStatistics();
    if (used <= share * limit) return undefined;
    const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
    return `memory budget reached: ${mib(used)} MiB of the ${mib(limit)} MiB heap in use (sessions may fill ${Math.round(share * 100)} %)`;
  };
}
