/**
 * A small reference model of the webhook API, written from the reference behaviour
 * (docs/behaviour.md §1.2, §2, §3, §4, §6, §7.5, §8) and
 * docs/flavors.md's table — not from hookmock's sources. It answers the same operations as the
 * mock over a plain Map, so a model-based test can compare every step.
 */
import type { FlavorName, Scenario } from '../../src/index.js';

// ---- the world the tests run in ----------------------------------------------------------------

export interface ModelUser {
  login: string;
  token: string;
  admin?: boolean;
  scopes?: string[];
}

export const USERS: readonly ModelUser[] = [
  { login: 'root', token: 'root-token', admin: true },
  { login: 'olga', token: 'olga-token' }, // owner of acme and shade
  { login: 'rita', token: 'rita-token' }, // admin of acme/widgets and acme/bare
  { login: 'otto', token: 'otto-token' }, // an outsider
  { login: 'reed', token: 'reed-token', scopes: ['read:repository', 'read:organization'] }, // read-only admin
  { login: 'pat', token: 'pat-token', scopes: ['public-only', 'write:repository', 'write:organization'] },
  { login: 'wanda', token: 'wanda-token', scopes: ['write:repository'] }, // no organization scope
];

export const ORGS = [
  { name: 'acme', owners: ['olga', 'reed'], private: false },
  { name: 'shade', owners: ['olga', 'pat'], private: true },
] as const;

export const REPOS = [
  { owner: 'acme', name: 'widgets', admins: ['rita', 'reed', 'pat', 'wanda'], private: false, empty: false },
  { owner: 'acme', name: 'secret', admins: ['pat'], private: true, empty: false },
  { owner: 'acme', name: 'bare', admins: ['rita'], private: false, empty: true },
  { owner: 'olga', name: 'notes', admins: [] as string[], private: false, empty: false },
] as const;

export const SCENARIO_CLOCK = '2026-01-01T00:00:00Z';

interface SeedHook {
  repo?: string;
  org?: string;
  type?: string;
  active?: boolean;
  events?: string[];
  config: {
    url: string;
    content_type: 'json' | 'form';
    secret?: string;
    channel?: string;
    username?: string;
    icon_url?: string;
    color?: string;
  };
}

/** Seeded hooks, as scenario entries (type "native" = the flavor's own type). */
export const SEED_HOOKS: readonly SeedHook[] = [
  {
    repo: 'acme/widgets',
    active: true,
    events: ['push', 'pull_request'],
    config: { url: 'https://ci.example.test/hook', content_type: 'json', secret: 's3cret' },
  },
  {
    repo: 'acme/widgets',
    type: 'slack',
    active: false,
    events: ['release'],
    config: {
      url: 'https://hooks.slack.example.test/x',
      content_type: 'json',
      channel: '#dev',
      username: 'bot',
    },
  },
  {
    repo: 'acme/secret',
    active: true,
    config: { url: 'https://ci.example.test/secret', content_type: 'form' },
  },
  {
    repo: 'acme/bare',
    active: true,
    events: ['create'],
    config: { url: 'https://ci.example.test/bare', content_type: 'json' },
  },
  {
    repo: 'olga/notes',
    active: false,
    events: ['wiki'],
    config: { url: 'http://127.0.0.1:9/notes', content_type: 'json' },
  },
  {
    org: 'acme',
    active: true,
    events: ['repository'],
    config: { url: 'https://audit.example.test/in', content_type: 'json' },
  },
  {
    org: 'shade',
    active: true,
    events: ['push'],
    config: { url: 'https://audit.example.test/shade', content_type: 'form' },
  },
];

export function scenario(): Scenario {
  return {
    name: 'model',
    clock: SCENARIO_CLOCK,
    seed: 7,
    users: USERS.map((u) => ({ ...u, admin: u.admin ?? false })),
    orgs: ORGS.map((o) => ({ ...o, owners: [...o.owners] })),
    repos: REPOS.map((r) => ({ ...r, admins: [...r.admins] })),
    hooks: SEED_HOOKS.map((h) => structuredClone(h)),
  };
}

// ---- flavors, as the reference describes them ---------------------------------------------------

