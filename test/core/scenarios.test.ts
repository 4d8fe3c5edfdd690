/**
 * Scenario files (docs/reference/scenario-format.md): validation errors that name the source, the
 * field and the expectation; id assignment; `generate` determinism; the built-ins.
 */
import { describe, expect, it } from 'vitest';
import {
  ScenarioError,
  builtinScenarios,
  createHookMock,
  defineScenario,
  parseScenario,
} from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import {
  builtin,
  call,
  createBody,
  hookOf,
  idsOf,
  manualClock,
  useMock,
  useMswServer,
} from '../support/msw.js';

const server = useMswServer();

/** The ScenarioError a load throws (fails the test when nothing is thrown). */
function loadError(scenario: unknown, flavor: 'spec' | 'gitea' | 'forgejo' = 'spec'): ScenarioError {
  try {
    createHookMock({ scenario: scenario as Scenario, flavor });
  } catch (error) {
    expect(error).toBeInstanceOf(ScenarioError);
    return error as ScenarioError;
  }
  throw new Error('the scenario loaded without an error');
}

const base = (): Scenario => ({ ...builtin('empty'), name: 'under-test' });
const hook = (extra: Record<string, unknown> = {}) => ({
  repo: 'acme/widgets',
  config: { url: 'https://x.example.test/h' },
  ...extra,
});

describe('validation errors', () => {
  it('name the source, the field and what was expected: unknown field', () => {
    const error = loadError({ ...base(), bogus: 1 });
    expect(error.field).toBe('bogus');
    expect(error.message).toMatch(/"under-test"/);
    expect(error.message).toMatch(/bogus/);
    expect(error.expected).toMatch(/unknown field/);
  });

  it('give the path of a nested unknown field', () => {
    const error = loadError({ ...base(), users: [{ login: 'x', nickname: 'y' }] });
    expect(error.field).toBe('users[0].nickname');
    expect(error.message).toContain('users[0].nickname');
  });

  it('name the expected type of a wrongly typed field', () => {
    const admin = loadError({ ...base(), users: [{ login: 'x', admin: 'yes' }] });
    expect(admin.field).toBe('users[0].admin');
    expect(admin.expected).toMatch(/boolean/);
    const url = loadError({ ...base(), hooks: [hook({ config: { url: 42 } })] });
    expect(url.field).toBe('hooks[0].config.url');
    expect(url.expected).toMatch(/string/);
    const generate = loadError({ ...base(), generate: { orgs: 'two', reposPerOrg: 1, hooksPerRepo: 1 } });
    expect(generate.field).toBe('generate.orgs');
    expect(generate.expected).toMatch(/number/);
  });

  it('name a missing required field', () => {
    const error = loadError({ ...base(), hooks: [{ repo: 'acme/widgets', config: {} }] });
    expect(error.field).toBe('hooks[0].config.url');
  });

  it('reject a hook for a repo or org that is not listed, naming it', () => {
    const repo = loadError({ ...base(), hooks: [hook(), hook({ repo: 'acme/nope' })] });
    expect(repo.field).toBe('hooks[1].repo');
    expect(repo.expected).toContain('acme/nope');
    const org = loadError({ ...base(), hooks: [{ org: 'ghost', config: { url: 'https://x.test/h' } }] });
    expect(org.field).toBe('hooks[0].org');
    expect(org.expected).toContain('ghost');
  });

  it('reject a hook with both or neither of repo and org', () => {
    const both = loadError({ ...base(), hooks: [hook({ org: 'acme' })] });
    expect(both.field).toBe('hooks[0]');
    const neither = loadError({ ...base(), hooks: [{ config: { url: 'https://x.test/h' } }] });
    expect(neither.field).toBe('hooks[0]');
  });

  it('reject a type the flavor does not accept, listing the accepted ones', () => {
    const error = loadError({ ...base(), hooks: [hook({ type: 'forgejo' })] }, 'gitea');
    expect(error.field).toBe('hooks[0].type');
    expect(error.expected).toContain('forgejo');
    expect(error.expected).toContain('gitea');
    // The same scenario is fine for forgejo.
    expect(() =>
      createHookMock({ scenario: { ...base(), hooks: [hook({ type: 'forgejo' })] }, flavor: 'forgejo' }),
    ).not.toThrow();
  });

  it('reject duplicate hook ids, naming the second', () => {
    const error = loadError({
      ...base(),
      hooks: [hook({ id: 5 }), hook(), { org: 'acme', id: 5, config: { url: 'https://x.test/h' } }],
    });
    expect(error.field).toBe('hooks[2].id');
    expect(error.expected).toContain('5');
  });

  it('reject a repo whose owner is neither a user nor an org, and unknown admins and owners', () => {
    expect(loadError({ ...base(), repos: [{ owner: 'ghost', name: 'x' }] }).field).toBe('repos[0].owner');
    expect(loadError({ ...base(), repos: [{ owner: 'acme', name: 'x', admins: ['ghost'] }] }).field).toBe(
      'repos[0].admins[0]',
    );
    expect(loadError({ ...base(), orgs: [{ name: 'acme', owners: ['alice', 'ghost'] }] }).field).toBe(
      'orgs[0].owners[1]',
    );
  });

  it('validate visibility, members and readers', () => {
    const bad = loadError({ ...base(), orgs: [{ name: 'acme', visibility: 'secret' }] });
    expect(bad.field).toBe('orgs[0].visibility');
    expect(
      loadError({ ...base(), orgs: [{ name: 'acme', private: true, visibility: 'public' }] }).field,
    ).toBe('orgs[0].private');
    expect(loadError({ ...base(), orgs: [{ name: 'acme', members: ['ghost'] }] }).field).toBe(
      'orgs[0].members[0]',
    );
    expect(loadError({ ...base(), repos: [{ owner: 'acme', name: 'x', readers: ['ghost'] }] }).field).toBe(
      'repos[0].readers[0]',
    );
    expect(loadError({ ...base(), users: [{ login: 'u', visibility: 'hidden' }] }).field).toBe(
      'users[0].visibility',
    );
  });

  it('keep visibility, members and readers through snapshot and load', () => {
    const scenario: Scenario = {
      users: [{ login: 'ann', visibility: 'limited' }, { login: 'ben' }],
      orgs: [{ name: 'acme', owners: ['ann'], members: ['ben'], visibility: 'private' }],
      repos: [{ owner: 'acme', name: 'x', private: true, readers: ['ben'] }],
    };
    const first = createHookMock({ scenario }).snapshot();
    expect(first.orgs?.[0]).toMatchObject({ members: ['ben'], visibility: 'private' });
    expect(first.repos?.[0]).toMatchObject({ readers: ['ben'], private: true });
    expect(first.users?.[0]).toMatchObject({ visibility: 'limited' });
    expect(createHookMock({ scenario: first }).snapshot()).toEqual(first);
    // `private: true` alone is `visibility: "private"`.
    const legacy = createHookMock({ scenario: { orgs: [{ name: 'old', private: true }] } }).snapshot();
    expect(legacy.orgs?.[0]).toMatchObject({ visibility: 'private' });
  });

  it('reject an invalid hook url and an unknown content type', () => {
    expect(loadError({ ...base(), hooks: [hook({ config: { url: 'ftp://x' } })] }).field).toBe(
      'hooks[0].config.url',
    );
    expect(
      loadError({ ...base(), hooks: [hook({ config: { url: 'https://x.test', content_type: 'xml' } })] })
        .field,
    ).toBe('hooks[0].config.content_type');
  });

  it('use the source given to parseScenario in the message', () => {
    try {
      parseScenario({ users: [{ login: 1 }] }, 'scenarios/mine.json');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ScenarioError);
      const e = error as ScenarioError;
      expect(e.source).toBe('scenarios/mine.json');
      expect(e.message).toContain('scenarios/mine.json');
      expect(e.message).toContain('users[0].login');
    }
  });

  it('name the built-ins when an unknown built-in is asked for', () => {
    expect(() => createHookMock({ scenario: 'nope' })).toThrow(/default.*empty.*large.*permissions/);
  });

  it('accept a valid scenario and return it from parseScenario', () => {
    const scenario = defineScenario({ ...base(), hooks: [hook({ id: 3, events: ['push'] })] });
    expect(parseScenario(scenario)).toMatchObject({ name: 'under-test', hooks: [{ id: 3 }] });
  });
});

