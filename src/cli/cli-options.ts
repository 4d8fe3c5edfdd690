import type { FlavorName } from '../core/flavors/flavor.js';
import { FLAVORS } from '../core/flavors/index.js';
import { normalizeOrigin } from '../node/http/origin-policy.js';
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

/** `--cors-origin` (an http(s) origin or `*`) and `--allowed-host` (a host name), checked. */
export function originOptions(
  corsOrigins: string[] = [],
  allowedHosts: string[] = [],
): { corsOrigins?: string[]; allowedHosts?: string[] } {
  for (const origin of corsOrigins) {
    if (origin === '*') continue;
    try {
      normalizeOrigin(origin);
    } catch {
      throw new UsageError(
        `invalid --cors-origin "${origin}": expected an origin like http://localhost:3000, or *`,
      );
    }
  }
  const badName = allowedHosts.find((name) => !/^\.?[A-Za-z0-9_.:[\]-]+$/.test(name));
  if (badName !== undefined)
    throw new UsageError(`invalid --allowed-host "${badName}": expected a host name like dev.example.test`);
  return {
    ...(corsOrigins.length > 0 ? { corsOrigins } : {}),
    ...(allowedHosts.length > 0 ? { allowedHosts } : {}),
  };
}