const NEUTRAL_TYPES = [
  'slack',
  'discord',
  'dingtalk',
  'telegram',
  'msteams',
  'feishu',
  'matrix',
  'wechatwork',
  'packagist',
];
const ISSUE_GROUP = ['issues', 'issue_assign', 'issue_label', 'issue_milestone', 'issue_comment'];
const PR_GROUP = [
  'pull_request',
  'pull_request_assign',
  'pull_request_label',
  'pull_request_milestone',
  'pull_request_comment',
  'pull_request_review',
  'pull_request_review_request',
  'pull_request_sync',
];
/** §3.2: the flags Gitea stores (and reports, in some order). */
const GITEA_FLAGS = [
  'create',
  'delete',
  'fork',
  'push',
  'wiki',
  'repository',
  'release',
  'package',
  'status',
  'workflow_job',
  'workflow_run',
  ...ISSUE_GROUP,
  ...PR_GROUP,
];
/** §8: Forgejo has no status/workflow flags and adds the action_run ones. */
const FORGEJO_FLAGS = [
  ...GITEA_FLAGS.filter((f) => !['status', 'workflow_job', 'workflow_run'].includes(f)),
  'action_run_failure',
  'action_run_recover',
  'action_run_success',
];
/** §3.3: Forgejo's EventCheckers order, each name with the flags that report it. */
const FORGEJO_REPORT: [string, string[]][] = [
  ['create', ['create']],
  ['delete', ['delete']],
  ['fork', ['fork']],
  ['push', ['push']],
  ['issues', ['issues']],
  ['issue_assign', ['issue_assign']],
  ['issue_label', ['issue_label']],
  ['issue_milestone', ['issue_milestone']],
  ['issue_comment', ['issue_comment']],
  ['pull_request', ['pull_request']],
  ['pull_request_assign', ['pull_request_assign']],
  ['pull_request_label', ['pull_request_label']],
  ['pull_request_milestone', ['pull_request_milestone']],
  ['pull_request_comment', ['pull_request_comment']],
  ['pull_request_review_approved', ['pull_request_review']],
  ['pull_request_review_rejected', ['pull_request_review']],
  ['pull_request_review_comment', ['pull_request_comment']],
  ['pull_request_sync', ['pull_request_sync']],
  ['wiki', ['wiki']],
  ['repository', ['repository']],
  ['release', ['release']],
  ['package', ['package']],
  ['pull_request_review_request', ['pull_request_review_request']],
  ['action_run_failure', ['action_run_failure']],
  ['action_run_recover', ['action_run_recover']],
  ['action_run_success', ['action_run_success']],
];
const GROUPS: Record<string, string[]> = {
  issues: ISSUE_GROUP,
  issues_only: ['issues'],
  pull_request: PR_GROUP,
  pull_request_only: ['pull_request'],
};
/** The spec's event kinds (docs/api.md "Event kinds") plus the reference's flag names. */
const SPEC_KNOWN = new Set([
  'push',
  'create',
  'delete',
  'fork',
  'issues',
  'issue_comment',
  'pull_request',
  'pull_request_review',
  'release',
  'repository',
  ...GITEA_FLAGS,
]);

export interface FlavorModel {
  name: FlavorName;
  native: string;
  types: Set<string>;
  /** Which optional create/edit fields are bound (others are unknown keys). */
  binds: { branchFilter: boolean; authorizationHeader: boolean; name: boolean };
  /** PATCH without events resets them (and branch_filter / authorization_header) (§2.2). */
  patchResets: boolean;
  /** Flags a PATCH leaves untouched (Forgejo, §8). */
  patchKeeps: Set<string>;
  orgTestRoute: boolean;
  /** Omitted `page` returns every hook (Forgejo, §6). */
  omittedPageReturnsAll: boolean;
  /** Input event names → stored (a list for spec, a flag set otherwise). */
  store(events: string[]): string[];
  /** Stored → the response's `events`. */
  report(stored: string[]): string[];
  /** Whether `events` are compared as a set (Gitea's order is random, §3.1). */
  unorderedEvents: boolean;
  /** Stored flags, deduplicated in the flavor's order, with no group expansion. */
  normalize(stored: string[]): string[];
}

function flagModel(flags: string[]) {
  const accepted = new Set([...flags, ...Object.keys(GROUPS)]);
  return (events: string[]) => {
    const on = new Set<string>();
    for (const raw of events) {
      const name = raw.toLowerCase();
      if (!accepted.has(name)) continue;
      for (const flag of GROUPS[name] ?? [name]) if (flags.includes(flag)) on.add(flag);
    }
    return flags.filter((f) => on.has(f));
  };
}