describe('loading', () => {
  const mock = useMock(server, { clock: manualClock() });

  it('leaves the state untouched when a load fails', async () => {
    expect(() => mock.load({ ...base(), hooks: [hook({ repo: 'acme/nope' })] })).toThrow(ScenarioError);
    expect(idsOf(await call('GET', '/repos/acme/widgets/hooks'))).toEqual([1, 2]);
    mock.reset();
    expect(idsOf(await call('GET', '/repos/acme/widgets/hooks'))).toEqual([1, 2]);
  });

  it('numbers hooks in list order, keeps explicit ids, and skips taken ones', async () => {
    mock.load({
      ...base(),
      hooks: [hook(), hook({ id: 2 }), hook(), { org: 'acme', config: { url: 'https://o.test/h' } }],
    });
    try {
      expect(idsOf(await call('GET', '/repos/acme/widgets/hooks'))).toEqual([1, 2, 3]);
      expect(idsOf(await call('GET', '/orgs/acme/hooks'))).toEqual([4]);
      expect(hookOf(await call('POST', '/orgs/acme/hooks', { body: createBody('native') })).id).toBe(5);
    } finally {
      mock.load('default');
    }
  });

  it('starts numbering at nextId', async () => {
    mock.load({ ...base(), nextId: 100, hooks: [hook(), hook({ id: 7 })] });
    try {
      expect(idsOf(await call('GET', '/repos/acme/widgets/hooks'))).toEqual([7, 100]);
      expect(hookOf(await call('POST', '/repos/acme/widgets/hooks', { body: createBody('native') })).id).toBe(
        101,
      );
    } finally {
      mock.load('default');
    }
  });

  it('applies the scenario defaults to hooks: inactive, push, json', async () => {
    mock.load({ ...base(), hooks: [hook()] });
    try {
      expect(hookOf(await call('GET', '/repos/acme/widgets/hooks/1'))).toMatchObject({
        type: 'native',
        active: false,
        events: ['push'],
        config: { content_type: 'json', url: 'https://x.example.test/h' },
      });
    } finally {
      mock.load('default');
    }
  });
});

