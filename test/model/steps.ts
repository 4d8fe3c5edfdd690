/**
 * Generators of random steps (fast-check) and the runner that plays a sequence against the mock
 * and the reference model side by side, asserting after every step.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { CoreResponse, HookMock } from '../../src/index.js';
import { FLAVOR_MODELS, expect_, hookJson, initialState, scenario } from './reference-model.js';
import type {
  BodySpec,
  Credential,
  FlavorModel,
  ModelFlavor,
  ModelState,
  Operation,
  Step,
} from './reference-model.js';

// ---- generators ---------------------------------------------------------------------------------

// Biased towards callers who may write, so that most sequences build up and change state.
const TOKENS = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('root-token', 'olga-token') },
  { weight: 2, arbitrary: fc.constant('rita-token') },
  {
    weight: 3,
    arbitrary: fc.constantFrom('otto-token', 'reed-token', 'pat-token', 'wanda-token', 'stranger-token'),
  },
);

const credentialArb: fc.Arbitrary<Credential> = fc.oneof(
  { weight: 14, arbitrary: fc.record({ form: fc.constant('header-token' as const), token: TOKENS }) },
  {
    weight: 2,
    arbitrary: fc.record({
      form: fc.constantFrom(
        'header-bearer' as const,
        'query-token' as const,
        'query-access_token' as const,
        'basic' as const,
      ),
      token: TOKENS,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ form: 'none' as const }) },
  { weight: 1, arbitrary: fc.constant({ form: 'malformed' as const }) },
);

const targetArb: fc.Arbitrary<Step['target']> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ scope: 'repo' as const, owner: 'acme', repo: 'widgets' }) },
  { weight: 2, arbitrary: fc.constant({ scope: 'org' as const, org: 'acme' }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...[
        ['Acme', 'Widgets'],
        ['acme', 'secret'],
        ['acme', 'bare'],
        ['olga', 'notes'],
        ['acme', 'nope'],
        ['ghost', 'widgets'],
      ].map(([owner, repo]) => ({ scope: 'repo' as const, owner: owner as string, repo: repo as string })),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(...['ACME', 'shade', 'ghost'].map((org) => ({ scope: 'org' as const, org }))),
  },
);

/**
 * A hook id, resolved against the model's state when the step runs (so shrinking keeps its
 * meaning): `own` is the n-th hook of the step's own repo or org, `any` the n-th hook anywhere
 * (often another scope's: a 404), or a literal path segment.
 */
export type IdRef = { own: number; padded?: boolean } | { any: number } | string;

const idArb: fc.Arbitrary<IdRef> = fc.oneof(
  { weight: 7, arbitrary: fc.record({ own: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ own: fc.nat(20), padded: fc.constant(true) }) },
  { weight: 2, arbitrary: fc.record({ any: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.constantFrom('9999', 'abc', '0', '-1', '1e2', '99999999999999999999') },
);

/** A generated step: like the model's Step, with its hook id still symbolic. */
export type GenStep = Step extends infer S
  ? S extends { id: string }
    ? Omit<S, 'id'> & { id: IdRef }
    : S
  : never;

function resolveId(ref: IdRef, target: Step['target'], state: ModelState): string {
  if (typeof ref === 'string') return ref;
  const ids = [...state.hooks.values()]
    .filter((h) =>
      'any' in ref
        ? true
        : h.scope === target.scope &&
          h.where === (target.scope === 'repo' ? `${target.owner}/${target.repo}` : target.org).toLowerCase(),
    )
    .map((h) => h.id)
    .sort((a, b) => a - b);
  if (ids.length === 0) return String(state.nextId + 100); // nothing there: an id that does not exist
  const id = String(ids[('any' in ref ? ref.any : ref.own) % ids.length]);
  return 'own' in ref && ref.padded ? `00${id}` : id;
}

function resolve(step: GenStep, state: ModelState): Step {
  return 'id' in step ? ({ ...step, id: resolveId(step.id, step.target, state) } as Step) : (step as Step);
}

const URLS = [
  'https://ci.example.test/hook',
  'http://127.0.0.1:8080/in',
  'HTTPS://UPPER.example.test/x',
  'https://h.example.test/a?b=1&c=<x>',
  'ftp://files.example.test/x',
  'not a url',
  'https://h.example.test:port/x',
  '',
  'http:example.test/h',
  'http://example.test:80:90/h',
];
const EVENTS = {
  common: [
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
    'wiki',
    'PUSH',
    'Release',
    'bogus',
    'package',
    'status',
  ],
  // Names whose meaning the spec flavor leaves open: only used where the reference is clear.
  flagOnly: ['issues_only', 'pull_request_only', 'action_run_success', 'issue_label', 'pull_request_sync'],
};

function eventsArb(flavor: FlavorModel) {
  const names = flavor.name === 'spec' ? EVENTS.common : [...EVENTS.common, ...EVENTS.flagOnly];
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(fc.constantFrom(...names), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 'push', [1], [null, 'push']) },
  );
}

