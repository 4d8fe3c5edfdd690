// Real delivery of events (deliver: true): simulate.push and POST /__hookmock/events reach a
// local receiver, which checks both signatures itself and sees the product's header set; one
// request per firing hook (repo and org scope), none for inactive, unsubscribed or filtered hooks.
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifySignature } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { JSON_HEADERS, listen, readBody } from '../support/server.js';

const SECRET = 'event-s3cret';
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  valid: boolean;
}

let server: RunningServer;
let receiver: Awaited<ReturnType<typeof listen>>;
const received: Received[] = [];
const hex = (algorithm: string, body: string) => createHmac(algorithm, SECRET).update(body).digest('hex');

beforeAll(async () => {
  receiver = await listen(async (req, res) => {
    const body = await readBody(req);
    const h = req.headers;
    // Both signatures, checked two ways: node:crypto here, and the exported verifySignature.
    const own =
      h['x-gitea-signature'] === hex('sha256', body) && h['x-hub-signature'] === `sha1=${hex('sha1', body)}`;
    const valid = own && (await verifySignature(SECRET, body, h as Record<string, string>));
    received.push({ path: req.url ?? '/', headers: h, body, valid });
    res.writeHead(valid ? 204 : 401).end();
  });
  server = await startServer({
    port: 0,
    quiet: true,
    deliver: true,
    flavor: 'gitea',
    scenario: {
      name: 'receivers',
      users: [{ login: 'alice', token: 'demo' }],
      orgs: [{ name: 'acme', owners: ['alice'] }],
      repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    },
  });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});
beforeEach(() => {
  server.mock.reset();
  received.length = 0;
});

async function register(scope: string, path: string, extra: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${server.url}/${scope}/hooks`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({
      type: 'gitea',
      active: true,
      config: { url: `${receiver.url}${path}`, content_type: 'json', secret: SECRET },
      ...extra,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Waits until every recorded delivery has its outcome, then a little for stray requests. */
async function settle(count: number) {
  const done = () => {
    const all = server.mock.deliveries.all();
    return (
      all.length >= count &&
      all.every((d) => d.delivery.status === 'delivered' || d.delivery.status === 'failed')
    );
  };
  await server.mock.deliveries.waitFor(() => done(), { timeoutMs: 4000 });
  await new Promise((r) => setTimeout(r, 50));
}

describe('real delivery of events', () => {
  it('simulate.push: create + push to each firing hook, signed, with the Gitea header set', async () => {
    await register('repos/acme/widgets', '/repo', { events: ['push', 'create'] });
    await register('orgs/acme', '/org', { events: ['push', 'create'] });
    await register('repos/acme/widgets', '/inactive', { events: ['push', 'create'], active: false });
    await register('repos/acme/widgets', '/unsubscribed', { events: ['issues'] });
    await register('repos/acme/widgets', '/filtered', { events: ['push', 'create'], branch_filter: 'main' });
    const { deliveries } = await server.mock.simulate.push({ repo: 'acme/widgets', branch: 'feature' });
    expect(deliveries).toHaveLength(4);
    await settle(4);
    // The log keeps the products' order (repo hooks, then the org's; create before push); the
    // requests themselves go out concurrently, as the products' queue sends them, so arrival
    // order is not part of the contract.
    const order = ['/repo create', '/org create', '/repo push', '/org push'];
    expect(server.mock.deliveries.all().map((d) => `${new URL(d.url).pathname} ${d.eventType}`)).toEqual(
      order,
    );
    expect(received.map((r) => `${r.path} ${r.headers['x-gitea-event']}`).sort()).toEqual([...order].sort());
    expect(received.every((r) => r.valid)).toBe(true);
    const h = received.find((r) => r.path === '/repo')?.headers ?? {};
    expect(h['user-agent']).toBe('Go-http-client/1.1');
    expect(h['content-type']).toBe('application/json');
    for (const name of [
      'x-gitea-delivery',
      'x-gogs-delivery',
      'x-github-delivery',
      'x-gitea-event-type',
      'x-hub-signature-256',
    ])
      expect(h[name], name).toBeTruthy();
    for (const r of received)
      expect(r.headers['x-gitea-hook-installation-target-type'], r.path).toBe(
        r.path === '/org' ? 'organization' : 'repository',
      );
    expect(server.mock.deliveries.all().every((d) => d.delivery.status === 'delivered')).toBe(true);
  });

  it('POST /__hookmock/events issues: one request per subscribed hook at both scopes', async () => {
    await register('repos/acme/widgets', '/repo', { events: ['issues'] });
    await register('orgs/acme', '/org', { events: ['issues_only'] });
    await register('repos/acme/widgets', '/push-only', { events: ['push'] });
    await register('orgs/acme', '/off', { events: ['issues'], active: false });
    const res = await fetch(`${new URL(server.url).origin}/__hookmock/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'issues', repo: 'acme/widgets', action: 'opened' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(2);
    await settle(2);
    expect(server.mock.deliveries.all().map((d) => new URL(d.url).pathname)).toEqual(['/repo', '/org']);
    expect(received.map((r) => r.path).sort()).toEqual(['/org', '/repo']);
    expect(received.every((r) => r.valid && r.headers['x-gitea-event'] === 'issues')).toBe(true);
    expect(JSON.parse(received.find((r) => r.path === '/repo')?.body ?? '{}')).toMatchObject({
      action: 'opened',
      repository: { full_name: 'acme/widgets' },
    });
  });
});
