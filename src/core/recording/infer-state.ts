import type { HookPath } from './hook-path.js';
import { isUnbound } from './hook-path.js';
import type { Scenario, ScenarioHook } from '../scenario/schema.js';
import { configShown } from './shown-config.js';
import { collectHooks } from './recorded-hooks.js';
import type { ErrorKinds } from './recording-hints.js';
import { RECORDED_INSTANT } from './normalize-values.js';
import type { InferContext, Parsed } from './parsed.js';

export type { InferContext, Parsed } from './parsed.js';

interface RepoFacts {
  owner: string;
  name: string;
  admins: Set<string>;
  /** Callers refused only by the admin check: they see the repo (read-only collaborators). */
  readers: Set<string>;
  private: boolean;
  empty: boolean;
}

interface Facts {
  orgs: Map<string, { owners: Set<string> }>;
  repos: Map<string, RepoFacts>;
  users: Map<string, { scopes: Set<string>; valid: boolean }>;
  hooks: Map<number, ScenarioHook>;
}

const isOk = (p: Parsed) => p.exchange.status >= 200 && p.exchange.status < 300;
const repoKey = (route: HookPath) => (route.scope === 'repo' ? `${route.owner}/${route.repo}` : '');

/**
 * The state a session implies, with rights taken from what each token was allowed to do. The
 * answers are recognized in the recording's flavor (`errorKinds`), so a Forgejo or spec
 * recording is read with its own texts.
 */
export function inferState(
  recorded: Parsed[],
  ctx: InferContext,
): Pick<Scenario, 'users' | 'orgs' | 'repos' | 'hooks' | 'nextId'> {
  // An owner named by a number no answer of the session bound to a name says nothing of anyone.
  const parsed = recorded.map((p) => (p.route && isUnbound(p.route) ? { ...p, route: null } : p));
  const kinds = ctx.recording.errorKinds(ctx.flavor);
  const facts: Facts = { orgs: new Map(), repos: new Map(), users: new Map(), hooks: new Map() };
  for (const p of parsed) if (p.route) learn(p, p.route, facts, kinds, ctx);
  addTouchedHooks(parsed, facts.hooks, ctx);
  // A repo that answered a plain 404 to one caller but worked for another is private.
  for (const p of parsed) {
    const { route } = p;
    if (route?.scope !== 'repo' || route.id !== undefined || p.exchange.status !== 404) continue;
    const repo = facts.repos.get(repoKey(route));
    if (repo && kinds.notFound(p.response) && repo.admins.size + repo.readers.size > 0) repo.private = true;
  }
  // A repo nobody ever saw (every answer a 404) is left out: it does not exist.
  for (const key of facts.repos.keys()) {
    const seen = parsed.some((p) => p.route && repoKey(p.route) === key && p.exchange.status !== 404);
    if (!seen && facts.repos.get(key)?.admins.size === 0) facts.repos.delete(key);
  }
  return render(facts, ctx);
}