const configArb = fc.oneof(
  {
    weight: 10,
    arbitrary: fc.record(
      {
        url: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...URLS.slice(0, 4)) },
          { weight: 1, arbitrary: fc.constantFrom(...URLS.slice(4)) },
        ),
        content_type: fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom('json', 'form') },
          { weight: 1, arbitrary: fc.constantFrom('xml', 'JSON') },
        ),
        secret: fc.constantFrom('s1', 'another secret', ''),
        channel: fc.constantFrom('#general', 'dev-ops', 'Bad Channel', ''),
        username: fc.constantFrom('bot', ''),
        is_system_webhook_like: fc.constant('ignored'),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 'x', { url: 5 }, []) },
);

const optionalFields = {
  active: fc.oneof(
    { weight: 8, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 'yes') },
  ),
  branch_filter: fc.constantFrom<unknown>('', '*', 'main', '{main,dev}', 'release/*', '[', '{main', 5),
  authorization_header: fc.constantFrom<unknown>('', 'Bearer abc'),
  name: fc.constantFrom<unknown>('', '  ci  ', 'x'.repeat(256), 'ünï', true),
  foo: fc.constant('unknown keys are ignored'),
  ACTIVE: fc.boolean(),
};

const RAW_BODIES = ['{"type":', '[]', '"str"', 'null', '', '{"active": true,}', '42'];

