import type { Flavor } from '../contract/flavor.js';
import { routesAt } from '../routing/match.js';
import type { Scenario } from '../scenario/schema.js';
import type { Parsed } from './parsed.js';
import type { Learnt, OwnerFacts, RecordingHints } from './recording-hints.js';

/** The learnt values that are there, as scenario fields. */
function fieldsOf(learnt: Learnt | undefined, keys: readonly (keyof Learnt)[]): Learnt {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (learnt?.[key] !== undefined) out[key] = learnt[key];
  return out;
}

/**
 * The inferred repos and orgs with the ids and names the recorded answers showed (`RecordingHints.learn`).
 * Only successful answers are read; an owner read is one of the flavor's `get-owner` routes.
 */
export function withOwnerFacts<T extends Pick<Scenario, 'repos' | 'orgs'>>(
  state: T,
  parsed: readonly Parsed[],
  flavor: Flavor,
  basePath: string,
  hints: RecordingHints,
): T {
  const facts: OwnerFacts = { repos: new Map(), orgs: new Map() };
  for (const p of parsed) {
    const { exchange } = p;
    if (exchange.status < 200 || exchange.status >= 300) continue;
    const rest = exchange.path.startsWith(`${basePath}/`) ? exchange.path.slice(basePath.length) : '';
    const isOwnerRead = routesAt(flavor.routes, rest)?.[0]?.route.operation === 'get-owner';
    hints.learn(p, isOwnerRead, facts);
  }
  return {
    ...state,
    repos: state.repos?.map((r) => ({
      ...r,
      ...fieldsOf(facts.repos.get(`${r.owner}/${r.name}`), ['id', 'description']),
    })),
    orgs: state.orgs?.map((o) => ({
      ...o,
      ...fieldsOf(facts.orgs.get(o.name), ['id', 'full_name', 'description']),
    })),
  };
}
