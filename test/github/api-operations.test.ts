// Every one of GitHub's 23 repository and organization webhook operations, driven by @octokit/rest
// unchanged: in-process through msw with Octokit's default base URL, and against the standalone
// server on 127.0.0.1 (`/api/v3`).
import { describe, expect, it } from 'vitest';
import { TARGETS, settled } from './support.js';

const REPO = { owner: 'acme', repo: 'widgets' };
const ORG = { org: 'acme' };
const HOOK_KEYS = [
  'type',
  'id',
  'name',
  'active',
  'events',
  'config',
  'updated_at',
  'created_at',
  'url',
  'test_url',
  'ping_url',
  'deliveries_url',
  'last_response',
];
const ORG_HOOK_KEYS = [
  'id',
  'url',
  'ping_url',
  'deliveries_url',
  'name',
  'events',
  'active',
  'config',
  'updated_at',
  'created_at',
  'type',
];

describe.each(TARGETS)('github flavor, every operation (%s)', (_name, use) => {
  const target = use();

  it('repository hooks: list, create (defaults, ping), get, update with add/remove_events, config, delete', async () => {
    const octokit = target.octokit();
    const listed = await octokit.rest.repos.listWebhooks(REPO);
    expect(listed.status).toBe(200);
    expect(listed.data.map((h) => h.id)).toEqual([1, 2]);
    expect(Object.keys(listed.data[0] ?? {})).toEqual(HOOK_KEYS);

    const created = await octokit.rest.repos.createWebhook({
      ...REPO,
      config: { url: 'https://ci.example.test/new', secret: 'shh' },
    });
    expect(created.status).toBe(201);
    const id = created.data.id;
    expect(created.data).toMatchObject({
      type: 'Repository',
      name: 'web',
      active: true,
      events: ['push'],
      config: {
        content_type: 'form',
        insecure_ssl: '0',
        secret: '********',
        url: 'https://ci.example.test/new',
      },
      last_response: { code: null, status: 'unused', message: null },
    });
    expect(created.headers.location).toBe(created.data.url);
    expect(created.data.url).toMatch(new RegExp(`/repos/acme/widgets/hooks/${id}$`));
    expect(created.data.test_url).toBe(`${created.data.url}/test`);
    expect(created.data.ping_url).toBe(`${created.data.url}/pings`);
    expect(created.data.deliveries_url).toBe(`${created.data.url}/deliveries`);

    const ping = await target.deliveries().waitFor((d) => d.hookId === id && settled(d));
    expect(ping.event).toBe('ping');
    const got = await octokit.rest.repos.getWebhook({ ...REPO, hook_id: id });
    expect(got.data.last_response).toEqual({ code: 200, status: 'active', message: 'OK' });

    const updated = await octokit.rest.repos.updateWebhook({
      ...REPO,
      hook_id: id,
      add_events: ['issues', 'release'],
      remove_events: ['push'],
      active: false,
    });
    expect(updated.data).toMatchObject({ active: false, events: ['issues', 'release'] });
    // `config` on the hook replaces it: without the secret, the secret is gone.
    const replaced = await octokit.rest.repos.updateWebhook({
      ...REPO,
      hook_id: id,
      config: { url: 'https://ci.example.test/moved', content_type: 'json' },
    });
    expect(replaced.data.config).toEqual({
      content_type: 'json',
      insecure_ssl: '0',
      url: 'https://ci.example.test/moved',
    });

    const config = await octokit.rest.repos.getWebhookConfigForRepo({ ...REPO, hook_id: 1 });
    expect(config.data).toEqual({
      content_type: 'json',
      insecure_ssl: '0',
      secret: '********',
      url: 'https://ci.example.test/hook',
    });
    const patched = await octokit.rest.repos.updateWebhookConfigForRepo({
      ...REPO,
      hook_id: 1,
      insecure_ssl: '1',
    });
    expect(patched.data).toEqual({ ...config.data, insecure_ssl: '1' });

    const deleted = await octokit.rest.repos.deleteWebhook({ ...REPO, hook_id: id });
    expect(deleted.status).toBe(204);
    const after = await octokit.rest.repos.listWebhooks(REPO);
    expect(after.data.map((h) => h.id)).toEqual([1, 2]);
  });

  it('repository hooks: pings, tests (push only), deliveries list and get', async () => {
    const octokit = target.octokit();
    const pinged = await octokit.rest.repos.pingWebhook({ ...REPO, hook_id: 1 });
    expect(pinged.status).toBe(204);
    const ping = await target.deliveries().waitFor((d) => d.hookId === 1 && d.event === 'ping' && settled(d));

    const tested = await octokit.rest.repos.testPushWebhook({ ...REPO, hook_id: 1 });
    expect(tested.status).toBe(204);
    const push = await target.deliveries().waitFor((d) => d.hookId === 1 && d.event === 'push' && settled(d));

    // Hook 2 listens to `release` only: 204, and no delivery is made.
    const notPush = await octokit.rest.repos.testPushWebhook({ ...REPO, hook_id: 2 });
    expect(notPush.status).toBe(204);
    expect((await octokit.rest.repos.listWebhookDeliveries({ ...REPO, hook_id: 2 })).data).toEqual([]);

    const list = await octokit.rest.repos.listWebhookDeliveries({ ...REPO, hook_id: 1 });
    expect(list.data.map((d) => [d.id, d.event, d.status, d.status_code, d.redelivery])).toEqual([
      [push.id, 'push', 'OK', 200, false],
      [ping.id, 'ping', 'OK', 200, false],
    ]);
    expect(list.data[0]).toMatchObject({
      guid: push.guid,
      action: null,
      repository_id: 1,
      installation_id: null,
    });

    const one = await octokit.rest.repos.getWebhookDelivery({ ...REPO, hook_id: 1, delivery_id: push.id });
    expect(one.data).toMatchObject({ id: push.id, guid: push.guid, url: 'https://ci.example.test/hook' });
    expect(one.data.request.headers).toEqual(push.headers);
    expect(one.data.request.payload).toEqual(JSON.parse(push.body));
    expect(one.data.response).toEqual({ headers: {}, payload: null });
  });

  it('organization hooks: list, create, get, update, config, pings, deliveries, delete', async () => {
    const octokit = target.octokit();
    const listed = await octokit.rest.orgs.listWebhooks(ORG);
    expect(listed.data.map((h) => h.id)).toEqual([3]);
    expect(Object.keys(listed.data[0] ?? {})).toEqual(ORG_HOOK_KEYS);

    const created = await octokit.rest.orgs.createWebhook({
      ...ORG,
      name: 'web',
      config: { url: 'https://audit.example.test/all', content_type: 'json' },
      events: ['*'],
    });
    expect(created.status).toBe(201);
    const id = created.data.id;
    expect(created.data).toMatchObject({ type: 'Organization', name: 'web', active: true, events: ['*'] });
    expect(created.data.url).toMatch(new RegExp(`/orgs/acme/hooks/${id}$`));
    expect(created.data).not.toHaveProperty('test_url');
    expect(created.data).not.toHaveProperty('last_response');

    const got = await octokit.rest.orgs.getWebhook({ ...ORG, hook_id: id });
    expect(got.data.id).toBe(id);
    const updated = await octokit.rest.orgs.updateWebhook({ ...ORG, hook_id: id, events: ['repository'] });
    expect(updated.data.events).toEqual(['repository']);
    const config = await octokit.rest.orgs.getWebhookConfigForOrg({ ...ORG, hook_id: id });
    expect(config.data).toEqual({
      content_type: 'json',
      insecure_ssl: '0',
      url: 'https://audit.example.test/all',
    });
    const patched = await octokit.rest.orgs.updateWebhookConfigForOrg({ ...ORG, hook_id: id, secret: 'new' });
    expect(patched.data).toEqual({ ...config.data, secret: '********' });

    expect((await octokit.rest.orgs.pingWebhook({ ...ORG, hook_id: id })).status).toBe(204);
    await target.deliveries().waitFor((d) => d.hookId === id && d.event === 'ping' && settled(d));
    const deliveries = await octokit.rest.orgs.listWebhookDeliveries({ ...ORG, hook_id: id });
    // The ping on create, then the ping of `/pings`, newest first.
    expect(deliveries.data.map((d) => d.event)).toEqual(['ping', 'ping']);
    const first = deliveries.data[1];
    const one = await octokit.rest.orgs.getWebhookDelivery({
      ...ORG,
      hook_id: id,
      delivery_id: first?.id ?? 0,
    });
    expect(one.data).toMatchObject({ id: first?.id, guid: first?.guid, repository_id: null });

    expect((await octokit.rest.orgs.deleteWebhook({ ...ORG, hook_id: id })).status).toBe(204);
    expect((await octokit.rest.orgs.listWebhooks(ORG)).data.map((h) => h.id)).toEqual([3]);
  });
});