function bodyArb(fields: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<BodySpec> {
  return fc.oneof(
    { weight: 12, arbitrary: fields.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((text) => ({ kind: 'raw' as const, text })) },
  );
}

const contentTypeArb = fc.oneof(
  { weight: 12, arbitrary: fc.constant('json' as const) },
  { weight: 1, arbitrary: fc.constantFrom('none' as const, 'text' as const) },
);

/** Bodies the reference accepts (for callers who may write): most steps should change state. */
function validFields(flavor: FlavorModel, op: 'create' | 'update') {
  const names = flavor.name === 'spec' ? EVENTS.common : [...EVENTS.common, ...EVENTS.flagOnly];
  const config = fc.record(
    {
      url: fc.constantFrom(...URLS.slice(0, 4)),
      content_type: fc.constantFrom('json', 'form'),
      secret: fc.constantFrom('s1', ''),
      channel: fc.constantFrom('#general', 'dev-ops'),
      color: fc.constantFrom('#ff0000'),
    },
    { requiredKeys: op === 'create' ? ['url', 'content_type', 'channel'] : [] },
  );
  const fields = {
    config,
    events: fc.array(fc.constantFrom(...names), { maxLength: 3 }),
    active: fc.boolean(),
    branch_filter: fc.constantFrom('', '*', 'main', '{main,dev}'),
    authorization_header: fc.constantFrom('', 'Bearer abc'),
    name: fc.constantFrom('', ' ci ', 'deploy'),
  };
  return op === 'create'
    ? fc.record(
        { type: fc.constantFrom(flavor.native, flavor.native, 'slack', 'discord'), ...fields },
        { requiredKeys: ['type', 'config'] },
      )
    : fc.record(fields, { requiredKeys: [] });
}

type GenOperation = Operation extends infer O
  ? O extends { id: string }
    ? Omit<O, 'id'> & { id: IdRef }
    : O
  : never;

function operationArb(flavor: FlavorModel): fc.Arbitrary<GenOperation> {
  const types = fc.oneof(
    { weight: 6, arbitrary: fc.constant<unknown>(flavor.native) },
    {
      weight: 3,
      arbitrary: fc.constantFrom<unknown>(
        'slack',
        'discord',
        'gitea',
        'forgejo',
        'gogs',
        'sourcehut_builds',
        'native',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom<unknown>('bogus', '', 'NATIVE', 123, null) },
  );
  const createFields = fc.record(
    { type: types, config: configArb, events: eventsArb(flavor), ...optionalFields },
    { requiredKeys: ['type', 'config'] },
  );
  const updateFields = fc.record(
    { config: configArb, events: eventsArb(flavor), type: fc.constant('gitea'), ...optionalFields },
    { requiredKeys: [] },
  );
  const page = fc.option(fc.constantFrom('1', '2', '0', '-1', 'x'), { nil: undefined });
  const limit = fc.option(fc.constantFrom('1', '2', '30', '51', '0', 'abc'), { nil: undefined });
  const json = (fields: fc.Arbitrary<Record<string, unknown>>) =>
    fields.map((value) => ({ kind: 'json' as const, value }));
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('create' as const),
        body: json(validFields(flavor, 'create')),
        contentType: fc.constant('json' as const),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('create' as const),
        body: bodyArb(createFields),
        contentType: contentTypeArb,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        op: fc.constant('update' as const),
        id: idArb,
        body: json(validFields(flavor, 'update')),
        contentType: fc.constant('json' as const),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('update' as const),
        id: idArb,
        body: bodyArb(updateFields),
        contentType: contentTypeArb,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ op: fc.constant('list' as const), page, limit }, { requiredKeys: ['op'] }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('get' as const), id: idArb }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), id: idArb }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('test' as const), id: idArb }) },
  );
}

export function stepsArb(flavorName: ModelFlavor, maxLength = 40): fc.Arbitrary<GenStep[]> {
  const flavor = FLAVOR_MODELS[flavorName];
  const step = fc
    .tuple(operationArb(flavor), targetArb, credentialArb)
    .map(([operation, target, credential]) => ({ ...operation, target, credential }) as GenStep);
  return fc.array(step, { minLength: 1, maxLength });
}

// ---- requests ------------------------------------------------------------------------------------

