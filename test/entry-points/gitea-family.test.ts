/**
 * The resources clients read before hooks in the Gitea family (issue 31, parts 1 and 4):
 * `GET /user`, `/repos/{owner}/{repo}`, `/orgs/{org}`, `/users/{username}` answer from the
 * scenario in the products' structs — the same keys, in the same order, as the deliveries'
 * `repository`, `organization` and `sender`, strict against the payload schemas (the Go-struct
 * checks of test/events/payload-types.test.ts) — with the products' 401 and 404, read-only.
 */
import { giteaApi } from 'gitea-js';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import {
  giteaUser,
  forgejoUser,
  giteaRepository,
  forgejoRepository,
} from '../../src/core/flavors/gitea/events/schemas/objects.js';

const ORIGIN = 'http://git.example.test';
const FLAVORS = ['gitea', 'forgejo', 'spec'] as const;
const mocks = Object.fromEntries(
  FLAVORS.map((flavor) => [
    flavor,
    createHookMock({
      flavor,
      baseUrl: `http://${flavor}.example.test/api/v1`,
      auth: 'strict',
      clock: () => new Date('2026-03-01T12:00:00Z'),
    }),
  ]),
);
const server = setupServer(...FLAVORS.flatMap((f) => mocks[f]?.handlers ?? []));
beforeAll(async () => {
  // Requests to the real server on 127.0.0.1 (the last describe) pass; any other unhandled one fails.
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname !== '127.0.0.1') print.error();
    },
  });
  // A hook that hears every event, so that the deliveries show what the API is compared with.
  for (const flavor of FLAVORS) {
    const res = await fetch(`http://${flavor}.example.test/api/v1/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers: { Authorization: 'token demo', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        type: flavor === 'spec' ? 'native' : flavor,
        active: true,
        events: ['push'],
        config: { url: 'http://127.0.0.1:9/h', content_type: 'json' },
      }),
    });
    if (res.status !== 201) throw new Error(`hook not created: ${res.status} ${await res.text()}`);
  }
});

/** The JSON payload of the first delivery of a push by alice. */
async function pushPayload(flavor: (typeof FLAVORS)[number]) {
  const [delivery] = await mocks[flavor]!.emit('push', { repo: 'acme/widgets', sender: 'alice' });
  if (!delivery) throw new Error('no delivery');
  return JSON.parse(delivery.body) as {
    repository: Record<string, unknown> & { owner: { id: number } };
    sender: Record<string, unknown> & { id: number };
  };
}
afterAll(() => server.close());

const ORG_KEYS = [
  'id',
  'name',
  'full_name',
  'email',
  'avatar_url',
  'description',
  'website',
  'location',
  'visibility',
  'repo_admin_change_team_access',
];
const orgKeys = (flavor: string) => [
  ...ORG_KEYS,
  ...(flavor === 'forgejo' ? ['fediverse_creator_name'] : []),
  'username',
];

describe.each(FLAVORS)('the %s flavor', (flavor) => {
  const mock = mocks[flavor]!;
  const api = `http://${flavor}.example.test/api/v1`;
  const get = async (path: string, token?: string, method = 'GET') => {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: token ? { Authorization: `token ${token}` } : {},
    });
    const text = await res.text();
    return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
  };
  const product = flavor === 'forgejo' ? 'forgejo' : 'gitea';
  const userSchema = product === 'forgejo' ? forgejoUser : giteaUser;
  const repoSchema = product === 'forgejo' ? forgejoRepository : giteaRepository;

  it('GET /repos/{owner}/{repo} is the delivery’s repository: same keys in order, same ids, strict struct', async () => {
    const sent = (await pushPayload(flavor)).repository;
    const { status, json } = await get('/repos/acme/widgets', 'demo');
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(Object.keys(sent));
    expect(json).toMatchObject({
      id: sent.id,
      full_name: 'acme/widgets',
      permissions: { admin: true, push: true, pull: true },
    });
    expect(json.owner.id).toBe(sent.owner.id);
    expect(repoSchema.safeParse(json).error?.issues ?? []).toEqual([]);
    // Anonymous callers read a public repo with read access; bob (no rights) too.
    const anonymous = await get('/repos/acme/widgets');
    expect(anonymous.json.permissions).toEqual({ admin: false, push: false, pull: true });
  });

  it('GET /orgs/{org} is the Organization struct, its id the repository owner’s', async () => {
    const { json: repo } = await get('/repos/acme/widgets', 'demo');
    const { status, json } = await get('/orgs/acme', 'demo');
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(orgKeys(product));
    expect(json).toMatchObject({
      id: repo.owner.id,
      name: 'acme',
      full_name: 'Acme Corporation',
      visibility: 'public',
    });
  });

  it('GET /user is the caller with the private fields, the same id as a delivery’s sender', async () => {
    const payload = await pushPayload(flavor);
    const { status, json } = await get('/user', 'demo');
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: payload.sender.id,
      login: 'alice',
      email: 'alice@example.test',
      active: true,
    });
    expect(userSchema.safeParse(json).error?.issues ?? []).toEqual([]);
    expect(Object.keys(json)).toEqual(Object.keys(payload.sender));
  });

  it('GET /users/{username}: the account seen by the caller; anonymous callers get the placeholder e-mail', async () => {
    const signed = await get('/users/bob', 'demo');
    expect(signed.status).toBe(200);
    expect(signed.json).toMatchObject({ login: 'bob', email: 'bob@example.test', is_admin: false });
    const anonymous = await get('/users/bob');
    expect(anonymous.json.email).toMatch(/^(\d+\+)?bob@noreply\./);
    expect(userSchema.safeParse(signed.json).error?.issues ?? []).toEqual([]);
  });

  it('the products’ 401 and 404', async () => {
    const noToken = await get('/user');
    expect(noToken.status).toBe(401);
    expect(noToken.json.message).toBe('token is required');
    const badToken = await get('/user', 'nope');
    expect(badToken.status).toBe(401);
    for (const path of [
      '/repos/acme/nope',
      '/repos/nobody/x',
      '/orgs/nope',
      '/users/nope',
      '/repos/alice/dotfiles',
    ])
      expect((await get(path, path.endsWith('dotfiles') ? 'bob-token' : 'demo')).status, path).toBe(404);
    expect((await get('/users/nope', 'demo')).json.message ?? '').not.toBe('');
  });

  it('read-only: the other methods of these paths are not served', async () => {
    for (const [method, path] of [
      ['PATCH', '/repos/acme/widgets'],
      ['DELETE', '/repos/acme/widgets'],
      ['PATCH', '/orgs/acme'],
      ['PATCH', '/user'],
    ] as const) {
      const answer = await get(path, 'demo', method);
      expect(answer.status, `${method} ${path}`).toBe(405);
    }
    expect((mock.snapshot().repos ?? []).map((r) => r.name)).toContain('widgets');
  });
});

