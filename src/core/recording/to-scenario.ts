import type { Flavor } from '../flavors/flavor.js';
import { credentialOf } from '../http/credentials.js';
import { hookPathOf } from '../routing/hook-routes.js';
import type { HookPath as Route } from '../routing/hook-routes.js';
import type { Scenario, ScenarioHook } from '../scenario/schema.js';
import type { Exchange, Step } from './exchange.js';
import { KEPT_RESPONSE_HEADERS } from './exchange.js';
import { RECORDED_INSTANT, REDACTED, normalizeValue, replaceOrigin } from './normalize-values.js';

export interface RecordingOptions {
  /** The upstream's origin, replaced everywhere by the recorded one. */
  upstreamOrigin: string;
  basePath: string;
  flavor: Flavor;
  name?: string;
  description?: string;
}

/** Hook ids that never existed upstream map far above anything a mock will hand out. */
const MISSING_ID_BASE = 1_000_000;
export const TOKEN_PLACEHOLDER = (n: number) => `recorded-token-${n}`;

interface Parsed {
  exchange: Exchange;
  route: Route | null;
  token: { value: string; in: 'header' | 'query' } | null;
  request: unknown;
  response: unknown;
}

/**
 * A recorded session as a scenario file: the initial state it implies (orgs, repos, users with
 * the rights they showed, hooks that existed before) plus the exchanges as `steps`, normalized
 * in the manner of octokit/fixtures (README "Recorded scenarios"): ids remapped consistently,
 * timestamps fixed, the upstream host replaced, volatile headers dropped, and no token, secret
 * or authorization header left anywhere in the file.
 */
export function toRecordedScenario(exchanges: readonly Exchange[], options: RecordingOptions): Scenario {
  const parsed = exchanges.map((exchange) => parseExchange(exchange, options.basePath));
  const tokens = new Map<string, string>();
  for (const p of parsed)
    if (p.token && !tokens.has(p.token.value)) tokens.set(p.token.value, TOKEN_PLACEHOLDER(tokens.size + 1));
  const { map: ids, preexisting } = remapIds(parsed);
  const origin = options.upstreamOrigin.replace(/\/+$/, '');
  const mapId = (id: number) => ids.get(id) ?? id;

  const steps: Step[] = parsed.map((p) => toStep(p, { origin, mapId, tokens }));
  const state = inferState(parsed, { tokens, mapId, origin, flavor: options.flavor, preexisting });
  const scenario: Scenario = {
    ...(options.name ? { name: options.name } : {}),
    description:
      options.description ??
      'Recorded through hookmock record; tokens, secrets and authorization headers redacted.',
    clock: RECORDED_INSTANT,
    seed: 1,
    ...state,
    steps,
  };
  // The net under the rules: no credential or secret value may survive anywhere in the file.
  return scrub(scenario, secretsOf(parsed), tokens);
}

function parseExchange(exchange: Exchange, basePath: string): Parsed {
  const url = new URL(`http://x${exchange.path}`);
  for (const [k, v] of exchange.query) url.searchParams.append(k, v);
  const credential = credentialOf({
    method: exchange.method,
    url,
    header: (name) => (name.toLowerCase() === 'authorization' ? exchange.authorization : null),
    body: '',
  });
  const rest = exchange.path.startsWith(`${basePath}/`) ? exchange.path.slice(basePath.length) : null;
  return {
    exchange,
    route: rest === null ? null : hookPathOf(rest),
    token: credential ? { value: credential.token, in: credential.viaQuery ? 'query' : 'header' } : null,
    request: parseJson(exchange.requestBody),
    response: parseJson(exchange.responseBody),
  };
}

/** Pre-existing hooks get 1…k by ascending real id, created ones k+1… in creation order. */
function remapIds(parsed: Parsed[]): { map: Map<number, number>; preexisting: Set<number> } {
  const created: number[] = [];
  const existing = new Set<number>();
  const mentioned = new Set<number>();
  for (const p of parsed) {
    const pathId = p.route?.id !== undefined && /^\d+$/.test(p.route.id) ? Number(p.route.id) : undefined;
    if (pathId !== undefined) mentioned.add(pathId);
    const ok = p.exchange.status >= 200 && p.exchange.status < 300;
    if (!ok) continue;
    const isCreate = p.exchange.method === 'POST' && p.route && p.route.id === undefined;
    for (const id of hookIdsIn(p.response)) {
      if (isCreate) created.push(id);
      else existing.add(id);
    }
    if (pathId !== undefined) existing.add(pathId);
  }
  const map = new Map<number, number>();
  const pre = [...existing].filter((id) => !created.includes(id)).sort((a, b) => a - b);
  for (const id of pre) map.set(id, map.size + 1);
  const preexisting = new Set(map.values());
  for (const id of created) if (!map.has(id)) map.set(id, map.size + 1);
  let missing = MISSING_ID_BASE;
  for (const id of [...mentioned].sort((a, b) => a - b)) if (!map.has(id)) map.set(id, ++missing);
  return { map, preexisting };
}

