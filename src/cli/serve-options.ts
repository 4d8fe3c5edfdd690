import { formatMessage } from '../core/errors/format-message.js';
import { DEFAULT_ALLOWED_HOSTS, isValidHostRule } from '../core/delivery/allowed-hosts.js';
import { builtinScenarios } from '../core/scenario/builtins.js';
import { isScenarioPath } from '../node/load-scenario-file.js';
import { UsageError } from './cli-errors.js';
import { warnOnce } from '../core/util/warn-once.js';
import { flavorOption, instrumentOptions, originOptions, portOption, seedOption } from './cli-options.js';
import type { Invocation } from './program.js';

const AUTH_MODES = ['any', 'strict'] as const;

/** `serve`'s flags as commander parsed them (every value a string, repeatable ones lists). */
export interface ServeFlags {
  port?: string;
  host?: string;
  scenario?: string;
  flavor?: string;
  auth?: string;
  deliver?: boolean;
  deliveryHost?: string[];
  /** The deprecated name of `deliveryHost` (0.2.0). */
  allowHost?: string[];
  deliveryTimeout?: string;
  fallback?: string;
  corsOrigin?: string[];
  allowedHost?: string[];
  publicUrl?: string;
  faults?: string;
  latency?: string;
  seed?: string;
  sessionTtl?: string;
  maxSessions?: string;
  deliveryConcurrency?: string;
  deliveryResponseBytes?: string;
  drainTimeout?: string;
  autoDisable?: string;
}

/** How long `serve` waits for deliveries in flight when asked to stop (docs/internals/security.md, Limits). */
export const DEFAULT_DRAIN_TIMEOUT_MS = 2000;

/** The options of `serve`, validated (a bad value is a UsageError: one line, exit 2). */
export function resolveServeOptions(values: ServeFlags, env: Record<string, string | undefined>) {
  const port = portOption(
    values.port ?? (env.PORT || '4100'),
    values.port === undefined ? ' (from PORT)' : '',
  );
  const host = values.host ?? (env.HOST || '127.0.0.1');
  const flavor = flavorOption(values.flavor) ?? 'spec';
  const auth = values.auth ?? 'any';
  if (!isAuthMode(auth)) {
    throw new UsageError(`invalid --auth "${auth}": expected ${AUTH_MODES.join(' or ')}`);
  }
  if (values.fallback !== undefined && !isHttpUrl(values.fallback)) {
    throw new UsageError(`invalid --fallback "${values.fallback}": expected an http(s) URL`);
  }
  if (values.publicUrl !== undefined && !isHttpUrl(values.publicUrl)) {
    throw new UsageError(`invalid --public-url "${values.publicUrl}": expected an http(s) URL`);
  }
  const extraHosts = deliveryHostsOf(values);

  return {
    port,
    host,
    scenario: checkScenario(values.scenario ?? 'default'),
    flavor,
    auth,
    deliver: values.deliver ?? false,
    deliveryHosts: [...new Set([...DEFAULT_ALLOWED_HOSTS, ...extraHosts])],
    ...deliveryTimeoutOf(values.deliveryTimeout),
    ...(values.fallback !== undefined ? { fallback: values.fallback } : {}),
    ...originOptions(values.corsOrigin, values.allowedHost),
    ...(values.publicUrl !== undefined ? { publicUrl: values.publicUrl } : {}),
    ...instrumentOptions(values),
    ...deliveryOptions(values),
    ...seedOption(values.seed),
    ...autoDisableOf(values.autoDisable),
  };
}

/** `--auto-disable on|off`: the flavor's policy for failing hooks (gitlab: GitLab.com's; default on). */
export function autoDisableOf(text: string | undefined): { autoDisable?: boolean } {
  if (text === undefined) return {};
  if (text !== 'on' && text !== 'off')
    throw new UsageError(`invalid --auto-disable "${text}": expected on or off`);
  return { autoDisable: text === 'on' };
}

/**
 * `--delivery-concurrency N` (≥ 1), `--delivery-response-bytes N` (≥ 0) and `--drain-timeout MS`
 * (≥ 0, default 2000).
 */
