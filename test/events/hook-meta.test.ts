/**
 * `hooks[].meta`: the settings the products' web forms store for matrix, discord, packagist and
 * sourcehut_builds hooks. With it, emit delivers what the product sends; without it (every hook
 * made through the API), the delivery is recorded as not delivered. Checked through emit,
 * `mock.deliveries`, snapshot/load, the HTTP API and one real delivery.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ScenarioError, createHookMock } from '../../src/index.js';
import type { FlavorName, Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { listen, readBody } from '../support/server.js';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MATRIX_URL =
  'https://matrix.example.test/_matrix/client/r0/rooms/!r:matrix.example.test/send/m.room.message';
const MATRIX_META = {
  homeserver_url: 'https://matrix.example.test',
  room_id: '!r:matrix.example.test',
  message_type: 2,
};

function scenario(hooks: Record<string, unknown>[]): Scenario {
  return {
    name: 'meta',
    users: [{ login: 'alice', token: 'demo' }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: hooks.map((h) => ({ repo: 'acme/widgets', active: true, events: ['push', 'issues'], ...h })),
  } as Scenario;
}

const mockWith = (flavor: FlavorName, hooks: Record<string, unknown>[]) =>
  createHookMock({ flavor, scenario: scenario(hooks), clock: () => new Date('2026-03-01T12:00:00Z') });

function loadError(hooks: Record<string, unknown>[], flavor: FlavorName = 'gitea'): ScenarioError {
  try {
    mockWith(flavor, hooks);
  } catch (error) {
    expect(error).toBeInstanceOf(ScenarioError);
    return error as ScenarioError;
  }
  throw new Error('the scenario loaded without an error');
}

describe('matrix with meta', () => {
  it.each(['gitea', 'forgejo'] as const)(
    '%s: PUT <hook url>/<SHA-1 of the body>, with the token header',
    async (flavor) => {
      const mock = mockWith(flavor, [
        { type: 'matrix', config: { url: MATRIX_URL }, authorization_header: 'Bearer mx', meta: MATRIX_META },
      ]);
      const [d] = await mock.emit('push', { repo: 'acme/widgets' });
      expect(d?.delivery.status).toBe('recorded');
      const txn = createHash('sha1').update(d!.body.trim()).digest('hex');
      expect(d).toMatchObject({ method: 'PUT', url: `${MATRIX_URL}/${txn}` });
      expect(d!.headers.Authorization).toBe('Bearer mx');
      const body = JSON.parse(d!.body) as Body;
      expect(body).toMatchObject({ msgtype: 'm.text', format: 'org.matrix.custom.html' });
      expect(body.formatted_body).toMatch(
        /^\[<a href="[^"]+\/acme\/widgets">acme\/widgets<\/a>\] alice pushed 1 commit to /,
      );
      expect(body.body).toMatch(/^\[\[acme\/widgets\]\(http[^)]+\)\] alice pushed 1 commit/);
      expect(body['io.gitea.commits']).toHaveLength(1);
      // Forgejo's matrix requester adds no X-* headers; Gitea's signs the converted body.
      expect('X-Gitea-Event' in d!.headers).toBe(flavor === 'gitea');
      expect(mock.deliveries.forHook(1)).toHaveLength(1);
    },
  );

  it('the same event gives the same transaction id (deterministic), another event another', async () => {
    const make = () =>
      mockWith('gitea', [{ type: 'matrix', config: { url: MATRIX_URL }, meta: MATRIX_META }]);
    const [a] = await make().emit('issues', { repo: 'acme/widgets' });
    const [b] = await make().emit('issues', { repo: 'acme/widgets' });
    const [c] = await make().emit('push', { repo: 'acme/widgets' });
    expect(a!.url).toBe(b!.url);
    expect(a!.url).not.toBe(c!.url);
    expect(JSON.parse(a!.body)).toMatchObject({ msgtype: 'm.text' });
  });

  it('without meta (as the API creates it) the delivery is recorded as not delivered', async () => {
    const mock = mockWith('gitea', [{ type: 'matrix', config: { url: MATRIX_URL } }]);
    const [d] = await mock.emit('push', { repo: 'acme/widgets' });
    expect(d?.delivery).toMatchObject({ status: 'skipped', reason: expect.stringMatching(/meta json/) });
  });
});

describe('discord, packagist and sourcehut_builds with meta', () => {
  it('discord: the meta username and icon as username and avatar_url', async () => {
    const meta = { username: 'ci-bot', icon_url: 'https://img.example.test/bot.png' };
    for (const flavor of ['gitea', 'forgejo'] as const) {
      const mock = mockWith(flavor, [
        { type: 'discord', config: { url: 'https://discord.example.test/h' }, meta },
      ]);
      const [d] = await mock.emit('issues', { repo: 'acme/widgets', action: 'opened' });
      const body = JSON.parse(d!.body) as Body;
      expect(body).toMatchObject({ username: 'ci-bot', avatar_url: 'https://img.example.test/bot.png' });
      expect(body.embeds).toHaveLength(1);
      expect(body.embeds[0]).toMatchObject({ color: 15426592, author: { name: 'alice' } });
      expect(body.embeds[0].title).toMatch(/^\[acme\/widgets\] Issue opened: #\d+ /);
      expect('wait' in body).toBe(flavor === 'gitea');
    }
  });

  it('packagist: the package URL to the hook URL; Gitea sends an empty one for non-push events', async () => {
    const meta = {
      username: 'alice',
      api_token: 'p-token',
      package_url: 'https://packagist.example.test/p/acme',
    };
    const url = 'https://packagist.example.test/api/update-package?username=alice&apiToken=p-token';
    for (const flavor of ['gitea', 'forgejo'] as const) {
      const mock = mockWith(flavor, [{ type: 'packagist', config: { url }, meta }]);
      const [push] = await mock.emit('push', { repo: 'acme/widgets' });
      const [issue] = await mock.emit('issues', { repo: 'acme/widgets' });
      expect(push).toMatchObject({ method: 'POST', url });
      expect(JSON.parse(push!.body)).toEqual({ repository: { url: meta.package_url } });
      expect(JSON.parse(issue!.body)).toEqual({
        repository: { url: flavor === 'gitea' ? '' : meta.package_url },
      });
    }
  });

  it('sourcehut_builds (Forgejo): a GraphQL submit for push; other events are not delivered', async () => {
    const meta = { manifest_path: '.builds/ci.yml', visibility: 'UNLISTED', secrets: true };
    const mock = mockWith('forgejo', [
      { type: 'sourcehut_builds', config: { url: 'https://builds.example.test/query' }, meta },
    ]);
    const [push] = await mock.emit('push', { repo: 'acme/widgets' });
    const body = JSON.parse(push!.body) as Body;
    expect(body.query).toMatch(/^mutation/);
    expect(body.variables).toMatchObject({
      tags: ['acme/widgets', 'branch/main', '.builds/ci.yml'],
      secrets: true,
      execute: true,
      visibility: 'UNLISTED',
    });
    expect(body.variables.manifest).toMatch(/GIT_REF: refs\/heads\/main/);
    const [issue] = await mock.emit('issues', { repo: 'acme/widgets' });
    expect(issue?.delivery.status).toBe('skipped');
  });
});

describe('hooks[].meta in scenarios', () => {
  it('is validated per type, naming the field', () => {
    const url = { url: MATRIX_URL };
    expect(
      loadError([{ type: 'matrix', config: url, meta: { ...MATRIX_META, message_type: 'x' } }]).field,
    ).toBe('hooks[0].meta.message_type');
    expect(loadError([{ type: 'discord', config: url, meta: { username: 'a' } }]).field).toBe(
      'hooks[0].meta.icon_url',
    );
    expect(loadError([{ type: 'slack', config: { ...url, channel: '#c' }, meta: {} }]).field).toBe(
      'hooks[0].meta',
    );
    expect(loadError([{ type: 'matrix', config: url, meta: { ...MATRIX_META, extra: 1 } }]).field).toMatch(
      /^hooks\[0\]\.meta/,
    );
    // Only types the flavor accepts: Gitea has no sourcehut_builds.
    const builds = { manifest_path: 'x', visibility: 'PUBLIC', secrets: false };
    expect(loadError([{ type: 'sourcehut_builds', config: url, meta: builds }]).field).toBe('hooks[0].type');
  });

  it('survives snapshot() and load(), and Forgejo reports it as the hook metadata', async () => {
    const meta = { username: 'alice', api_token: 'p-token', package_url: 'https://packagist.example.test/p' };
    const mock = mockWith('forgejo', [
      { type: 'packagist', config: { url: 'https://packagist.example.test/u' }, meta },
    ]);
    const snap = mock.snapshot();
    expect(snap.hooks?.[0]?.meta).toEqual(meta);
    const server = await startServer({ port: 0, quiet: true, flavor: 'forgejo', scenario: snap });
    try {
      const res = await fetch(`${server.url}/repos/acme/widgets/hooks/1`, {
        headers: { Authorization: 'token demo' },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Body).metadata).toEqual(meta);
    } finally {
      await server.close();
    }
  });
});

describe('real delivery of a matrix PUT', () => {
  it('reaches a local receiver at <room>/send/m.room.message/<txnID> with the body and token', async () => {
    const received: { method: string; path: string; auth: string | undefined; body: string }[] = [];
    const receiver = await listen(async (req, res) => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
        body: await readBody(req),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"event_id":"$1"}');
    });
    const room = `${receiver.url}/_matrix/client/r0/rooms/!r:localhost/send/m.room.message`;
    const server = await startServer({
      port: 0,
      quiet: true,
      deliver: true,
      deliveryHosts: ['127.0.0.1'],
      flavor: 'gitea',
      scenario: scenario([
        { type: 'matrix', config: { url: room }, authorization_header: 'Bearer mx', meta: MATRIX_META },
      ]),
    });
    try {
      const [d] = await server.mock.emit('push', { repo: 'acme/widgets' });
      const done = await server.mock.deliveries.waitFor(
        (x) => x.id === d!.id && x.delivery.status !== 'pending',
        {
          timeoutMs: 5000,
        },
      );
      expect(done.delivery.status).toBe('delivered');
      expect(received).toHaveLength(1);
      const txn = createHash('sha1').update(received[0]!.body.trim()).digest('hex');
      expect(received[0]).toMatchObject({
        method: 'PUT',
        path: `/_matrix/client/r0/rooms/!r:localhost/send/m.room.message/${txn}`,
        auth: 'Bearer mx',
      });
      expect(JSON.parse(received[0]!.body)).toMatchObject({ msgtype: 'm.text' });
    } finally {
      await server.close();
      await receiver.close();
    }
  });
});