export interface WireRequest {
  method: string;
  /** Path and query below the origin, e.g. `/api/v1/orgs/acme/hooks?page=2`. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

export function wireRequest(step: Step): WireRequest {
  const t = step.target;
  let path = t.scope === 'repo' ? `/api/v1/repos/${t.owner}/${t.repo}/hooks` : `/api/v1/orgs/${t.org}/hooks`;
  if (step.op !== 'list' && step.op !== 'create') path += `/${step.id}`;
  if (step.op === 'test') path += '/tests';
  const method = { list: 'GET', get: 'GET', create: 'POST', update: 'PATCH', delete: 'DELETE', test: 'POST' }[
    step.op
  ];
  const query = new URLSearchParams();
  if (step.op === 'list') {
    if (step.page !== undefined) query.set('page', step.page);
    if (step.limit !== undefined) query.set('limit', step.limit);
  }
  const headers: Record<string, string> = {};
  const c = step.credential;
  if (c.form === 'header-token') headers.authorization = `token ${c.token}`;
  if (c.form === 'header-bearer') headers.authorization = `Bearer ${c.token}`;
  if (c.form === 'basic') headers.authorization = `Basic ${btoa(`${c.token}:`)}`;
  if (c.form === 'malformed') headers.authorization = 'token two parts';
  if (c.form === 'query-token') query.set('token', c.token);
  if (c.form === 'query-access_token') query.set('access_token', c.token);
  let body = '';
  if (step.op === 'create' || step.op === 'update') {
    body = step.body.kind === 'json' ? JSON.stringify(step.body.value) : step.body.text;
    if (step.contentType === 'json') headers['content-type'] = 'application/json';
    if (step.contentType === 'text') headers['content-type'] = 'text/plain';
  }
  const search = query.toString();
  return { method, path: search ? `${path}?${search}` : path, headers, body };
}

/**
 * What the model suites need of a mock: `createHookMock`'s HookMock and the standalone server's
 * mock (plain Maps, no msw handlers or db) both are one.
 */
export type ModelMock = Pick<HookMock, 'handle' | 'snapshot' | 'pings' | 'reset' | 'load' | 'emit'>;

export type Send = (mock: ModelMock, request: WireRequest) => Promise<CoreResponse>;

/** Straight into the core: `mock.handle`, as if the request came to `origin`. */
export const viaHandleAt =
  (origin: string): Send =>
  async (mock, r) =>
    served(mock, {
      method: r.method,
      url: new URL(`${origin}${r.path}`),
      header: (name) => r.headers[name.toLowerCase()] ?? null,
      body: r.body,
    });

export const viaHandle: Send = viaHandleAt('http://localhost');

// ---- the runner ----------------------------------------------------------------------------------

const START = Date.parse('2026-03-01T00:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The mock's state in a comparable form: its snapshot without the clock. */
function snapshotOf(mock: ModelMock) {
  const { clock: _clock, ...rest } = mock.snapshot();
  return rest;
}

function sortEvents(value: unknown, flavor: FlavorModel): unknown {
  if (!flavor.unorderedEvents) return value;
  const fix = (h: Record<string, unknown>) => ({ ...h, events: [...(h.events as string[])].sort() });
  return Array.isArray(value) ? value.map(fix) : fix(value as Record<string, unknown>);
}

function assertErrorShape(response: CoreResponse, flavor: FlavorModel, unknownRoute: boolean, where: string) {
  if (unknownRoute && flavor.name !== 'spec') {
    expect(response.body, where).toBe('404 page not found\n');
    return;
  }
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(typeof body.message, where).toBe('string');
  if (response.status === 404 && !unknownRoute) {
    const keys = flavor.name === 'forgejo' ? ['message', 'url', 'errors'] : ['errors', 'message', 'url'];
    expect(Object.keys(body), where).toEqual(keys);
  } else {
    expect(Object.keys(body), where).toEqual(['message', 'url']);
  }
}

/** Model and mock state agree: every hook's stored fields, the next id, the ping count. */
function assertSameState(mock: ModelMock, state: ModelState, flavor: FlavorModel, where: string) {
  const snap = mock.snapshot();
  const ids = (snap.hooks ?? []).map((h) => h.id as number);
  expect(new Set(ids).size, `${where}: hook ids are unique`).toBe(ids.length);
  expect(ids, `${where}: hook ids`).toEqual([...state.hooks.keys()].sort((a, b) => a - b));
  expect(snap.nextId, `${where}: nextId`).toBe(state.nextId);
  for (const h of snap.hooks ?? []) {
    const m = state.hooks.get(h.id as number);
    if (!m) continue;
    const config = h.config as Record<string, string | undefined>;
    const actual = {
      scope: h.repo !== undefined ? 'repo' : 'org',
      where: (h.repo ?? h.org ?? '').toLowerCase(),
      type: h.type === 'native' ? flavor.native : h.type,
      active: h.active,
      events: flavor.store(h.events ?? []).sort(),
      url: config.url,
      contentType: config.content_type,
      secret: config.secret ?? '',
      branchFilter: h.branch_filter ?? '',
      authorizationHeader: h.authorization_header ?? '',
      name: h.name ?? '',
      created: h.created,
      updated: h.updated,
      ...(m.type === 'slack'
        ? {
            slack: {
              channel: config.channel ?? '',
              username: config.username ?? '',
              icon_url: config.icon_url ?? '',
              color: config.color ?? '',
            },
          }
        : {}),
    };
    const { id: _id, slack, ...model } = m;
    expect(actual, `${where}: stored hook ${m.id}`).toEqual({
      ...model,
      events: [...m.events].sort(),
      ...(m.type === 'slack' ? { slack } : {}),
    });
  }
  expect(mock.pings.all().length, `${where}: recorded pings`).toBe(state.pings);
}

export interface RunOptions {
  flavor: ModelFlavor;
  auth: 'any' | 'strict';
  send: Send;
  /** Shared across runs (setupServer needs one set of handlers); reset here before each run. */
  mock?: ModelMock;
  /** With a shared mock: sets the time its clock reads (the runner advances it 1 s a step). */
  setClock?: (ms: number) => void;
}

/** Plays `steps` against a fresh mock and the model; throws (for fast-check to shrink) on any disagreement. */
export async function runSteps(steps: GenStep[], options: RunOptions): Promise<void> {
  const flavor = FLAVOR_MODELS[options.flavor];
  let now = START;
  const mock =
    options.mock ??
    createHookMock({
      scenario: scenario(),
      flavor: options.flavor,
      auth: options.auth,
      clock: () => new Date(now),
    });
  options.setClock?.(now);
  if (options.mock) mock.reset();
  let state = initialState(flavor);
  assertSameState(mock, state, flavor, 'initial state');

  for (const [i, generated] of steps.entries()) {
    now += 1000;
    options.setClock?.(now);
    const step = resolve(generated, state);
    const where = `step ${i + 1} of ${steps.length}: ${JSON.stringify(step)}`;
    const expected = expect_(state, step, flavor, options.auth, iso(now));
    const before = snapshotOf(mock);
    const response = await options.send(mock, wireRequest(step));
    const detail = `${where}\n→ ${response.status} ${response.body.slice(0, 300)}`;

    expect(response.status, `${detail}\nno 5xx, ever`).toBeLessThan(500);
    expect(response.status, detail).toBe(expected.status);
    if (expected.body !== undefined) {
      const actual = JSON.parse(response.body) as unknown;
      expect(sortEvents(actual, flavor), detail).toEqual(sortEvents(expected.body, flavor));
      // Key order is part of the wire format (each flavor's struct order).
      const first = (v: unknown) => (Array.isArray(v) ? v[0] : v) as Record<string, unknown> | undefined;
      if (first(expected.body))
        expect(Object.keys(first(actual) ?? {}), detail).toEqual(Object.keys(first(expected.body) ?? {}));
    }
    if (expected.totalCount !== undefined)
      expect(response.headers['X-Total-Count'], detail).toBe(String(expected.totalCount));
    if (response.status >= 400) {
      assertErrorShape(response, flavor, expected.unknownRoute === true, detail);
      expect(snapshotOf(mock), `${detail}\na rejected request changes nothing`).toEqual(before);
    }
    if (expected.next) state = expected.next;
    else expect(snapshotOf(mock), `${detail}\na read changes nothing`).toEqual(before);
    assertSameState(mock, state, flavor, detail);
  }
  // Every hook reads back through the API as the model says (a god's-eye list per scope).
  for (const [scope, where] of [
    ['repo', 'acme/widgets'],
    ['org', 'acme'],
  ] as const) {
    const path =
      scope === 'repo'
        ? `/api/v1/repos/${where}/hooks?page=1&limit=50`
        : `/api/v1/orgs/${where}/hooks?page=1&limit=50`;
    const response = await options.send(mock, {
      method: 'GET',
      path,
      headers: { authorization: 'token root-token' },
      body: '',
    });
    const model = [...state.hooks.values()]
      .filter((h) => h.scope === scope && h.where === where)
      .sort((a, b) => a.id - b.id)
      .slice(0, 50)
      .map((h) => hookJson(h, flavor));
    expect(sortEvents(JSON.parse(response.body), flavor), `final list of ${where}`).toEqual(
      sortEvents(model, flavor),
    );
  }
}

/** `mock.handle` for a request the mock must serve (every model step is under the base path). */
async function served(mock: ModelMock, request: Parameters<HookMock['handle']>[0]): Promise<CoreResponse> {
  const response = await mock.handle(request);
  if (response === undefined) throw new Error(`not served: ${request.method} ${request.url.pathname}`);
  return response;
}