function hookIdsIn(body: unknown): number[] {
  const hooks = Array.isArray(body) ? body : body && typeof body === 'object' ? [body] : [];
  return hooks
    .filter((h) => h && typeof h === 'object' && typeof h.id === 'number' && 'config' in h)
    .map((h) => h.id as number);
}

interface StepContext {
  origin: string;
  mapId: (id: number) => number;
  tokens: Map<string, string>;
}

function toStep(p: Parsed, { origin, mapId, tokens }: StepContext): Step {
  const { exchange } = p;
  const path =
    p.route?.id !== undefined && /^\d+$/.test(p.route.id)
      ? exchange.path.replace(
          new RegExp(`/hooks/${p.route.id}(?=/|$)`),
          `/hooks/${mapId(Number(p.route.id))}`,
        )
      : exchange.path;
  const query = Object.fromEntries(exchange.query.filter(([k]) => k !== 'token' && k !== 'access_token'));
  const headers: Record<string, string> = {};
  for (const name of KEPT_RESPONSE_HEADERS) {
    const value = exchange.responseHeaders[name];
    if (value !== undefined) headers[name] = replaceOrigin(value, origin);
  }
  const normalize = (value: unknown) => normalizeValue(value, { origin, mapId });
  return {
    request: {
      method: exchange.method as Step['request']['method'],
      path,
      ...(Object.keys(query).length ? { query } : {}),
      token: p.token ? (tokens.get(p.token.value) as string) : null,
      ...(p.token?.in === 'query' ? { tokenIn: 'query' as const } : {}),
      ...(exchange.contentType ? { contentType: exchange.contentType } : {}),
      ...(exchange.requestBody !== '' ? { body: normalize(p.request) } : {}),
    },
    response: {
      status: exchange.status,
      ...(Object.keys(headers).length ? { headers } : {}),
      ...(exchange.responseBody !== '' ? { body: normalize(p.response) } : {}),
    },
  };
}

interface InferContext {
  tokens: Map<string, string>;
  mapId: (id: number) => number;
  origin: string;
  flavor: Flavor;
  /** Fake ids of the hooks that existed before the session. */
  preexisting: Set<number>;
}

/** The state the session implies, with rights taken from what each token was allowed to do. */
function inferState(
  parsed: Parsed[],
  ctx: InferContext,
): Pick<Scenario, 'users' | 'orgs' | 'repos' | 'hooks' | 'nextId'> {
  const orgs = new Map<string, { owners: Set<string> }>();
  const repos = new Map<
    string,
    { owner: string; name: string; admins: Set<string>; private: boolean; empty: boolean }
  >();
  const users = new Map<string, { scopes: Set<string>; valid: boolean }>();
  const hooks = new Map<number, ScenarioHook>();
  const message = (p: Parsed) => (p.response as { message?: string } | null)?.message ?? '';
  for (const p of parsed) {
    const { route, exchange } = p;
    if (!route) continue;
    const login = p.token
      ? `recorded-user-${(ctx.tokens.get(p.token.value) as string).split('-').pop()}`
      : null;
    if (login && !users.has(login)) users.set(login, { scopes: new Set(['all']), valid: true });
    const user = login ? users.get(login) : undefined;
    if (exchange.status === 401 && user && p.token && /invalid username|does not exist/.test(message(p)))
      user.valid = false;
    const ownerMissing = exchange.status === 404 && /^Get(User|Org)ByName$/.test(message(p));
    const ok = exchange.status >= 200 && exchange.status < 300;
    // Answers that only come after the admin/owner check passed (reference §1.2): success,
    // body validation (400/422), and a missing hook id.
    const passedAdminCheck =
      ok ||
      exchange.status === 400 ||
      exchange.status === 422 ||
      (exchange.status === 404 && route.id !== undefined && message(p) === 'not found');
    const scopeDenied = /required scope/.exec(message(p))
      ? exchange.method === 'GET'
        ? 'read'
        : 'write'
      : null;
    const category = route.scope === 'repo' ? 'repository' : 'organization';
    if (user && scopeDenied) {
      user.scopes.delete('all');
      for (const c of ['repository', 'organization']) if (c !== category) user.scopes.add(`write:${c}`);
      if (scopeDenied === 'write') user.scopes.add(`read:${category}`);
    }
    if (route.scope === 'org') {
      if (ownerMissing) continue;
      const org = orgs.get(route.org) ?? { owners: new Set<string>() };
      orgs.set(route.org, org);
      if (passedAdminCheck && login) org.owners.add(login);
    } else {
      if (ownerMissing) continue;
      if (!orgs.has(route.owner)) orgs.set(route.owner, { owners: new Set() });
      const key = `${route.owner}/${route.repo}`;
      const repo = repos.get(key) ?? {
        owner: route.owner,
        name: route.repo,
        admins: new Set<string>(),
        private: false,
        empty: false,
      };
      if (exchange.status === 404 && message(p) === 'repository is empty') repo.empty = true;
      if (passedAdminCheck && login) repo.admins.add(login);
      repos.set(key, repo);
    }
    if (ok && exchange.method !== 'POST') collectHooks(p, route, hooks, ctx);
  }
  // Hooks the session only touched by id (a DELETE, a test) existed too; their fields are unknown.
  for (const p of parsed) {
    const ok = p.exchange.status >= 200 && p.exchange.status < 300;
    if (!ok || !p.route || p.route.id === undefined || !/^\d+$/.test(p.route.id)) continue;
    const id = ctx.mapId(Number(p.route.id));
    if (!ctx.preexisting.has(id) || hooks.has(id)) continue;
    hooks.set(id, {
      ...(p.route.scope === 'repo' ? { repo: `${p.route.owner}/${p.route.repo}` } : { org: p.route.org }),
      id,
      config: { url: 'https://unknown.recorded.test/hook', content_type: 'json' },
      created: RECORDED_INSTANT,
      updated: RECORDED_INSTANT,
    });
  }
  // A repo that answered 404 to one caller but worked for another is private.
  for (const p of parsed) {
    if (
      p.route?.scope !== 'repo' ||
      p.exchange.status !== 404 ||
      message(p) !== 'not found' ||
      p.route.id !== undefined
    )
      continue;
    const repo = repos.get(`${p.route.owner}/${p.route.repo}`);
    if (repo && repo.admins.size > 0) repo.private = true;
  }
  for (const [key, repo] of repos)
    if (
      repo.admins.size === 0 &&
      !parsed.some(
        (p) =>
          p.route?.scope === 'repo' &&
          `${p.route.owner}/${p.route.repo}` === key &&
          p.exchange.status !== 404,
      )
    )
      repos.delete(key);
  const validUsers = [...users].filter(([, u]) => u.valid);
  const placeholderOf = (login: string) => `recorded-token-${login.split('-').pop()}`;
  const orderedHooks = [...hooks.entries()].sort(([a], [b]) => a - b).map(([, h]) => h);
  return {
    users: validUsers.map(([login, u]) => ({
      login,
      token: placeholderOf(login),
      scopes: [...u.scopes].sort(),
    })),
    orgs: [...orgs].map(([name, o]) => ({ name, owners: [...o.owners].filter((l) => users.get(l)?.valid) })),
    repos: [...repos.values()].map((r) => ({
      owner: r.owner,
      name: r.name,
      admins: [...r.admins].filter((l) => users.get(l)?.valid),
      ...(r.private ? { private: true } : {}),
      ...(r.empty ? { empty: true } : {}),
    })),
    hooks: orderedHooks,
    nextId: ctx.preexisting.size + 1,
  };
}