/** The Gitea-family flavors the reference model describes (github, gitlab and the Bitbucket flavors have their own tests, test/github, test/gitlab, test/bitbucket, test/bitbucket-dc). */
export type ModelFlavor = Exclude<FlavorName, 'github' | 'gitlab' | 'bitbucket' | 'bitbucket-dc'>;

export const FLAVOR_MODELS: Record<ModelFlavor, FlavorModel> = {
  spec: {
    name: 'spec',
    native: 'native',
    types: new Set(['native', ...NEUTRAL_TYPES]),
    binds: { branchFilter: false, authorizationHeader: false, name: false },
    patchResets: false,
    patchKeeps: new Set(),
    orgTestRoute: true,
    omittedPageReturnsAll: false,
    store: (events) => [...new Set(events.map((e) => e.toLowerCase()).filter((e) => SPEC_KNOWN.has(e)))],
    report: (stored) => [...stored],
    unorderedEvents: false,
    normalize: (stored) => [...new Set(stored)],
  },
  gitea: {
    name: 'gitea',
    native: 'gitea',
    types: new Set(['gitea', 'gogs', ...NEUTRAL_TYPES]),
    binds: { branchFilter: true, authorizationHeader: true, name: true },
    patchResets: true,
    patchKeeps: new Set(),
    orgTestRoute: false,
    omittedPageReturnsAll: false,
    store: flagModel(GITEA_FLAGS),
    report: (stored) => [...stored],
    unorderedEvents: true,
    normalize: (stored) => GITEA_FLAGS.filter((f) => stored.includes(f)),
  },
  forgejo: {
    name: 'forgejo',
    native: 'forgejo',
    types: new Set(['forgejo', 'gitea', 'gogs', ...NEUTRAL_TYPES, 'sourcehut_builds']),
    binds: { branchFilter: true, authorizationHeader: true, name: false },
    patchResets: true,
    patchKeeps: new Set(['package', 'action_run_failure', 'action_run_recover', 'action_run_success']),
    orgTestRoute: false,
    omittedPageReturnsAll: true,
    store: flagModel(FORGEJO_FLAGS),
    report: (stored) =>
      FORGEJO_REPORT.filter(([, needs]) => needs.some((f) => stored.includes(f))).map(([n]) => n),
    unorderedEvents: false,
    normalize: (stored) => FORGEJO_FLAGS.filter((f) => stored.includes(f)),
  },
};

// ---- state ---------------------------------------------------------------------------------------

export interface ModelHook {
  id: number;
  scope: 'repo' | 'org';
  /** `owner/name` or the org name, lower case. */
  where: string;
  type: string;
  active: boolean;
  /** Stored events (see FlavorModel.store). */
  events: string[];
  url: string;
  contentType: string;
  secret: string;
  branchFilter: string;
  authorizationHeader: string;
  name: string;
  slack: { channel: string; username: string; icon_url: string; color: string };
  created: string;
  updated: string;
}

export interface ModelState {
  hooks: Map<number, ModelHook>;
  nextId: number;
  pings: number;
}

/** Go's unicode.IsSpace at either end of a string. */
const GO_EDGE_SPACE =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;
const NO_SLACK = { channel: '', username: '', icon_url: '', color: '' };

export function initialState(flavor: FlavorModel): ModelState {
  const hooks = new Map<number, ModelHook>();
  SEED_HOOKS.forEach((h, i) => {
    const id = i + 1;
    const config = h.config;
    const type = h.type === undefined || h.type === 'native' ? flavor.native : h.type;
    hooks.set(id, {
      id,
      scope: h.repo !== undefined ? 'repo' : 'org',
      where: (h.repo ?? h.org) as string,
      type,
      active: h.active ?? false,
      events: flavor.store(h.events ?? ['push']),
      url: config.url as string,
      contentType: config.content_type ?? 'json',
      secret: config.secret ?? '',
      branchFilter: '',
      authorizationHeader: '',
      name: '',
      slack: {
        channel: config.channel ?? '',
        username: config.username ?? '',
        icon_url: config.icon_url ?? '',
        color: config.color ?? '',
      },
      created: SCENARIO_CLOCK,
      updated: SCENARIO_CLOCK,
    });
  });
  return { hooks, nextId: SEED_HOOKS.length + 1, pings: 0 };
}

