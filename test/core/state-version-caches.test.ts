/**
 * What the request path keeps (docs/architecture.md, "Caches"): a list page is rendered once per
 * state revision and URL; a test press and the control API's state are built every time. Every
 * write must be visible in the very next list, press and state, with the same request and the
 * same clock second (a frozen clock: nothing but the write can change the answer).
 * Each test reads first (filling the cache), writes through one path, and reads again.
 */
import { describe, expect, it } from 'vitest';
import {
  ORIGIN,
  call,
  createBody,
  hookOf,
  hooksOf,
  manualClock,
  useMock,
  useMswServer,
} from '../support/msw.js';

const server = useMswServer();
const REPO = '/repos/acme/widgets/hooks';
const ORG = '/orgs/acme/hooks';
const byId = (id: number) => ({ where: { id: { equals: id } } });

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const urls = async (path = REPO) => hooksOf(await call('GET', path)).map((h) => h.config.url);

describe('a list page is never answered from before a write', () => {
  const mock = useMock(server, { clock: manualClock() });

  it('PATCH: the next identical list shows the new URL', async () => {
    expect(await urls()).toContain('https://ci.example.test/hook');
    const patch = { config: { url: 'https://renamed.example.test/hook', content_type: 'json' } };
    expect((await call('PATCH', `${REPO}/1`, { body: patch })).status).toBe(200);
    expect(await urls()).toContain('https://renamed.example.test/hook');
    expect(await urls()).not.toContain('https://ci.example.test/hook');
  });

  it('create and delete: the count and the page follow', async () => {
    const before = await call('GET', REPO);
    const count = Number(before.headers.get('X-Total-Count'));
    const made = hookOf(await call('POST', REPO, { body: createBody('native', { active: true }) }));
    const after = await call('GET', REPO);
    expect(Number(after.headers.get('X-Total-Count'))).toBe(count + 1);
    expect(hooksOf(after).map((h) => h.id)).toContain(made.id);
    expect((await call('DELETE', `${REPO}/${made.id}`)).status).toBe(204);
    expect(hooksOf(await call('GET', REPO)).map((h) => h.id)).not.toContain(made.id);
  });

  it('a direct mock.db write, at repo and org scope', async () => {
    await urls();
    await urls(ORG);
    mock.db.hook.update({ ...byId(1), data: { url: 'https://db.example.test/one' } });
    mock.db.hook.update({ ...byId(3), data: { url: 'https://db.example.test/three' } });
    expect(await urls()).toContain('https://db.example.test/one');
    expect(await urls(ORG)).toContain('https://db.example.test/three');
  });

  it('reset() and load() replace what the list shows', async () => {
    await call('PATCH', `${REPO}/1`, { body: { active: false } });
    expect(hooksOf(await call('GET', REPO)).find((h) => h.id === 1)?.active).toBe(false);
    mock.reset();
    expect(hooksOf(await call('GET', REPO)).find((h) => h.id === 1)?.active).toBe(true);
    mock.load({
      users: [{ login: 'alice', token: 'demo', admin: true }],
      orgs: [{ name: 'acme', owners: ['alice'] }],
      repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
      hooks: [{ repo: 'acme/widgets', events: ['push'], config: { url: 'https://loaded.example.test/h' } }],
    });
    expect(await urls()).toEqual(['https://loaded.example.test/h']);
  });

  it('the journal records every request, cached answers included', async () => {
    mock.requests.clear();
    for (let i = 0; i < 5; i++) await call('GET', REPO);
    expect(mock.requests.all().filter((r) => r.method === 'GET')).toHaveLength(5);
  });
});

describe('a test press payload is never built from before a write (spec: the ping)', () => {
  const mock = useMock(server, { clock: manualClock() });
  const press = async (id: number): Promise<Body> => {
    expect((await call('POST', `${REPO}/${id}/tests`)).status).toBe(204);
    return JSON.parse(mock.pings.last()?.body ?? '{}') as Body;
  };
  // A ping's zen turns with every press: ten presses fill the cache with each zen of the hook,
  // so the press after the write would find its key filled if the write did not change it.
  const pressAll = async (id: number): Promise<Body> => {
    for (let i = 0; i < 9; i++) await press(id);
    return press(id);
  };

  it('PATCH of the hook: the next press carries the new URL', async () => {
    expect((await pressAll(1)).hook.config.url).toBe('https://ci.example.test/hook');
    await call('PATCH', `${REPO}/1`, {
      body: { config: { url: 'https://new.example.test/h', content_type: 'json' } },
    });
    expect((await press(1)).hook.config.url).toBe('https://new.example.test/h');
  });

  it('a repo renamed through mock.db: the payload names it', async () => {
    expect((await pressAll(1)).repository.description).not.toBe('described through db');
    mock.db.repo.update({
      where: { name: { equals: 'widgets' } },
      data: { description: 'described through db' },
    });
    expect((await press(1)).repository.description).toBe('described through db');
  });

  it('the sender changed through mock.db: the payload shows its new name', async () => {
    const sender = (await pressAll(1)).sender;
    mock.db.user.update({ where: { login: { equals: sender.login } }, data: { fullName: 'Renamed Sender' } });
    expect((await press(1)).sender.full_name).toBe('Renamed Sender');
  });
});

describe('a test press payload follows the world (gitea: the push)', () => {
  const mock = useMock(server, { flavor: 'gitea', clock: manualClock() });
  const press = async (): Promise<Body> => {
    expect((await call('POST', `${REPO}/1/tests`)).status).toBe(204);
    return JSON.parse(mock.pings.last()?.body ?? '{}') as Body;
  };

  it('simulate.push moves the head the next press sends', async () => {
    const before = await press();
    const { sha } = await mock.simulate.push({ repo: 'acme/widgets', commits: ['Next\n'] });
    const after = await press();
    expect(after.after).toBe(sha);
    expect(after.after).not.toBe(before.after);
  });

  it('simulate.openIssue counts in the repository of the next press', async () => {
    const before = (await press()).repository.open_issues_count;
    await mock.simulate.openIssue({ repo: 'acme/widgets', title: 'Counted' });
    expect((await press()).repository.open_issues_count).toBe(before + 1);
  });
});

describe('the control API state follows the world', () => {
  const mock = useMock(server, { flavor: 'gitea', clock: manualClock() });
  const branches = async (): Promise<Body | undefined> => {
    const answer = await call('GET', '/__hookmock/state', { base: ORIGIN });
    const state = answer.json as { repos?: Body[] };
    return state.repos?.find((r) => r.name === 'widgets')?.branches as Body | undefined;
  };

  // A snapshot kept by the store's revision answered the branch heads from before the push.
  it('GET /__hookmock/state after simulate.push shows the new head', async () => {
    await branches();
    const { sha } = await mock.simulate.push({ repo: 'acme/widgets', commits: ['Next\n'] });
    expect((await branches())?.main).toBe(sha);
  });
});