function deliveryOptions(values: ServeFlags): {
  deliveryConcurrency?: number;
  deliveryResponseBytes?: number;
  drainTimeoutMs: number;
} {
  const count = values.deliveryConcurrency;
  const kept = values.deliveryResponseBytes;
  if (kept !== undefined && !/^\d{1,9}$/.test(kept))
    throw new UsageError(
      `invalid --delivery-response-bytes "${kept}": expected a whole number of bytes (0 to 999999999)`,
    );
  if (count !== undefined && !/^[1-9]\d{0,5}$/.test(count))
    throw new UsageError(
      `invalid --delivery-concurrency "${count}": expected a whole number from 1 to 999999`,
    );
  const drain = values.drainTimeout ?? String(DEFAULT_DRAIN_TIMEOUT_MS);
  if (!/^\d{1,7}$/.test(drain))
    throw new UsageError(`invalid --drain-timeout "${drain}": expected a whole number of ms (0 to 9999999)`);
  return {
    ...(count !== undefined ? { deliveryConcurrency: Number(count) } : {}),
    ...(kept !== undefined ? { deliveryResponseBytes: Number(kept) } : {}),
    drainTimeoutMs: Number(drain),
  };
}

/** `--delivery-host` and its deprecated name `--allow-host` (which warns once), checked. */
function deliveryHostsOf(values: ServeFlags): string[] {
  if (values.allowHost !== undefined)
    warnOnce('--allow-host', formatMessage('--allow-host is deprecated; use --delivery-host (same meaning)'));
  const hosts = [...(values.deliveryHost ?? []), ...(values.allowHost ?? [])];
  const badHost = hosts.find((h) => !isValidHostRule(h));
  if (badHost !== undefined)
    throw new UsageError(`invalid --delivery-host "${badHost}": expected a host name, address or CIDR range`);
  return hosts;
}

/** `--delivery-timeout MS`: whole milliseconds, at least 1. */
function deliveryTimeoutOf(text: string | undefined): { deliveryTimeoutMs?: number } {
  if (text === undefined) return {};
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
    throw new UsageError(`invalid --delivery-timeout "${text}": expected whole milliseconds >= 1`);
  return { deliveryTimeoutMs: Number(text) };
}

/** An invocation of `serve`: no operands, then the flags validated. */
export function resolveServe({ flags, operands }: Invocation, env: Record<string, string | undefined>) {
  if (operands.length > 0) throw new UsageError(`unexpected argument "${operands[0]}"`);
  // Boundary: commander's opts() are untyped; program.ts declares exactly these options on `serve`.
  return resolveServeOptions(flags as ServeFlags, env);
}

/** The file extensions a scenario file can have (`--scenario scen.mjs` is that file, not a name). */
const SCENARIO_FILE = /\.(?:json|js|mjs|cjs|ts|mts)$/i;

/**
 * A bare file name with a scenario file extension as a path in the working directory
 * (`scen.mjs` → `./scen.mjs`), else undefined.
 */
export function scenarioPathOf(value: string): string | undefined {
  return SCENARIO_FILE.test(value) ? `./${value}` : undefined;
}

/**
 * A value containing "/" or ending in a scenario file extension is a file (startServer loads it;
 * a bad file is a one-line error, exit 1); anything else must name a built-in — names are only
 * ever looked up in the built-in table, so they cannot reach a file outside scenarios/.
 */
function checkScenario(value: string): string {
  if (isScenarioPath(value)) return value;
  const path = scenarioPathOf(value);
  if (path !== undefined) return path;
  if (!Object.hasOwn(builtinScenarios, value)) {
    throw new UsageError(
      `unknown scenario "${value}": expected one of ${Object.keys(builtinScenarios).join(', ')}, or a path to a scenario file (.json, .js, .mjs, .cjs, .ts, .mts)`,
    );
  }
  return value;
}

function isAuthMode(value: string): value is (typeof AUTH_MODES)[number] {
  return AUTH_MODES.some((mode) => mode === value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