describe('gitea-js against the gitea flavor', () => {
  const api = giteaApi(ORIGIN.replace('git.', 'gitea.'), {
    token: 'demo',
    customFetch: (...args: Parameters<typeof fetch>) => fetch(...args),
  });

  it('userGetCurrent, repoGet and orgGet, typed, before the hooks', async () => {
    const me = await api.user.userGetCurrent();
    expect(me.data).toMatchObject({ login: 'alice', is_admin: false });
    const repo = await api.repos.repoGet('acme', 'widgets');
    expect(repo.data).toMatchObject({ full_name: 'acme/widgets', owner: { login: 'acme' } });
    const org = await api.orgs.orgGet('acme');
    expect(org.data).toMatchObject({ name: 'acme', id: repo.data.owner?.id });
    const hooks = await api.repos.repoListHooks('acme', 'widgets');
    expect(hooks.status).toBe(200);
    await expect(api.repos.repoGet('acme', 'nope')).rejects.toMatchObject({ status: 404 });
  });
});

describe('gitea-js against the gitea flavor on the server', () => {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer({ port: 0, quiet: true, flavor: 'gitea', auth: 'strict' });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('userGetCurrent, repoGet and orgGet over HTTP on 127.0.0.1', async () => {
    const origin = new URL(running?.url ?? '').origin;
    const api = giteaApi(origin, {
      token: 'demo',
      customFetch: (...args: Parameters<typeof fetch>) => fetch(...args),
    });
    expect((await api.user.userGetCurrent()).data).toMatchObject({ login: 'alice' });
    const repo = await api.repos.repoGet('acme', 'widgets');
    expect(repo.data).toMatchObject({ full_name: 'acme/widgets', permissions: { admin: true } });
    expect((await api.orgs.orgGet('acme')).data).toMatchObject({ id: repo.data.owner?.id });
  });
});
