// Small timing helpers shared by the in-process benchmarks.
import { performance } from 'node:perf_hooks';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Mean time of one call of `fn` in ms: `rounds` batches of `batch` calls after `warmup` calls;
 * the median batch is reported (robust against a GC pause or a noisy neighbour).
 */
export function timeSync(fn, { batch = 1000, rounds = 7, warmup = 200 } = {}) {
  for (let i = 0; i < warmup; i++) fn();
  const perCall = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    for (let i = 0; i < batch; i++) fn();
    perCall.push((performance.now() - started) / batch);
  }
  return median(perCall);
}

export async function timeAsync(fn, { batch = 500, rounds = 5, warmup = 200 } = {}) {
  for (let i = 0; i < warmup; i++) await fn();
  const perCall = [];
  for (let r = 0; r < rounds; r++) {
    const started = performance.now();
    for (let i = 0; i < batch; i++) await fn();
    perCall.push((performance.now() - started) / batch);
  }
  return median(perCall);
}

/** Runs `fn`, returning `{ value }` or `{ error }` (a benchmark reports, it never throws). */
export async function attempt(fn) {
  try {
    return { value: await fn() };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}
