import type { Flavor } from '../flavors/flavor.js';
import { routesAt } from '../routing/match.js';
import type { Scenario } from '../scenario/schema.js';
import { isJsonObject } from '../util/json-object.js';
import type { Parsed } from './parsed.js';

/** What answers say of a project (repo) or group (org): its id and the names a fresh mock shows. */
interface OwnerFacts {
  repos: Map<string, Learnt>;
  orgs: Map<string, Learnt>;
}
/** The first value each answer showed (later answers may follow the session's own changes). */
interface Learnt {
  id?: number | undefined;
  full_name?: string | undefined;
  description?: string | undefined;
}

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/**
 * Where a flavor's answers name owners by id (`Flavor.ownerLookup`). GitLab's hooks carry their
 * `project_id` / `group_id`, and `GET /projects/:id` and `/groups/:id` (which the recorder keeps
 * for it) show the ids, the description and the group's name: the inferred projects and groups
 * get them, so a fresh mock answers with the same numbers and names. The Gitea family's and
 * GitHub's hook answers name no owner id: nothing to learn.
 */
const LEARN: Readonly<
  Record<Flavor['ownerLookup'], (p: Parsed, isOwnerRead: boolean, facts: OwnerFacts) => void>
> = {
  'by-name': () => undefined,
  'gitlab-id': (p, isOwnerRead, facts) => {
    const { route, response } = p;
    const list = Array.isArray(response)
      ? response.filter(isJsonObject)
      : isJsonObject(response)
        ? [response]
        : [];
    for (const raw of list) {
      if (route?.scope === 'repo')
        learnRepo(facts, `${route.owner}/${route.repo}`, { id: num(raw.project_id) });
      if (route?.scope === 'org') learnOrg(facts, route.org, { id: num(raw.group_id) });
    }
    const [raw] = list;
    if (!isOwnerRead || !raw) return;
    if (typeof raw.path_with_namespace === 'string') learnProject(facts, raw);
    else if (typeof raw.full_path === 'string')
      learnOrg(facts, raw.full_path, {
        id: num(raw.id),
        full_name: text(raw.full_name) ?? text(raw.name),
        description: text(raw.description),
      });
  },
};

function learnProject(facts: OwnerFacts, raw: Raw): void {
  learnRepo(facts, String(raw.path_with_namespace), { id: num(raw.id), description: text(raw.description) });
  const namespace = isJsonObject(raw.namespace) ? raw.namespace : {};
  // A user's namespace is named after the user, whom a recording knows only as `recorded-user-N`.
  if (namespace.kind === 'group' && typeof namespace.full_path === 'string')
    learnOrg(facts, namespace.full_path, { id: num(namespace.id), full_name: text(namespace.name) });
}

const learn = (map: Map<string, Learnt>, key: string, values: Learnt): void => {
  const old = map.get(key);
  map.set(key, {
    id: old?.id ?? values.id,
    full_name: old?.full_name ?? values.full_name,
    description: old?.description ?? values.description,
  });
};
const learnRepo = (facts: OwnerFacts, key: string, values: Learnt) => learn(facts.repos, key, values);
const learnOrg = (facts: OwnerFacts, key: string, values: Learnt) => learn(facts.orgs, key, values);

/** The learnt values that are there, as scenario fields. */
function fieldsOf(learnt: Learnt | undefined, keys: readonly (keyof Learnt)[]): Learnt {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (learnt?.[key] !== undefined) out[key] = learnt[key];
  return out;
}

/**
 * The inferred repos and orgs with the ids and names the recorded answers showed (see LEARN).
 * Only successful answers are read; an owner read is one of the flavor's `get-owner` routes.
 */
export function withOwnerFacts<T extends Pick<Scenario, 'repos' | 'orgs'>>(
  state: T,
  parsed: readonly Parsed[],
  flavor: Flavor,
  basePath: string,
): T {
  const facts: OwnerFacts = { repos: new Map(), orgs: new Map() };
  for (const p of parsed) {
    const { exchange } = p;
    if (exchange.status < 200 || exchange.status >= 300) continue;
    const rest = exchange.path.startsWith(`${basePath}/`) ? exchange.path.slice(basePath.length) : '';
    const isOwnerRead = routesAt(flavor.routes, rest)?.[0]?.route.operation === 'get-owner';
    LEARN[flavor.ownerLookup](p, isOwnerRead, facts);
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