/** What one answer says about its caller, the owner, the repo and its hooks. */
function learn(p: Parsed, route: HookPath, facts: Facts, kinds: ErrorKinds, ctx: InferContext): void {
  const { exchange } = p;
  const status = exchange.status;
  const login = p.token ? `recorded-user-${ctx.tokens.get(p.token.value)?.split('-').pop()}` : null;
  if (login && !facts.users.has(login)) facts.users.set(login, { scopes: new Set(['all']), valid: true });
  const user = login ? facts.users.get(login) : undefined;
  if (
    status === 401 &&
    user &&
    p.token &&
    kinds.unknownToken(p.response, p.token.value, p.token.in === 'query')
  )
    user.valid = false;
  const category = route.scope === 'repo' ? 'repository' : 'organization';
  const level = exchange.method === 'GET' ? 'read' : 'write';
  const denied = status === 403 ? kinds.scopeDenied(p.response, `${level}:${category}`) : null;
  if (user && denied?.tokenScope !== undefined) user.scopes = new Set(denied.tokenScope.split(','));
  else if (user && denied) {
    // Only what the refusal shows: not this level here; the other category left writable.
    user.scopes.delete('all');
    for (const c of ['repository', 'organization']) if (c !== category) user.scopes.add(`write:${c}`);
    if (level === 'write') user.scopes.add(`read:${category}`);
  }
  if (status === 404 && kinds.ownerMissing(p.response)) return;
  // Answers that only come after the admin/owner check passed: success, body validation
  // (400/422), and a missing hook id.
  // An owner read shows the owner to its caller, not the caller's rights over its hooks.
  const passedAdminCheck =
    route.read !== true &&
    (isOk(p) ||
      status === 400 ||
      status === 422 ||
      (status === 404 && route.id !== undefined && kinds.notFound(p.response)));
  const refusedByAdminCheck = status === 403 && kinds.adminRequired(p.response);
  if (route.scope === 'org') {
    const org = facts.orgs.get(route.org) ?? { owners: new Set<string>() };
    facts.orgs.set(route.org, org);
    if (passedAdminCheck && login) org.owners.add(login);
  } else {
    if (!facts.orgs.has(route.owner)) facts.orgs.set(route.owner, { owners: new Set() });
    const key = repoKey(route);
    const repo = facts.repos.get(key) ?? {
      owner: route.owner,
      name: route.repo,
      admins: new Set<string>(),
      readers: new Set<string>(),
      private: false,
      empty: false,
    };
    // Only a test press tells an empty repo; GitHub's words for it are its plain 404's.
    if (status === 404 && route.tests === true && kinds.repoEmpty(p.response)) repo.empty = true;
    if (passedAdminCheck && login) repo.admins.add(login);
    if ((refusedByAdminCheck || (route.read === true && isOk(p))) && login) repo.readers.add(login);
    facts.repos.set(key, repo);
  }
  if (isOk(p) && exchange.method !== 'POST' && route.read !== true) collectHooks(p, route, facts.hooks, ctx);
}

/** Hooks the session only touched by id (a DELETE, a test) existed too; their fields are unknown. */
function addTouchedHooks(parsed: Parsed[], hooks: Map<number, ScenarioHook>, ctx: InferContext): void {
  for (const p of parsed) {
    if (!isOk(p) || !p.route || p.route.id === undefined || !/^\d+$/.test(p.route.id)) continue;
    const id = ctx.mapId(Number(p.route.id));
    if (!ctx.preexisting.has(id) || hooks.has(id)) continue;
    hooks.set(id, {
      ...(p.route.scope === 'repo' ? { repo: repoKey(p.route) } : { org: p.route.org }),
      id,
      config: configShown(parsed, p.route.id, ctx.origin) ?? {
        url: 'https://unknown.recorded.test/hook',
        content_type: 'json',
      },
      created: RECORDED_INSTANT,
      updated: RECORDED_INSTANT,
    });
  }
}

function render(
  facts: Facts,
  ctx: InferContext,
): Pick<Scenario, 'users' | 'orgs' | 'repos' | 'hooks' | 'nextId'> {
  const valid = (login: string) => facts.users.get(login)?.valid === true;
  const placeholderOf = (login: string) => `recorded-token-${login.split('-').pop()}`;
  return {
    users: [...facts.users]
      .filter(([, u]) => u.valid)
      .map(([login, u]) => ({ login, token: placeholderOf(login), scopes: [...u.scopes].sort() })),
    orgs: [...facts.orgs].map(([name, o]) => ({ name, owners: [...o.owners].filter(valid) })),
    repos: [...facts.repos.values()].map((r) => {
      const readers = [...r.readers].filter((l) => valid(l) && !r.admins.has(l));
      return {
        owner: r.owner,
        name: r.name,
        admins: [...r.admins].filter(valid),
        ...(r.private && readers.length ? { readers } : {}),
        ...(r.private ? { private: true } : {}),
        ...(r.empty ? { empty: true } : {}),
      };
    }),
    hooks: [...facts.hooks.entries()].sort(([a], [b]) => a - b).map(([, h]) => h),
    nextId: ctx.preexisting.size + 1,
  };
}
