import { randomUuid, stableUuid } from '../util/stable-hex.js';

/**
 * Where delivery GUIDs come from (design: "Deliveries across runs"): a number makes them
 * reproducible — the same seed, the same GUIDs in the same order, again after `reset()`;
 * `'random'` gives each delivery a GUID no earlier run gave, so a receiver that deduplicates by
 * GUID across restarts never drops a fresh delivery. In-process mocks default to the scenario's
 * seed; the standalone server (`serve`, `listen`) and `send` default to `'random'`.
 */
export type GuidSeed = number | 'random';

/**
 * The GUID of the `n`th delivery under a seed.
 *
 * @example
 * nextGuid(1, 1); // 'b435d1ae-40e4-46a2-8aed-89b82e339618', every time
 * nextGuid('random', 1); // a new one on every call
 * @see docs/deliveries.md
 */
export function nextGuid(seed: GuidSeed, n: number): string {
  return seed === 'random' ? randomUuid() : stableUuid(seed, n);
}
