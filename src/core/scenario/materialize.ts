import type { Flavor } from '../contract/flavor.js';
import { timestamp } from '../util/timestamp.js';
import { isValidHookUrl } from '../hooks/valid-url.js';
import { ALL_SCOPES } from '../auth/principal.js';
import type { HookRecord, OrgRecord, RepoRecord, UserRecord } from '../state/database.js';
import type { StateData } from '../state/state-data.js';
import { generateWorld } from './generate.js';
import { storedMeta } from './stored-meta.js';
import { throwProblems } from './scenario-error.js';
import { Problems } from './problems.js';
import { Names } from './scenario-names.js';
import { listIds } from './list-ids.js';
import { didYouMean } from '../util/nearest.js';
import { flavorHint } from '../hooks/type-hint.js';
import { materializeSections } from './materialize-sections.js';
import { productOf } from '../flavors/index.js';
import { listEvents, subscriptionFor } from '../events/event-vocabulary.js';
import type { MadeSection } from './scenario-section.js';
import type { ParsedScenario, ScenarioHook, ScenarioOrg, ScenarioRepo, ScenarioUser } from './schema.js';

/** Timestamps of seeded hooks when a scenario sets no clock: fixed, so data stays reproducible. */
export const DEFAULT_EPOCH = '2026-01-01T00:00:00Z';

/**
 * Turns a validated scenario into plain state for one flavor: ids assigned, generated data
 * appended, names cross-checked, types and events checked against the flavor. Every problem is
 * a ScenarioError naming every field that is wrong.
 */
export function materialize(scenario: ParsedScenario, flavor: Flavor, source: string): MaterializedState {
  const problems = new Problems();
  const { fail } = problems;
  const generated = generateWorld(scenario);
  const usersIn = [...(scenario.users ?? []), ...generated.users];
  const orgsIn = [...(scenario.orgs ?? []), ...generated.orgs];
  const reposIn = [...(scenario.repos ?? []), ...generated.repos];
  const hooksIn = [...(scenario.hooks ?? []), ...generated.hooks];
  const epoch = scenario.clock ? normalizeTime(scenario.clock) : DEFAULT_EPOCH;

  const names = new Names(problems);
  const users = userRecords(usersIn, names);
  const orgs = orgRecords(orgsIn, orgIdsOf(orgsIn, flavor, users.length, problems), names);
  const repos = repoRecords(reposIn, listIds(reposIn, 1, 'repos', problems), names);

  // Name → id maps: a large scenario has thousands of hooks over hundreds of repos.
  const repoIds = new Map(repos.map((r) => [`${r.owner}/${r.name}`.toLowerCase(), r.id]));
  const orgIds = new Map(orgs.map((o) => [o.name.toLowerCase(), o.id]));
  const hookIds = listIds(hooksIn, scenario.nextId ?? 1, 'hooks', problems);
  const hooks = problems.each(hooksIn, (h, i) => {
    const id = hookIds[i] ?? i + 1;
    const field = (name: string) => `hooks[${i}].${name}`;
    const scope = h.repo !== undefined ? ('repo' as const) : ('org' as const);
    const scopeId =
      h.repo !== undefined
        ? (repoIds.get(h.repo.toLowerCase()) ??
          fail(field('repo'), `a listed repo ("${h.repo}" is not one)${didYouMean(h.repo, repoIds.keys())}`))
        : (orgIds.get((h.org ?? '').toLowerCase()) ??
          fail(
            field('org'),
            `a listed org ("${h.org}" is not one)${didYouMean(h.org ?? '', orgIds.keys())}`,
          ));
    return hookRecord(h, { id, scope, scopeId, epoch, flavor, field, fail });
  });
  const maxId = hooks.reduce((m, h) => Math.max(m, h.id), 0);
  const nextId = Math.max(maxId + 1, scenario.nextId ?? 1);
  const world = { flavor, names, repos, hookIds: new Set(hooks.map((h) => h.id)), nextId, epoch };
  const made = materializeSections(scenario, world, problems);
  throwProblems(source, problems.list);
  return { users, orgs, repos, hooks, nextId: made.nextId, sections: made.sections };
}

/**
 * A scenario's state: the Store's records, and the product's own sections (`Product.scenario`:
 * GitHub's apps), which its services keep beside the Store.
 */
export interface MaterializedState extends StateData {
  readonly sections: readonly MadeSection[];
}

function userRecords(usersIn: readonly ScenarioUser[], names: Names): UserRecord[] {
  const tokens = new Set<string>();
  return names.problems.each(usersIn, (u, i) => {
    names.claim(u.login, `users[${i}].login`, true);
    if (u.token !== undefined) {
      if (tokens.has(u.token)) names.fail(`users[${i}].token`, 'a token no other user has');
      tokens.add(u.token);
    }
    return {
      id: i + 1,
      login: u.login,
      fullName: u.full_name ?? '',
      email: u.email ?? `${u.login}@example.test`,
      token: u.token ?? '',
      admin: u.admin ?? false,
      scopes: u.scopes ?? [...ALL_SCOPES],
      visibility: u.visibility ?? 'public',
    };
  });
}

/**
 * Org ids: where the product numbers groups apart (GitLab, `Flavor.orgIds` 'own'), an org's own
 * `id`, else 1, 2, … in list order; where orgs share the users' id space (Gitea, Forgejo,
 * GitHub), after the users' ids in list order — an org's `id` is checked but not used there, so
 * that it cannot take a user's id (docs/reference/scenario-format.md).
 */
