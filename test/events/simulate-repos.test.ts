/**
 * The repository world of `mock.simulate`: a fork and a created repository join the state (hooks
 * can be registered on them through the API), a deleted repository leaves it with its hooks.
 * Checked through the HTTP API, with the products' delivery sequences unchanged.
 */
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/index.js';
import { call, createBody, useMock, useMswServer } from '../support/msw.js';

const server = useMswServer();
const kinds = (ds: Delivery[]) => ds.map((d) => (d.action ? `${d.eventType}/${d.action}` : d.eventType));

const scenario = {
  name: 'repos',
  users: [
    { login: 'alice', token: 'demo' },
    { login: 'bob', token: 'bob' },
  ],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
  hooks: [
    {
      repo: 'acme/widgets',
      type: 'gitea',
      active: true,
      events: ['push', 'fork', 'repository'],
      config: { url: 'https://r.example.test/repo', content_type: 'json' as const },
    },
    {
      org: 'acme',
      type: 'gitea',
      active: true,
      events: ['repository'],
      config: { url: 'https://r.example.test/org', content_type: 'json' as const },
    },
  ],
};

describe('simulate and the repositories of the state', () => {
  const mock = useMock(server, { flavor: 'gitea', auth: 'strict', scenario });

  it('fork adds the fork: its hook list is empty, a hook registered on it then fires', async () => {
    expect((await call('GET', '/repos/bob/widgets/hooks', { token: 'bob' })).status).toBe(404);
    const fork = await mock.simulate.fork({ repo: 'acme/widgets', sender: 'bob' });
    expect(kinds(fork.deliveries)).toEqual(['fork']);
    expect(fork.deliveries[0]?.url).toBe('https://r.example.test/repo');
    const listed = await call('GET', '/repos/bob/widgets/hooks', { token: 'bob' });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([]);
    const created = await call('POST', '/repos/bob/widgets/hooks', {
      token: 'bob',
      body: createBody('gitea', { active: true, events: ['push'] }),
    });
    expect(created.status).toBe(201);
    const push = await mock.simulate.push({ repo: 'bob/widgets', sender: 'bob' });
    expect(push.deliveries.map((d) => d.url)).toEqual(['https://receiver.example.test/hook']);
    // The fork's repository id in the payload is the one the state gave it.
    const payload = JSON.parse(push.deliveries[0]!.body) as { repository: { id: number; full_name: string } };
    expect(payload.repository).toMatchObject({ id: 2, full_name: 'bob/widgets' });
    await expect(mock.simulate.fork({ repo: 'acme/widgets', sender: 'bob' })).rejects.toThrow(
      /exists already/,
    );
  });

  it('createRepository adds a new repository; the owner org hears of it', async () => {
    const created = await mock.simulate.createRepository({ repo: 'acme/gears' });
    expect(kinds(created.deliveries)).toEqual(['repository/created']);
    expect(created.deliveries[0]?.url).toBe('https://r.example.test/org');
    const listed = await call('GET', '/repos/acme/gears/hooks');
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual([]);
    await expect(mock.simulate.createRepository({ repo: 'nobody/x' })).rejects.toThrow(/unknown owner/);
    await expect(mock.simulate.createRepository({ repo: 'acme/y', sender: 'ghost' })).rejects.toThrow(
      /unknown sender/,
    );
    expect((await call('GET', '/repos/acme/y/hooks')).status).toBe(404);
  });

  it('deleteRepository sends deleted, then the repository and its hooks are gone', async () => {
    const deleted = await mock.simulate.deleteRepository({ repo: 'acme/widgets' });
    expect(kinds(deleted.deliveries)).toEqual(['repository/deleted', 'repository/deleted']);
    expect((await call('GET', '/repos/acme/widgets/hooks')).status).toBe(404);
    expect((await call('GET', '/repos/acme/widgets/hooks/1')).status).toBe(404);
    expect(mock.snapshot().hooks?.map((h) => h.org ?? h.repo)).toEqual(['acme']);
    // reset() brings the scenario's repository back.
    mock.reset();
    expect((await call('GET', '/repos/acme/widgets/hooks')).status).toBe(200);
  });
});