// ---- the hook as each flavor returns it (§3) ------------------------------------------------------

function configOf(h: ModelHook): Record<string, string> {
  const config: Record<string, string> = { content_type: h.contentType, url: h.url };
  if (h.type === 'slack') Object.assign(config, h.slack);
  return Object.fromEntries(
    Object.keys(config)
      .sort()
      .map((k) => [k, config[k] as string]),
  );
}

export function hookJson(h: ModelHook, flavor: FlavorModel): Record<string, unknown> {
  const events = flavor.report(h.events);
  if (flavor.name === 'spec') {
    return {
      id: h.id,
      type: h.type,
      active: h.active,
      events,
      config: configOf(h),
      created: h.created,
      updated: h.updated,
    };
  }
  if (flavor.name === 'gitea') {
    return {
      id: h.id,
      name: h.name,
      type: h.type,
      branch_filter: h.branchFilter,
      config: configOf(h),
      events,
      authorization_header: h.authorizationHeader,
      active: h.active,
      updated_at: h.updated,
      created_at: h.created,
    };
  }
  return {
    id: h.id,
    type: h.type,
    branch_filter: h.branchFilter,
    url: h.url,
    config: configOf(h),
    events,
    authorization_header: h.authorizationHeader,
    content_type: h.contentType,
    metadata:
      h.type === 'slack'
        ? {
            channel: h.slack.channel,
            username: h.slack.username,
            icon_url: h.slack.icon_url,
            color: h.slack.color,
          }
        : (FORGEJO_EMPTY_META[h.type] ?? null),
    active: h.active,
    updated_at: h.updated,
    created_at: h.created,
  };
}

// ---- requests ------------------------------------------------------------------------------------

export type Credential =
  | { form: 'none' }
  | { form: 'header-token' | 'header-bearer' | 'query-token' | 'query-access_token' | 'basic'; token: string }
  /** A malformed Authorization header: counts as no credential (§5.1). */
  | { form: 'malformed' };

export type BodySpec =
  | { kind: 'json'; value: unknown }
  /** Sent as is (malformed JSON and the like). */
  | { kind: 'raw'; text: string };

export type Operation =
  | { op: 'list'; page?: string; limit?: string }
  | { op: 'get' | 'delete' | 'test'; id: string }
  | { op: 'create'; body: BodySpec; contentType: 'json' | 'none' | 'text' }
  | { op: 'update'; id: string; body: BodySpec; contentType: 'json' | 'none' | 'text' };

export type Step = Operation & {
  target: { scope: 'repo'; owner: string; repo: string } | { scope: 'org'; org: string };
  credential: Credential;
};

export interface Expected {
  status: number;
  /** The parsed body for successes with a body. */
  body?: unknown;
  totalCount?: number;
  /** Set when the step changes the state (the model's next state). */
  next?: ModelState;
  /** The 404 is the product's unknown-route answer (plain text in gitea/forgejo). */
  unknownRoute?: boolean;
}

interface Principal {
  login: string;
  admin: boolean;
  /** null: every scope. */
  scopes: Set<string> | null;
}

function principalOf(credential: Credential, auth: 'any' | 'strict'): Principal | null | 401 {
  if (credential.form === 'none' || credential.form === 'malformed') return null;
  const user = USERS.find((u) => u.token === credential.token);
  if (user)
    return {
      login: user.login,
      admin: user.admin ?? false,
      scopes: user.scopes ? new Set(user.scopes) : null,
    };
  if (auth === 'strict') return 401;
  return { login: 'admin', admin: true, scopes: null };
}

const lower = (s: string) => s.toLowerCase();
const hasScope = (p: Principal, level: 'read' | 'write', category: string) =>
  !p.scopes ||
  p.scopes.has('all') ||
  p.scopes.has(`write:${category}`) ||
  (level === 'read' && p.scopes.has(`read:${category}`));

