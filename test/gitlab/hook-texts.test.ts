/**
 * GitLab's list and get answer from each hook's entity text kept per stored record
 * (flavors/gitlab/hooks/hook-text.ts; docs/architecture.md, "Caches"). Every write must show in
 * the very next identical read, whichever way it is made: the API, `mock.db`, the clock moving a
 * hook's health, `reset()`. Each test reads first (filling the texts), writes, and reads again.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';

const START = Date.parse('2026-03-01T10:00:00Z');

const scenario = {
  users: [{ login: 'alice', token: 'demo' }],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
  hooks: [
    {
      repo: 'acme/widgets',
      active: true,
      events: ['push_events'],
      config: { url: 'https://ci.example.test/hook', secret: 'tok' },
      gitlab: { recent_failures: 4, disabled_until: '2026-03-01T10:01:00Z' },
    },
  ],
} as Scenario;

type Hook = Record<string, unknown>;

function rig() {
  let now = START;
  const mock = createHookMock({ flavor: 'gitlab', scenario, clock: () => new Date(now) });
  const api = async (method: string, path: string, body?: object): Promise<unknown> => {
    const answer = await mock.fetch(
      new Request(`https://gitlab.com/api/v4/projects/1${path}`, {
        method,
        headers: { 'PRIVATE-TOKEN': 'demo', 'Content-Type': 'application/json' },
        body: body && JSON.stringify(body),
      }),
    );
    if (!answer) throw new Error(`${method} ${path}: not answered by the mock`);
    return answer.status === 204 ? undefined : answer.json();
  };
  const list = async () => (await api('GET', '/hooks')) as Hook[];
  const one = async () => (await api('GET', '/hooks/1')) as Hook;
  return { mock, api, list, one, at: (ms: number) => (now = ms) };
}

describe('gitlab: a hook read after a write shows the write', () => {
  it('PUT: the next list and get show the new URL and flag', async () => {
    const { api, list, one } = rig();
    expect((await list())[0]).toMatchObject({ url: 'https://ci.example.test/hook', issues_events: false });
    await one();
    await api('PUT', '/hooks/1', { url: 'https://renamed.example.test/hook', issues_events: true });
    expect((await list())[0]).toMatchObject({
      url: 'https://renamed.example.test/hook',
      issues_events: true,
    });
    expect(await one()).toMatchObject({ url: 'https://renamed.example.test/hook', issues_events: true });
  });

  it('mock.db: a record changed under the API shows in the next list', async () => {
    const { mock, list } = rig();
    await list();
    mock.db.hook.update({ where: { id: { equals: 1 } }, data: { url: 'https://db.example.test/hook' } });
    expect((await list())[0]?.url).toBe('https://db.example.test/hook');
  });

  it('the clock: a resting hook is executable again past disabled_until, the record unchanged', async () => {
    const { list, one, at } = rig();
    const resting = { alert_status: 'temporarily_disabled', disabled_until: '2026-03-01T10:01:00.000Z' };
    expect((await list())[0]).toMatchObject(resting);
    expect(await one()).toMatchObject(resting);
    at(START + 2 * 60_000);
    expect((await list())[0]).toMatchObject({ alert_status: 'executable' });
    expect(await one()).toMatchObject({ alert_status: 'executable' });
  });

  it('reset(): the scenario hook as it was, after an edit', async () => {
    const { mock, api, list } = rig();
    await api('PUT', '/hooks/1', { url: 'https://renamed.example.test/hook' });
    expect((await list())[0]?.url).toBe('https://renamed.example.test/hook');
    mock.reset();
    expect((await list())[0]?.url).toBe('https://ci.example.test/hook');
  });

  it('a list item leaves out the masked maps a hook alone shows, from the same record', async () => {
    const { list, one } = rig();
    expect(Object.keys((await list())[0] ?? {})).not.toContain('url_variables');
    expect(Object.keys(await one())).toContain('url_variables');
    expect(Object.keys((await list())[0] ?? {})).not.toContain('url_variables');
  });
});
