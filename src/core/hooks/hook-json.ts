import type { Flavor } from '../flavors/flavor.js';
import type { HookRecord } from '../state/database.js';

/** A hook as the flavor's API returns it (never with its secret). */
export function hookJson(hook: HookRecord, flavor: Flavor): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of flavor.hookFields) out[key] = value(hook, flavor.events);
  return out;
}
