/**
 * A small seeded PRNG (mulberry32): faults and latency must repeat exactly for a given seed, and
 * the core cannot use node:crypto. Not for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fixed delay, or one drawn uniformly (whole milliseconds) from `[min, max]`. */
export type Delay = number | readonly [number, number];

export function drawDelay(delay: Delay, random: () => number): number {
  if (typeof delay === 'number') return delay;
  const [min, max] = delay;
  return min + Math.floor(random() * (max - min + 1));
}

/** Waits `ms` milliseconds (0 resolves on the next macrotask, keeping answers asynchronous). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
