import type { FlavorName } from '../core/flavors/flavor.js';
import { FLAVORS } from '../core/flavors/index.js';
import { UsageError } from './cli-errors.js';

/** A `--flavor` value, checked against the flavor table (undefined stays undefined). */
export function flavorOption(value: string | undefined): FlavorName | undefined {
  if (value === undefined) return undefined;
  if (!Object.hasOwn(FLAVORS, value)) {
    throw new UsageError(`invalid --flavor "${value}": expected ${Object.keys(FLAVORS).join(', ')}`);
  }
  return value as FlavorName;
}

/** A port 0–65535; `source` names where a bad value came from (e.g. ` (from PORT)`). */
export function portOption(text: string, source = ''): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    throw new UsageError(`invalid port "${text}"${source}: expected 0-65535`);
  }
  return Number(text);
}
