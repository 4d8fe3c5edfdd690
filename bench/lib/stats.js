// min / median / max of a figure over rounds, and a ratio's spread from paired rounds.
import { median } from './timing.js';

/** `{ min, median, max, n }` of the finite numbers in `values`, or null when there are none. */
export function spread(values) {
  const kept = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (kept.length === 0) return null;
  return { min: Math.min(...kept), median: median(kept), max: Math.max(...kept), n: kept.length };
}

/** a / b, or null when either is missing or b is 0. */
export const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b !== 0 ? a / b : null);

/** Round by round ratios of two aligned series (A B, B A, … measured in the same round). */
export const pairedRatios = (a, b) => a.map((value, i) => ratio(value, b[i]));