/** §1.2 and §4.2: the checks in front of every repo route, in order. */
function authorizeRepo(
  p: Principal | null,
  level: 'read' | 'write',
  owner: string,
  name: string,
): number | (typeof REPOS)[number] {
  if (p && !hasScope(p, level, 'repository')) return 403;
  const org = ORGS.find((o) => o.name === lower(owner));
  if (!org && !USERS.some((u) => u.login === lower(owner))) return 404;
  const repo = REPOS.find((r) => r.owner === lower(owner) && r.name === lower(name));
  const isAdmin =
    !!repo &&
    !!p &&
    (p.admin ||
      (repo.admins as readonly string[]).includes(p.login) ||
      repo.owner === p.login ||
      (!!org && (org.owners as readonly string[]).includes(p.login)));
  if (!repo || (repo.private && !isAdmin)) return 404;
  if (repo.private && p?.scopes?.has('public-only')) return 403;
  if (!p) return 401;
  if (!isAdmin) return 403;
  return repo;
}

function authorizeOrg(
  p: Principal | null,
  level: 'read' | 'write',
  name: string,
): number | (typeof ORGS)[number] {
  if (p && !hasScope(p, level, 'organization')) return 403;
  const org = ORGS.find((o) => o.name === lower(name));
  if (!org) return 404;
  if (org.private && p?.scopes?.has('public-only')) return 403;
  if (!p) return 401;
  if (!p.admin && !(org.owners as readonly string[]).includes(p.login)) return 403;
  return org;
}

/** Go's ParseInt for a path id: anything but a positive int64 is 0, so a 404 (§4.2). */
function idOf(raw: string): number {
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
}

// ---- body binding (§2.4 step 1) ------------------------------------------------------------------

type Bound = Record<string, unknown>;
type GoType = 'string' | 'bool' | '[]string' | 'map';

function structOf(flavor: FlavorModel, op: 'create' | 'update'): Record<string, GoType> {
  const fields: Record<string, GoType> = { config: 'map', events: '[]string', active: 'bool' };
  if (op === 'create') fields.type = 'string';
  if (flavor.binds.branchFilter) fields.branch_filter = 'string';
  if (flavor.binds.authorizationHeader) fields.authorization_header = 'string';
  if (flavor.binds.name) fields.name = 'string';
  return fields;
}

function fitsType(value: unknown, type: GoType): boolean {
  if (type === 'string') return typeof value === 'string';
  if (type === 'bool') return typeof value === 'boolean';
  if (type === '[]string')
    return Array.isArray(value) && value.every((v) => v === null || typeof v === 'string');
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => v === null || typeof v === 'string')
  );
}

/** Decoding like Go's encoding/json into the option struct; a number is the 422. */
function bind(
  flavor: FlavorModel,
  op: 'create' | 'update',
  body: BodySpec,
  contentType: string,
): Bound | 422 {
  if (contentType === 'text') return 422; // Unsupported Content-Type
  if (contentType === 'none') return op === 'create' ? 422 : {}; // PATCH without one: a form, no fields
  let value: unknown;
  if (body.kind === 'raw') {
    if (body.text.trim() === '') return {};
    try {
      value = JSON.parse(body.text);
    } catch {
      return 422;
    }
  } else value = body.value;
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return 422;
  const struct = structOf(flavor, op);
  const out: Bound = {};
  for (const [rawKey, v] of Object.entries(value as Record<string, unknown>)) {
    // Go matches a key to a field exactly first, then case-insensitively.
    const key = rawKey in struct ? rawKey : Object.keys(struct).find((f) => f === rawKey.toLowerCase());
    const type = key === undefined ? undefined : struct[key];
    if (key === undefined) continue;
    if (!type || v === null) continue;
    if (!fitsType(v, type)) return 422;
    if (type === '[]string') out[key] = (v as (string | null)[]).map((e) => e ?? '');
    else if (type === 'map')
      out[key] = Object.fromEntries(Object.entries(v as object).map(([k, e]) => [k, e ?? '']));
    else out[key] = v;
  }
  return out;
}

/** gobwas glob compilation fails on an unclosed `[` or `{` or a trailing `\`. */
function globCompiles(pattern: string): boolean {
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      if (i + 1 >= pattern.length) return false;
      i++;
    } else if (c === '[') {
      const close = pattern.indexOf(']', i + 1);
      if (close < 0) return false;
      i = close;
    } else if (c === '{') depth++;
    else if (c === '}' && depth > 0) depth--;
  }
  return depth === 0;
}

/** The binder's struct-tag rules (Required, GlobPattern, MaxSize), create and edit alike. */
function bindingRules(bound: Bound, op: 'create' | 'update'): 422 | null {
  if (op === 'create' && !bound.type) return 422;
  if (op === 'create' && bound.config === undefined) return 422;
  if (
    typeof bound.branch_filter === 'string' &&
    bound.branch_filter !== '' &&
    !globCompiles(bound.branch_filter)
  )
    return 422;
  if (typeof bound.name === 'string' && [...bound.name].length > 255) return 422;
  return null;
}