describe('the scenario clock', () => {
  it('starts the mock clock at the scenario clock when no clock is injected', async () => {
    const mock = createHookMock({ scenario: { ...base(), clock: '2030-06-01T00:00:00Z' } });
    server.use(...mock.handlers);
    const created = hookOf(await call('POST', '/repos/acme/widgets/hooks', { body: createBody('native') }));
    // The clock advances with real time from the scenario instant; a test runs well within a minute.
    const offset = Date.parse(created.created as string) - Date.parse('2030-06-01T00:00:00Z');
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(60_000);
  });
});

describe('generate', () => {
  const generating = (seed: number): Scenario => ({
    ...base(),
    seed,
    generate: { orgs: 3, reposPerOrg: 2, hooksPerRepo: 2, hooksPerOrg: 1 },
  });
  const snapshotJson = (scenario: Scenario) =>
    JSON.stringify(createHookMock({ scenario, clock: manualClock('2026-01-01T00:00:00Z') }).snapshot());

  it('produces the same data from the same seed, byte for byte', () => {
    expect(snapshotJson(generating(7))).toBe(snapshotJson(generating(7)));
  });

  it('produces different data from a different seed', () => {
    expect(snapshotJson(generating(7))).not.toBe(snapshotJson(generating(8)));
  });

  it('adds the planned orgs, repos and hooks after the listed ones, materialized in snapshots', () => {
    const snapshot = createHookMock({ scenario: generating(7), clock: manualClock() }).snapshot();
    expect(snapshot).not.toHaveProperty('generate');
    expect(snapshot.orgs).toHaveLength(1 + 3);
    expect(snapshot.orgs?.[0]?.name).toBe('acme');
    expect(snapshot.repos).toHaveLength(1 + 3 * 2);
    expect(snapshot.hooks).toHaveLength(3 * 2 * 2 + 3);
  });

  it('gives each generated org an owner whose token is <login>-token', async () => {
    const mock = createHookMock({ scenario: generating(7), auth: 'strict', clock: manualClock() });
    server.use(...mock.handlers);
    const snapshot = mock.snapshot();
    const org = snapshot.orgs?.[1];
    const owner = org?.owners?.[0] ?? '';
    expect(snapshot.users?.find((u) => u.login === owner)?.token).toBe(`${owner}-token`);
    const res = await call('GET', `/orgs/${org?.name}/hooks`, { token: `${owner}-token` });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('1');
  });
});

describe('built-in scenarios', () => {
  it('ships default, empty, large and permissions', () => {
    expect(Object.keys(builtinScenarios).sort()).toEqual(['default', 'empty', 'large', 'permissions']);
  });

  it('default has org acme (owner alice), repo acme/widgets and hooks at both scopes', () => {
    const snapshot = createHookMock({ clock: manualClock() }).snapshot();
    expect(snapshot.orgs?.find((o) => o.name === 'acme')?.owners).toEqual(['alice']);
    expect(snapshot.repos?.some((r) => r.owner === 'acme' && r.name === 'widgets')).toBe(true);
    expect(snapshot.hooks?.some((h) => h.repo === 'acme/widgets')).toBe(true);
    expect(snapshot.hooks?.some((h) => h.org === 'acme')).toBe(true);
  });

  it('large holds at least 1,000 hooks over several orgs and repos', () => {
    const snapshot = createHookMock({ scenario: 'large', clock: manualClock() }).snapshot();
    expect(snapshot.hooks?.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(snapshot.hooks?.map((h) => h.org ?? h.repo?.split('/')[0])).size).toBeGreaterThan(2);
    expect(new Set(snapshot.hooks?.filter((h) => h.repo).map((h) => h.repo)).size).toBeGreaterThan(10);
  });

  it('empty has no hooks and the permissions one a caller of each kind', () => {
    expect(createHookMock({ scenario: 'empty' }).snapshot().hooks).toEqual([]);
    const users = createHookMock({ scenario: 'permissions' }).snapshot().users ?? [];
    expect(users.find((u) => u.admin)?.login).toBe('root');
    expect(users.map((u) => u.token)).toEqual(
      expect.arrayContaining([
        'root-token',
        'rita-token',
        'olga-token',
        'otto-token',
        'reed-token',
        'pat-token',
      ]),
    );
  });

  it('load by name switches to a built-in', async () => {
    const mock = createHookMock({ clock: manualClock() });
    server.use(...mock.handlers);
    mock.load('empty');
    expect((await call('GET', '/repos/acme/widgets/hooks')).text).toBe('[]\n');
    expect((await call('GET', '/repos/acme/gadgets/hooks')).status).toBe(404);
  });
});
