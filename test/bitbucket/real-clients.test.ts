/**
 * node-bitbucket 2.12 unchanged against the bitbucket flavor, in process (msw at the client's
 * default base URL) and on `hookmock serve`: create (201 + Location), list across pages with an
 * absolute `next`, get by uuid (braces encoded or plain), PUT (replaces; url required; secret
 * kept, then removed), delete 204, errors in Bitbucket's envelope, Bearer and Basic auth,
 * `hook_events` and the entry points.
 */
import { describe, expect, it } from 'vitest';
import { TARGETS, failure } from './support.js';

const WS = 'acme';
const SLUG = 'widgets';

describe.each(TARGETS)('node-bitbucket against the bitbucket flavor (%s)', (_name, use) => {
  const target = use();
  const repo = { workspace: WS, repo_slug: SLUG };

  it('creates a hook: 201, Location, uuid in braces, secret never shown', async () => {
    const bb = target.client();
    const body = {
      description: 'CI',
      url: 'https://ci.example.test/bb',
      active: true,
      events: ['repo:push', 'pullrequest:created'],
      secret: 'k',
    };
    const { status, data, headers } = await bb.repositories.createWebhook({ ...repo, _body: body });
    expect(status).toBe(201);
    expect(data).toMatchObject({
      type: 'webhook_subscription',
      description: 'CI',
      url: body.url,
      events: body.events,
      secret_set: true,
      active: true,
    });
    expect(data).not.toHaveProperty('secret');
    expect(data.uuid).toMatch(/^\{[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\}$/);
    const location = new Headers(Object(headers)).get('location');
    expect(location).toBe(
      `${target.api()}/repositories/${WS}/${SLUG}/hooks/${encodeURIComponent(String(data.uuid))}`,
    );
  });

  it('lists across pages by page/pagelen with an absolute next', async () => {
    const bb = target.client();
    for (let i = 0; i < 3; i++)
      await bb.repositories.createWebhook({
        ...repo,
        _body: { url: `https://ci.example.test/${i}`, events: ['repo:push'] },
      });
    const first = await bb.repositories.listWebhooks({ ...repo, pagelen: 2 });
    expect(first.data).toMatchObject({ pagelen: 2, page: 1, size: 5 });
    expect(first.data.values).toHaveLength(2);
    const next = String(first.data.next);
    expect(next).toBe(`${target.api()}/repositories/${WS}/${SLUG}/hooks?pagelen=2&page=2`);
    const last = await bb.repositories.listWebhooks({ ...repo, pagelen: 2, page: 3 });
    expect(last.data.values).toHaveLength(1);
    expect(last.data).not.toHaveProperty('next');
  });

  it('gets, replaces and deletes a hook by its uuid', async () => {
    const bb = target.client();
    const made = await bb.repositories.createWebhook({
      ...repo,
      _body: { url: 'https://a.example.test/', events: ['repo:push'], secret: 's' },
    });
    const uid = String(made.data.uuid);
    const got = await bb.repositories.getWebhook({ ...repo, uid });
    expect(got.data).toEqual(made.data);
    // node-bitbucket takes a `url` parameter as the request's URL: the body goes in `_body`.
    const put = await bb.repositories.updateWebhook({
      ...repo,
      uid,
      _body: { url: 'https://b.example.test/', events: ['pullrequest:created'], active: false },
    });
    expect(put.data).toMatchObject({
      url: 'https://b.example.test/',
      events: ['pullrequest:created'],
      active: false,
      secret_set: true,
    });
    const cleared = await bb.repositories.updateWebhook({
      ...repo,
      uid,
      _body: { url: 'https://b.example.test/', secret: null },
    });
    expect(cleared.data).toMatchObject({ secret_set: false });
    const noUrl = await failure(bb.repositories.updateWebhook({ ...repo, uid, _body: { description: 'x' } }));
    expect(noUrl.status).toBe(400);
    expect(noUrl.error).toMatchObject({ type: 'error', error: { message: 'Bad request' } });
    const gone = await bb.repositories.deleteWebhook({ ...repo, uid });
    expect(gone.status).toBe(204);
    const missing = await failure(bb.repositories.getWebhook({ ...repo, uid }));
    expect(missing).toMatchObject({
      status: 404,
      error: { type: 'error', error: { message: 'Webhook not found' } },
    });
  });

  it('takes the uuid with plain braces, percent-encoded or bare (raw fetch)', async () => {
    const bb = target.client();
    const made = await bb.repositories.createWebhook({ ...repo, _body: { url: 'https://a.example.test/' } });
    const uuid = String(made.data.uuid);
    for (const uid of [uuid, encodeURIComponent(uuid), uuid.slice(1, -1)]) {
      const r = await fetch(`${target.api()}/repositories/${WS}/${SLUG}/hooks/${uid}`, {
        headers: { Authorization: 'Bearer demo' },
      });
      expect([uid, r.status]).toEqual([uid, 200]);
    }
  });

  it('workspace hooks: the owner may, anyone else gets 403 in the envelope', async () => {
    const made = await target.client().workspaces.createWebhookForWorkspace({
      workspace: WS,
      _body: { url: 'https://ws.example.test/', events: ['repo:push'] },
    });
    expect(made.status).toBe(201);
    expect(made.data.subject).toMatchObject({ type: 'workspace', slug: WS });
    const bob = target.client({ token: 'bob-token' });
    const refused = await failure(bob.workspaces.getWebhooksForWorkspace({ workspace: WS }));
    expect(refused).toMatchObject({ status: 403, error: { type: 'error', error: { message: 'Forbidden' } } });
    const repoRefused = await failure(bob.repositories.listWebhooks(repo));
    expect(repoRefused.status).toBe(403);
  });

  it('Basic auth with the token as password; no credential is a 401', async () => {
    const basic = target.client({ username: 'alice@example.test', password: 'demo' });
    expect((await basic.repositories.listWebhooks(repo)).status).toBe(200);
    const bob = target.client({ username: 'bob@example.test', password: 'bob-token' });
    expect((await failure(bob.repositories.listWebhooks(repo))).status).toBe(403);
    const none = await fetch(`${target.api()}/repositories/${WS}/${SLUG}/hooks`);
    expect([none.status, await none.json()]).toEqual([
      401,
      { type: 'error', error: { message: 'Unauthorized' } },
    ]);
  });

  it('errors: an unknown repository, a bad body, a bad event key, an unknown path', async () => {
    const bb = target.client();
    const nope = await failure(bb.repositories.listWebhooks({ workspace: WS, repo_slug: 'nope' }));
    expect(nope).toMatchObject({ status: 404, error: { type: 'error' } });
    const bad = await failure(
      bb.repositories.createWebhook({ ...repo, _body: { url: 'not a url', events: ['repo:nope'] } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ type: 'error', error: { message: 'Bad request' } });
    const raw = await fetch(`${target.api()}/repositories/${WS}/${SLUG}/hooks`, {
      method: 'POST',
      headers: { Authorization: 'Bearer demo', 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(raw.status).toBe(400);
    const unknown = await fetch(`${target.api()}/nowhere`, { headers: { Authorization: 'Bearer demo' } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ type: 'error', error: { message: 'Resource not found' } });
  });

  it('hook_events and the entry points', async () => {
    const bb = target.client();
    const types = await bb.hook_events.getAllSubjectTypes({});
    expect(types.data).toEqual({
      repository: { events: { href: `${target.api()}/hook_events/repository` } },
      workspace: { events: { href: `${target.api()}/hook_events/workspace` } },
    });
    const events = await bb.hook_events.list({ subject_type: 'repository', pagelen: 100 });
    expect(events.data.values?.map((e) => e.event)).toContain('repo:push');
    // node-bitbucket refuses `team` itself (its enum): asked directly, the mock answers 404.
    const team = await fetch(`${target.api()}/hook_events/team`);
    expect([team.status, await team.json()]).toMatchObject([404, { type: 'error' }]);
    const user = await bb.user.get({});
    expect(user.data).toMatchObject({ type: 'user', display_name: 'Alice Example', nickname: 'alice' });
    expect(user.data).not.toHaveProperty('username');
    const repository = await bb.repositories.get(repo);
    expect(repository.data).toMatchObject({
      type: 'repository',
      full_name: 'acme/widgets',
      workspace: { slug: WS },
      project: { type: 'project' },
    });
    const ws = await bb.workspaces.getWorkspace({ workspace: WS });
    expect(ws.data).toMatchObject({ type: 'workspace', slug: WS });
  });
});
