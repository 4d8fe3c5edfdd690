import type { FlavorName } from '../core/flavors/flavor.js';
import { FLAVORS } from '../core/flavors/index.js';
import { normalizeOrigin } from '../node/http/origin-policy.js';
import { UsageError } from './cli-errors.js';
import { parseLatency } from '../core/faults/latency-option.js';

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

/** `--faults FILE` (read by `serve` before it listens) and `--latency MS|MIN-MAX`. */
export function instrumentOptions(values: { faults?: string; latency?: string }): {
  faultsFile?: string;
  latency?: number | [number, number];
} {
  const out: { faultsFile?: string; latency?: number | [number, number] } = {};
  if (values.faults !== undefined) out.faultsFile = values.faults;
  if (values.latency !== undefined) {
    try {
      const latency = parseLatency(values.latency);
      if (latency !== undefined)
        out.latency = typeof latency === 'number' ? latency : [latency[0], latency[1]];
    } catch {
      throw new UsageError(
        `invalid --latency "${values.latency}": expected MS or MIN-MAX (whole milliseconds)`,
      );
    }
  }
  return out;
}
