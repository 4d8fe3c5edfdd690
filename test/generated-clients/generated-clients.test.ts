import { forgejoApi } from 'forgejo-js';
import { giteaApi } from 'gitea-js';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';

// The gitea and forgejo flavors must work unchanged with those products' generated clients
// (gitea-js and forgejo-js are generated from the products' swagger documents).
const ORIGIN = 'http://git.example.test';
const gitea = createHookMock({ flavor: 'gitea', baseUrl: `${ORIGIN}/api/v1`, auth: 'strict' });
const forgejo = createHookMock({
  flavor: 'forgejo',
  baseUrl: 'http://forge.example.test/api/v1',
  auth: 'strict',
});
const server = setupServer(...gitea.handlers, ...forgejo.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  gitea.reset();
  forgejo.reset();
});
afterAll(() => server.close());

describe('gitea-js against the gitea flavor', () => {
  const api = giteaApi(ORIGIN, {
    token: 'demo',
    customFetch: (...args: Parameters<typeof fetch>) => fetch(...args),
  });

  it('runs the whole repo hook lifecycle with typed results', async () => {
    const created = await api.repos.repoCreateHook('acme', 'widgets', {
      type: 'gitea',
      active: true,
      events: ['push'],
      branch_filter: 'main',
      config: { url: 'https://ci.example.test/gitea', content_type: 'json', secret: 'x' },
    });
    expect(created.status).toBe(201);
    const id = created.data.id as number;
    expect(created.data).toMatchObject({
      type: 'gitea',
      branch_filter: 'main',
      active: true,
      events: ['push'],
    });
    expect(created.data.config).toEqual({ content_type: 'json', url: 'https://ci.example.test/gitea' });

    const list = await api.repos.repoListHooks('acme', 'widgets', { page: 1, limit: 50 });
    expect(list.data.map((h) => h.id)).toContain(id);
    expect(list.headers.get('x-total-count')).toBe(String(list.data.length));

    const got = await api.repos.repoGetHook('acme', 'widgets', id);
    expect(got.data.created_at).toBe(created.data.created_at);

    const edited = await api.repos.repoEditHook('acme', 'widgets', id, {
      active: false,
      events: ['release'],
    });
    expect(edited.data).toMatchObject({ active: false, events: ['release'], branch_filter: '' });

    const tested = await api.repos.repoTestHook('acme', 'widgets', id);
    expect(tested.status).toBe(204);
    expect(gitea.pings.last()).toMatchObject({ hookId: id, delivery: { status: 'skipped' } });

    expect((await api.repos.repoDeleteHook('acme', 'widgets', id)).status).toBe(204);
    await expect(api.repos.repoGetHook('acme', 'widgets', id)).rejects.toMatchObject({
      status: 404,
      error: { message: 'not found', errors: null },
    });
  });

  it('manages org hooks and surfaces the reference errors', async () => {
    const created = await api.orgs.orgCreateHook('acme', {
      type: 'slack',
      active: true,
      config: { url: 'https://hooks.slack.example.test/x', content_type: 'json', channel: '#ops' },
    });
    expect(created.data.config).toMatchObject({ channel: '#ops' });
    const list = await api.orgs.orgListHooks('acme');
    expect(list.data.length).toBe(2);
    expect(
      (await api.orgs.orgEditHook('acme', created.data.id as number, { active: false })).data.active,
    ).toBe(false);
    expect((await api.orgs.orgDeleteHook('acme', created.data.id as number)).status).toBe(204);

    const stranger = giteaApi(ORIGIN, {
      token: 'nope',
      customFetch: (...args: Parameters<typeof fetch>) => fetch(...args),
    });
    await expect(stranger.orgs.orgListHooks('acme')).rejects.toMatchObject({
      status: 401,
      error: { message: 'invalid username, password or token' },
    });
    await expect(
      api.repos.repoCreateHook('acme', 'widgets', {
        type: 'gitea',
        config: { url: 'x', content_type: 'json' },
      }),
    ).rejects.toMatchObject({ status: 422, error: { message: 'Invalid url' } });
  });
});

describe('forgejo-js against the forgejo flavor', () => {
  const api = forgejoApi('http://forge.example.test', {
    token: 'demo',
    customFetch: (...args: Parameters<typeof fetch>) => fetch(...args),
  });

  it('runs the repo hook lifecycle and reads the Forgejo-only fields', async () => {
    const created = await api.repos.repoCreateHook('acme', 'widgets', {
      type: 'forgejo',
      active: true,
      events: ['pull_request_review'],
      config: { url: 'https://ci.example.test/forgejo', content_type: 'form' },
    });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      url: 'https://ci.example.test/forgejo',
      content_type: 'form',
      metadata: null,
      events: ['pull_request_review_approved', 'pull_request_review_rejected'],
    });
    const id = created.data.id as number;
    expect((await api.repos.repoTestHook('acme', 'widgets', id)).status).toBe(204);
    expect(forgejo.pings.last()).toMatchObject({
      hookId: id,
      event: 'push',
      delivery: { status: 'recorded' },
    });
    expect(forgejo.pings.last()?.body.startsWith('payload=')).toBe(true);
    expect((await api.repos.repoDeleteHook('acme', 'widgets', id)).status).toBe(204);
    await expect(api.repos.repoGetHook('acme', 'widgets', id)).rejects.toMatchObject({
      status: 404,
      error: { message: "The target couldn't be found.", errors: [] },
    });
  });

  it('lists every org hook when page is omitted', async () => {
    for (let i = 0; i < 3; i++) {
      await api.orgs.orgCreateHook('acme', {
        type: 'forgejo',
        config: { url: `https://x.example.test/${i}`, content_type: 'json' },
      });
    }
    const list = await api.orgs.orgListHooks('acme', { limit: 2 });
    expect(list.data).toHaveLength(4);
    expect(list.headers.get('link')).toBeNull();
  });
});