/** Gitea's IsValidURL (§2.4): ParseRequestURI, http(s), numeric port. Enough for our URL list. */
/**
 * Gitea's IsValidURL, modelled independently from Go's rules: no control bytes; an http(s)
 * scheme; a rootless rest is an opaque URL (valid); after `//` the authority's port, from the
 * first colon of the host, is digits; `%` starts two hex digits outside the query.
 */
export function validUrl(raw: string): boolean {
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):([^]*)$/.exec(raw);
  if (!m || !/^https?$/i.test(m[1] as string)) return false;
  const rest = (m[2] as string).split('?')[0] as string;
  if (/%(?![0-9a-fA-F]{2})/.test(rest)) return false;
  if (!rest.startsWith('//')) return true;
  const authority = rest.slice(2).split('/')[0] as string;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (/[^A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"%\u0080-\uffff]/.test(host)) return false;
  const colon = host.indexOf(':');
  return colon < 0 || /^:\d*$/.test(host.slice(colon));
}

const SLACK_CHANNEL = /^#?[a-z0-9_-]{1,80}$/;

function eventsOnCreate(flavor: FlavorModel, events: string[] | undefined): string[] {
  return flavor.store(events && events.length > 0 ? events : ['push']);
}

// ---- the model's answer to one step --------------------------------------------------------------

export function expect_(
  state: ModelState,
  step: Step,
  flavor: FlavorModel,
  auth: 'any' | 'strict',
  now: string,
): Expected {
  // Unknown route: no org /tests outside the spec flavor, before any credential check.
  if (step.op === 'test' && step.target.scope === 'org' && !flavor.orgTestRoute)
    return { status: 404, unknownRoute: true };
  const principal = principalOf(step.credential, auth);
  if (principal === 401) return { status: 401 };
  const level = step.op === 'list' || step.op === 'get' ? 'read' : 'write';
  const t = step.target;
  const owner =
    t.scope === 'repo'
      ? authorizeRepo(principal, level, t.owner, t.repo)
      : authorizeOrg(principal, level, t.org);
  if (typeof owner === 'number') return { status: owner };
  const where = t.scope === 'repo' ? `${lower(t.owner)}/${lower(t.repo)}` : lower(t.org);
  const inScope = (h: ModelHook) => h.scope === t.scope && h.where === where;
  const find = (raw: string) => {
    const hook = state.hooks.get(idOf(raw));
    return hook && inScope(hook) ? hook : undefined;
  };
  const clone = (): ModelState => ({ hooks: new Map(state.hooks), nextId: state.nextId, pings: state.pings });

  switch (step.op) {
    case 'list': {
      const all = [...state.hooks.values()].filter(inScope).sort((a, b) => a.id - b.id);
      const formInt = (v: string | undefined) => (v !== undefined && /^[+-]?\d+$/.test(v) ? Number(v) : 0);
      const rawLimit = formInt(step.limit);
      const limit = rawLimit <= 0 ? 30 : Math.min(rawLimit, 50);
      const page = formInt(step.page);
      const items =
        flavor.omittedPageReturnsAll && page < 1
          ? all
          : all.slice((Math.max(page, 1) - 1) * limit, Math.max(page, 1) * limit);
      return { status: 200, body: items.map((h) => hookJson(h, flavor)), totalCount: all.length };
    }
    case 'get': {
      const hook = find(step.id);
      return hook ? { status: 200, body: hookJson(hook, flavor) } : { status: 404 };
    }
    case 'delete': {
      const hook = find(step.id);
      if (!hook) return { status: 404 };
      const next = clone();
      next.hooks.delete(hook.id);
      return { status: 204, next };
    }
    case 'test': {
      if (t.scope === 'repo' && (owner as (typeof REPOS)[number]).empty) return { status: 404 };
      if (!find(step.id)) return { status: 404 };
      const next = clone();
      next.pings += 1;
      return { status: 204, next };
    }
    case 'create': {
      const bound = bind(flavor, 'create', step.body, step.contentType);
      if (bound === 422) return { status: 422 };
      if (bindingRules(bound, 'create')) return { status: 422 };
      const type = bound.type as string;
      const config = bound.config as Record<string, string>;
      if (!flavor.types.has(type)) return { status: 422 };
      if (!('url' in config) || !('content_type' in config)) return { status: 422 };
      if (config.content_type !== 'json' && config.content_type !== 'form') return { status: 422 };
      if (!validUrl(config.url as string)) return { status: 422 };
      // addHook: a missing key is 422; the value is trimmed (Go's TrimSpace set), then checked.
      const channel = (config.channel ?? '').replace(GO_EDGE_SPACE, '');
      if (type === 'slack' && !('channel' in config)) return { status: 422 };
      if (type === 'slack' && !SLACK_CHANNEL.test(channel)) return { status: 400 };
      const hook: ModelHook = {
        id: state.nextId,
        scope: t.scope,
        where,
        type,
        active: bound.active === true,
        events: eventsOnCreate(flavor, bound.events as string[] | undefined),
        url: config.url as string,
        contentType: config.content_type,
        secret: config.secret ?? '',
        branchFilter: (bound.branch_filter as string | undefined) ?? '',
        authorizationHeader: (bound.authorization_header as string | undefined) ?? '',
        name: ((bound.name as string | undefined) ?? '').trim(),
        slack:
          type === 'slack'
            ? {
                channel,
                username: config.username ?? '',
                icon_url: config.icon_url ?? '',
                color: config.color ?? '',
              }
            : { ...NO_SLACK },
        created: now,
        updated: now,
      };
      const next = clone();
      next.hooks.set(hook.id, hook);
      next.nextId += 1;
      return { status: 201, body: hookJson(hook, flavor), next };
    }
    case 'update': {
      // bind() is middleware: its 422s come before the handler looks the hook up (§1.2 step 6).
      const bound = bind(flavor, 'update', step.body, step.contentType);
      if (bound === 422) return { status: 422 };
      if (bindingRules(bound, 'update')) return { status: 422 };
      const hook = find(step.id);
      if (!hook) return { status: 404 };
      const changed: ModelHook = { ...hook, slack: { ...hook.slack }, updated: now };
      const config = bound.config as Record<string, string> | undefined;
      if (config) {
        if ('url' in config) {
          if (!validUrl(config.url as string)) return { status: 422 };
          changed.url = config.url as string;
        }
        if ('content_type' in config) {
          if (config.content_type !== 'json' && config.content_type !== 'form') return { status: 422 };
          changed.contentType = config.content_type;
        }
        if (hook.type === 'slack' && 'channel' in config) {
          changed.slack = {
            channel: config.channel ?? '',
            username: config.username ?? '',
            icon_url: config.icon_url ?? '',
            color: config.color ?? '',
          };
        }
      }
      const events = bound.events as string[] | undefined;
      if (events !== undefined || flavor.patchResets) {
        const stored = eventsOnCreate(flavor, events);
        changed.events =
          flavor.patchKeeps.size === 0
            ? stored
            : flavor.normalize([
                ...stored.filter((f) => !flavor.patchKeeps.has(f)),
                ...hook.events.filter((f) => flavor.patchKeeps.has(f)),
              ]);
      }
      if (flavor.binds.branchFilter && (bound.branch_filter !== undefined || flavor.patchResets))
        changed.branchFilter = (bound.branch_filter as string | undefined) ?? '';
      if (
        flavor.binds.authorizationHeader &&
        (bound.authorization_header !== undefined || flavor.patchResets)
      )
        changed.authorizationHeader = (bound.authorization_header as string | undefined) ?? '';
      if (typeof bound.active === 'boolean') changed.active = bound.active;
      if (flavor.binds.name && typeof bound.name === 'string') changed.name = bound.name.trim();
      const next = clone();
      next.hooks.set(hook.id, changed);
      return { status: 200, body: hookJson(changed, flavor), next };
    }
  }
}

/** Forgejo's typed metadata of API-created hooks: the type's meta struct at zero values. */
const FORGEJO_EMPTY_META: Record<string, object> = {
  discord: { username: '', icon_url: '' },
  telegram: { bot_token: '', chat_id: '', thread_id: '' },
  matrix: { homeserver_url: '', room_id: '', message_type: 0 },
  packagist: { username: '', api_token: '', package_url: '' },
  sourcehut_builds: { manifest_path: '', visibility: '', secrets: false },
};