/** Hooks that existed before the session, as the first successful answer showed them. */
function collectHooks(p: Parsed, route: Route, hooks: Map<number, ScenarioHook>, ctx: InferContext): void {
  const list = Array.isArray(p.response)
    ? p.response
    : p.response && typeof p.response === 'object'
      ? [p.response]
      : [];
  for (const raw of list as Record<string, unknown>[]) {
    if (typeof raw?.id !== 'number' || !raw.config) continue;
    const id = ctx.mapId(raw.id);
    if (hooks.has(id) || !ctx.preexisting.has(id)) continue;
    const config = raw.config as Record<string, string>;
    const type = String(raw.type);
    const reported = Array.isArray(raw.events) ? (raw.events as string[]) : ['push'];
    hooks.set(id, {
      ...(route.scope === 'repo' ? { repo: `${route.owner}/${route.repo}` } : { org: route.org }),
      id,
      type: type === ctx.flavor.nativeType ? 'native' : type,
      active: raw.active === true,
      events: ctx.flavor.events.toInput(ctx.flavor.events.fromReport(reported)),
      config: {
        url: replaceOrigin(config.url ?? '', ctx.origin),
        content_type: (config.content_type as 'json' | 'form') ?? 'json',
      },
      ...(typeof raw.branch_filter === 'string' && raw.branch_filter
        ? { branch_filter: raw.branch_filter }
        : {}),
      ...(typeof raw.name === 'string' && raw.name ? { name: raw.name } : {}),
      ...(typeof raw.authorization_header === 'string' && raw.authorization_header
        ? { authorization_header: REDACTED }
        : {}),
      created: RECORDED_INSTANT,
      updated: RECORDED_INSTANT,
    });
  }
}

function secretsOf(parsed: Parsed[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown, key?: string) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
    else if (
      typeof value === 'string' &&
      value.length >= 3 &&
      (key === 'secret' || key === 'authorization_header')
    )
      found.add(value);
  };
  for (const p of parsed) {
    walk(p.request);
    walk(p.response);
  }
  return [...found];
}

/** Replaces every token and secret value anywhere in the file, keys and strings alike. */
function scrub(scenario: Scenario, secrets: string[], tokens: Map<string, string>): Scenario {
  let text = JSON.stringify(scenario);
  const replacements: [string, string][] = [
    ...[...tokens].map(([real, placeholder]) => [real, placeholder] as [string, string]),
    ...secrets.map((s) => [s, REDACTED] as [string, string]),
  ].sort((a, b) => b[0].length - a[0].length);
  for (const [real, replacement] of replacements) {
    for (const form of new Set([real, JSON.stringify(real).slice(1, -1), encodeURIComponent(real)])) {
      text = text.split(form).join(replacement);
    }
  }
  return JSON.parse(text) as Scenario;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
