import type { Operation } from '../routing/hook-routes.js';
import { FaultRuleError, parseFaultRule } from './fault-rule.js';
import type { FaultRule, FaultRuleInput, FaultRuleSpec } from './fault-rule.js';
import { pathPattern } from './path-pattern.js';
import { drawDelay, seededRandom } from '../util/seeded-random.js';

/** What a rule is matched against: one request to the mocked API. */
export interface FaultTarget {
  method: string;
  /** The whole path, e.g. `/api/v1/repos/acme/widgets/hooks`. */
  path: string;
  /** The path under the base path, e.g. `/repos/acme/widgets/hooks`. */
  rest: string;
  /** Undefined for paths that are no hook route. */
  operation: Operation | undefined;
  scope: 'repo' | 'org' | undefined;
}

/** The rule that answers a request, with the delay drawn for it. */
export interface FaultHit {
  rule: FaultRule;
  delayMs: number;
}

interface Entry {
  rule: FaultRule;
  matchesPath: (path: string) => boolean;
  random: () => number;
}

/** The public face: `mock.faults`. */
export interface Faults {
  /** Adds a rule (validated; throws naming the bad field) and returns its id. */
  add(rule: FaultRuleInput): string;
  /** Removes a rule; false when no rule has that id. */
  remove(id: string): boolean;
  /** The rules, oldest first, with how often each answered. */
  list(): FaultRule[];
  /** Removes every rule. */
  clear(): void;
}

/**
 * The fault rules of one mock. The first rule (oldest first) that matches a request and whose
 * `times` and `probability` allow it answers; each rule draws from its own seeded generator, so a
 * run repeats exactly whatever other rules do.
 */
export class FaultSet implements Faults {
  private entries: Entry[] = [];
  private counter = 0;

  constructor(private readonly seed: () => number) {}

  /** How many rules there are (0: the request path skips faults entirely). */
  get size(): number {
    return this.entries.length;
  }

  add = (input: FaultRuleInput): string => {
    const spec = parseFaultRule(input);
    const id = spec.id ?? this.freshId();
    if (this.entries.some((e) => e.rule.id === id))
      throw new FaultRuleError(`a fault rule "${id}" exists already`);
    const rule: FaultRule = { ...spec, id, hits: 0 };
    this.entries.push({
      rule,
      matchesPath: spec.path === undefined ? () => true : pathPattern(spec.path),
      random: seededRandom(spec.seed ?? this.seed()),
    });
    return id;
  };

  remove = (id: string): boolean => {
    const before = this.entries.length;
    this.entries = this.entries.filter((e) => e.rule.id !== id);
    return this.entries.length < before;
  };

  list = (): FaultRule[] => this.entries.map((e) => structuredClone(e.rule));

  clear = (): void => {
    this.entries = [];
    this.counter = 0;
  };

  /** Back to `initial` (the rules given at start), counters and generators from scratch. */
  restart(initial: readonly FaultRuleInput[]): void {
    this.clear();
    for (const rule of initial) this.add(rule);
  }

  /** The rule that answers this request, if any; counts the hit. */
  pick(target: FaultTarget): FaultHit | undefined {
    for (const entry of this.entries) {
      const { rule } = entry;
      if (!matches(rule, entry, target)) continue;
      if (rule.times !== undefined && rule.hits >= rule.times) continue;
      if (rule.probability !== undefined && !(entry.random() < rule.probability)) continue;
      rule.hits += 1;
      return { rule, delayMs: rule.delayMs === undefined ? 0 : drawDelay(rule.delayMs, entry.random) };
    }
    return undefined;
  }

  private freshId(): string {
    let id: string;
    do id = `fault-${++this.counter}`;
    while (this.entries.some((e) => e.rule.id === id));
    return id;
  }
}

function matches(rule: FaultRuleSpec, entry: Entry, target: FaultTarget): boolean {
  if (rule.operation !== undefined && rule.operation !== target.operation) return false;
  if (rule.scope !== undefined && rule.scope !== target.scope) return false;
  if (rule.method !== undefined && rule.method !== target.method.toUpperCase()) return false;
  return entry.matchesPath(target.rest) || entry.matchesPath(target.path);
}

export type { FaultRule, FaultRuleInput } from './fault-rule.js';
