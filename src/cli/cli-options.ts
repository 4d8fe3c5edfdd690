import type { FlavorName } from '../core/contract/flavor.js';
import { FLAVORS } from '../core/flavors/index.js';
import { normalizeOrigin } from '../node/http/origin-policy.js';
import { UsageError } from './cli-errors.js';
import { parseLatency } from '../core/faults/latency-option.js';

/** A `--flavor` value, checked against the flavor table (undefined stays undefined). */
export function flavorOption(value: string | undefined): FlavorName | undefined {
  if (value === undefined) return undefined;
  if (!isFlavorName(value)) {
    throw new UsageError(`invalid --flavor "${value}": expected ${Object.keys(FLAVORS).join(', ')}`);
  }
  return value;
}

function isFlavorName(value: string): value is FlavorName {
  return Object.hasOwn(FLAVORS, value);
}

/** A port 0–65535; `source` names where a bad value came from (e.g. ` (from PORT)`). */
export function portOption(text: string, source = ''): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65535) {
    throw new UsageError(`invalid port "${text}"${source}: expected 0-65535`);
  }
  return Number(text);
}

/**
 * `--seed N`: delivery GUIDs reproducible from N (design: "Deliveries across runs"); without it
 * `serve`, `listen` and `send` give GUIDs no earlier run gave.
 */
export function seedOption(text: string | undefined): { seed?: number } {
  if (text === undefined) return {};
  if (!/^\d{1,10}$/.test(text) || Number(text) > 0xffffffff)
    throw new UsageError(`invalid --seed "${text}": expected a whole number from 0 to 4294967295`);
  return { seed: Number(text) };
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

interface InstrumentFlags {
  faults?: string;
  latency?: string;
  sessionTtl?: string;
  maxSessions?: string;
}

interface InstrumentOptions {
  faultsFile?: string;
  latency?: number | [number, number];
  sessions?: { ttlMs?: number; maxSessions?: number };
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `--session-ttl`: `90s`, `30m`, `2h`, `500ms`; a bare number is minutes. */
function durationOption(text: string): number {
  const match = /^(\d{1,9})(ms|s|m|h)?$/.exec(text);
  const ms = match ? Number(match[1]) * (UNITS[match[2] ?? 'm'] ?? 0) : 0;
  if (!match || ms <= 0)
    throw new UsageError(`invalid --session-ttl "${text}": expected a duration like 90s, 30m or 2h`);
  return ms;
}

/** `--faults FILE` (read by `serve` before it listens), `--latency MS|MIN-MAX`, session limits. */
export function instrumentOptions(values: InstrumentFlags): InstrumentOptions {
  const out: InstrumentOptions = {};
  const sessions: { ttlMs?: number; maxSessions?: number } = {};
  if (values.sessionTtl !== undefined) sessions.ttlMs = durationOption(values.sessionTtl);
  const max = values.maxSessions;
  if (max !== undefined) {
    if (!/^\d{1,6}$/.test(max) || Number(max) < 1)
      throw new UsageError(`invalid --max-sessions "${max}": expected a whole number >= 1`);
    sessions.maxSessions = Number(max);
  }
  if (Object.keys(sessions).length > 0) out.sessions = sessions;
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
