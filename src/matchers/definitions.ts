import type { Delivery, JournalEntry } from '../core/wire.js';
import { closest, mismatches } from './partial-match.js';
import type { Match } from './partial-match.js';

type Entries<T> = T[] | Promise<T[]>;
/** An in-process mock (sync logs) or a hookmock/client (async logs). */
interface Target {
  deliveries?: { all(): Entries<Delivery> };
  requests?: { all(): Entries<JournalEntry> };
}
interface MatcherContext {
  isNot?: boolean;
}
interface Result {
  pass: boolean;
  message: () => string;
}

/** How long an async (remote) positive match keeps polling: the page may still be sending. */
const REMOTE_WAIT_MS = 2000;
const POLL_MS = 50;

function logOf(received: unknown, kind: 'deliveries' | 'requests'): () => Entries<unknown> {
  // Boundary: `received` is whatever the test passed to expect(); `log.all` is checked below.
  const target = received as Target | null;
  const log = kind === 'requests' ? target?.requests : target?.deliveries;
  if (!log || typeof log.all !== 'function')
    throw new TypeError(`expected a hookmock mock or client (with ${kind}), got ${String(received)}`);
  return () => log.all();
}

function evaluate(entries: unknown[], match: Match, times: number | undefined, what: string): Result {
  const hits = entries.filter((entry) => mismatches(entry, match).length === 0).length;
  const pass = times === undefined ? hits > 0 : hits === times;
  const wanted = times === undefined ? `${what} matching` : `exactly ${times} ${what} matching`;
  const shown = typeof match === 'function' ? 'the predicate' : JSON.stringify(match);
  return {
    pass,
    message: () =>
      pass
        ? `expected no ${what} matching ${shown}${times === undefined ? '' : ` ${times} times`}, but found ${hits}`
        : `expected ${wanted} ${shown}, found ${hits}; ${closest(entries, match)}`,
  };
}

/** Sync for a sync log; for an async one, polls a while when a match is wanted and missing. */
function check(
  context: MatcherContext,
  read: () => Entries<unknown>,
  match: Match,
  times: number | undefined,
  what: string,
): Result | Promise<Result> {
  const first = read();
  if (!(first instanceof Promise)) return evaluate(first, match, times, what);
  const deadline = Date.now() + REMOTE_WAIT_MS;
  const wait = async (entries: unknown[]): Promise<Result> => {
    const result = evaluate(entries, match, times, what);
    if (result.pass !== !!context.isNot || Date.now() >= deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    return wait(await read());
  };
  return first.then(wait);
}

/**
 * The matchers, for `expect.extend(matchers)` (jest); `hookmock/vitest` registers them with
 * vitest's expect on import. Each takes a partial object (any depth; RegExp and asymmetric
 * matchers allowed; `payload` matches a delivery's parsed body) or a predicate.
 */
export const matchers = {
  toHaveDelivered(this: MatcherContext, received: unknown, match: Match = {}) {
    return check(this, logOf(received, 'deliveries'), match, undefined, 'a delivery');
  },
  toHaveDeliveredTimes(this: MatcherContext, received: unknown, times: number, match: Match = {}) {
    return check(this, logOf(received, 'deliveries'), match, times, 'deliveries');
  },
  toHaveReceivedRequest(this: MatcherContext, received: unknown, match: Match = {}) {
    return check(this, logOf(received, 'requests'), match, undefined, 'a request');
  },
};

/**
 * Any subset of a delivery's fields — `trigger`, `event`, `eventType`, `action`, `hookType`,
 * `method`, `hookId`, `url`, `headers`, `delivery`, … (values may be RegExps or asymmetric
 * matchers), plus `payload`, the parsed body.
 */
export type DeliveryMatch = { [K in keyof Delivery]?: unknown } & { payload?: unknown };
/** Any subset of a journal entry's fields (values may be RegExps or asymmetric matchers). */
export type RequestMatch = { [K in keyof JournalEntry]?: unknown };

/** The matchers' types, for `declare module 'vitest' { interface Assertion<T> extends HookMockMatchers<T> {} }`. */
export interface HookMockMatchers<R = unknown> {
  /** The mock (or its `deliveries`) has at least one delivery that matches. */
  toHaveDelivered(match?: DeliveryMatch | ((delivery: Delivery) => boolean)): R;
  /** The mock (or its `deliveries`) has exactly `times` deliveries that match. */
  toHaveDeliveredTimes(times: number, match?: DeliveryMatch | ((delivery: Delivery) => boolean)): R;
  /** The mock's journal (or `requests`) has at least one request that matches. */
  toHaveReceivedRequest(match?: RequestMatch | ((entry: JournalEntry) => boolean)): R;
}