function orgIdsOf(orgsIn: readonly ScenarioOrg[], flavor: Flavor, userCount: number, problems: Problems) {
  const own = listIds(orgsIn, 1, 'orgs', problems);
  return flavor.orgIds === 'own' ? own : orgsIn.map((_o, i) => userCount + i + 1);
}

function orgRecords(orgsIn: readonly ScenarioOrg[], ids: readonly number[], names: Names): OrgRecord[] {
  return names.problems.each(orgsIn, (o, i) => {
    names.claim(o.name, `orgs[${i}].name`, false);
    names.requireUsers(o.owners, `orgs[${i}].owners`);
    names.requireUsers(o.members, `orgs[${i}].members`);
    const visibility = o.visibility ?? (o.private ? 'private' : 'public');
    return {
      id: ids[i] ?? i + 1,
      name: o.name,
      fullName: o.full_name ?? '',
      description: o.description ?? '',
      owners: o.owners ?? [],
      members: o.members ?? [],
      visibility,
      private: visibility === 'private',
      key: o.key ?? '',
    };
  });
}

function repoRecords(reposIn: readonly ScenarioRepo[], ids: readonly number[], names: Names): RepoRecord[] {
  const repoKeys = new Set<string>();
  return names.problems.each(reposIn, (r, i) => {
    if (!names.isAccount(r.owner))
      names.fail(
        `repos[${i}].owner`,
        `a listed user or org ("${r.owner}" is neither)${didYouMean(r.owner, names.all())}`,
      );
    const key = `${r.owner}/${r.name}`.toLowerCase();
    if (repoKeys.has(key))
      names.fail(`repos[${i}].name`, `a unique repo ("${r.owner}/${r.name}" is listed twice)`);
    repoKeys.add(key);
    names.requireUsers(r.admins, `repos[${i}].admins`);
    names.requireUsers(r.readers, `repos[${i}].readers`);
    return {
      id: ids[i] ?? i + 1,
      owner: r.owner,
      name: r.name,
      description: r.description ?? '',
      admins: r.admins ?? [],
      readers: r.readers ?? [],
      private: r.private ?? false,
      empty: r.empty ?? false,
      defaultBranch: r.default_branch ?? 'main',
    };
  });
}

interface HookContext {
  id: number;
  scope: 'repo' | 'org';
  scopeId: number;
  epoch: string;
  flavor: Flavor;
  field: (name: string) => string;
  fail: (field: string, expected: string) => never;
}

function hookRecord(h: ScenarioHook, c: HookContext): HookRecord {
  const { flavor, field, fail } = c;
  const type = h.type === undefined || h.type === 'native' ? flavor.nativeType : h.type;
  if (!flavor.types.has(type)) {
    fail(
      field('type'),
      `a hook type of the ${flavor.name} flavor (${[...flavor.types].join(', ')}), got "${type}"${hintOf(flavor, type)}`,
    );
  }
  if (!isValidHookUrl(h.config.url)) fail(field('config.url'), `an http(s) URL, got "${h.config.url}"`);
  if (type === 'slack' && !h.config.channel) fail(field('config.channel'), 'a channel for a slack hook');
  const events = (h.events ?? ['push']).map((e, j) => {
    const name = eventName(flavor, e);
    return (
      name ??
      fail(
        field(`events[${j}]`),
        `an event name the ${flavor.name} flavor knows, got "${e}"${didYouMean(e, flavor.events.accepted)}`,
      )
    );
  });
  return {
    id: c.id,
    scope: c.scope,
    scopeId: c.scopeId,
    type,
    // Where the product has no on/off flag, an inactive hook is stored on, in its own off state.
    active: h.active === true || flavor.hookSettings?.inactive !== undefined,
    events: flavor.events.store(events),
    url: h.config.url,
    contentType: h.config.content_type ?? 'json',
    secret: h.config.secret ?? '',
    branchFilter: h.branch_filter ?? '',
    authorizationHeader: h.authorization_header ?? '',
    name: h.name ?? '',
    isSystemWebhook: false,
    slack: {
      channel: h.config.channel ?? '',
      username: h.config.username ?? '',
      iconUrl: h.config.icon_url ?? '',
      color: h.config.color ?? '',
    },
    meta: storedMeta(type, h, flavor),
    created: h.created ? normalizeTime(h.created) : c.epoch,
    updated: h.updated ? normalizeTime(h.updated) : h.created ? normalizeTime(h.created) : c.epoch,
  };
}

function normalizeTime(iso: string): string {
  return timestamp(new Date(iso));
}

/**
 * An event name as the flavor knows it, case-insensitively. Gitea's pseudo-names `issues_only`
 * and `pull_request_only` mean the plain event where a flavor has no groups, so a snapshot of one
 * flavor loads in the others.
 */
function eventName(flavor: Flavor, name: string): string | undefined {
  const lower = name.toLowerCase();
  const { accepted } = flavor.events;
  const plain = lower.replace(/_only$/, '');
  if (plain !== lower && accepted.has(plain) && !accepted.has(lower)) return plain;
  // Any name the event goes by in the product (`hookmock events`), as `listen --events` takes it.
  return subscriptionFor(listEvents(productOf(flavor).catalog, flavor.delivery), accepted, name);
}

/** The spec flavor's hint for a product's hook type, as a trailing clause. */
function hintOf(flavor: Flavor, type: string): string {
  const hint = flavorHint(flavor, type);
  return hint ? ` (${hint})` : '';
}
