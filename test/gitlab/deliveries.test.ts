/**
 * GitLab's deliveries on the wire: a real node:http receiver on 127.0.0.1 gets GitLab's headers
 * in GitLab's order from the standalone server (`WebHookService#build_headers`: the token, then
 * `merge!(RecursionDetection.header)`, so `X-Gitlab-Event-UUID` last), one `X-Gitlab-Event-UUID` for every hook an event reaches,
 * a new `X-Gitlab-Webhook-UUID` and `Idempotency-Key` (the record's `guid`) per hook, the token
 * only where the hook has one, and a 3xx answer counted as delivered (GitLab's
 * `response.success? || response.redirection?`).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';

interface Received {
  path: string;
  /** Header names as sent, in order. */
  names: string[];
  headers: IncomingMessage['headers'];
  body: string;
}

const received: Received[] = [];
let receiver: Server;
let port = 0;
let running: RunningServer;

const GITLAB_ORDER = [
  'Content-Type',
  'User-Agent',
  'Idempotency-Key',
  'X-Gitlab-Event',
  'X-Gitlab-Webhook-UUID',
  'X-Gitlab-Instance',
  'X-Gitlab-Token',
  'X-Gitlab-Event-UUID',
];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const names = req.rawHeaders.filter((_, i) => i % 2 === 0);
      received.push({ path: req.url ?? '', names, headers: req.headers, body });
      // /moved answers a redirect: GitLab counts a 3xx as a success.
      if (req.url === '/moved') res.writeHead(302, { Location: 'http://127.0.0.1:1/elsewhere' }).end();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  const scenario = {
    users: [{ login: 'alice', token: 'demo' }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: [
      {
        repo: 'acme/widgets',
        active: true,
        events: ['push_events'],
        config: { url: `http://127.0.0.1:${port}/with-token`, secret: 's3cr\net' },
      },
      {
        org: 'acme',
        active: true,
        events: ['push_events'],
        config: { url: `http://127.0.0.1:${port}/moved` },
      },
      {
        repo: 'acme/widgets',
        active: true,
        events: ['issues_events'],
        config: { url: `http://127.0.0.1:${port}/issues` },
      },
    ],
  } as Scenario;
  running = await startServer({ port: 0, quiet: true, flavor: 'gitlab', scenario, deliver: true });
});

afterAll(async () => {
  await running.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('gitlab deliveries reach a real receiver with GitLab headers', () => {
  it('one push to two hooks: headers in order, one Event-UUID, per-hook ids, the token only where set', async () => {
    received.length = 0;
    const out = await running.mock.emit('push' as never, { repo: 'acme/widgets' });
    expect(out.map((d) => d.url)).toEqual([
      `http://127.0.0.1:${port}/with-token`,
      `http://127.0.0.1:${port}/moved`,
    ]);
    await running.mock.deliveries.waitFor(() => received.length === 2, { timeoutMs: 5000 });
    const settled = await Promise.all(
      out.map((d) =>
        running.mock.deliveries.waitFor(
          (e) => e.id === d.id && e.delivery.status !== 'pending' && e.delivery.status !== 'recorded',
          { timeoutMs: 5000 },
        ),
      ),
    );
    const byPath = (path: string) => received.find((r) => r.path === path);
    const withToken = byPath('/with-token');
    const moved = byPath('/moved');
    expect(withToken?.names.filter((n) => GITLAB_ORDER.includes(n))).toEqual(GITLAB_ORDER);
    expect(moved?.names.filter((n) => GITLAB_ORDER.includes(n))).toEqual(
      GITLAB_ORDER.filter((n) => n !== 'X-Gitlab-Token'),
    );
    expect(withToken?.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'GitLab/18.2.0',
      'x-gitlab-event': 'Push Hook',
      'x-gitlab-token': 's3cret',
      'idempotency-key': out[0]?.guid,
    });
    expect(moved?.headers['idempotency-key']).toBe(out[1]?.guid);
    expect(out[0]?.guid).not.toBe(out[1]?.guid);
    expect(withToken?.headers['x-gitlab-event-uuid']).toBe(moved?.headers['x-gitlab-event-uuid']);
    expect(withToken?.headers['x-gitlab-webhook-uuid']).not.toBe(moved?.headers['x-gitlab-webhook-uuid']);
    const uuids = [withToken, moved].flatMap((r) => [
      r?.headers['x-gitlab-event-uuid'],
      r?.headers['x-gitlab-webhook-uuid'],
    ]);
    expect(new Set(uuids).size).toBe(3);
    const payload = JSON.parse(withToken?.body ?? '{}');
    expect(payload).toMatchObject({ object_kind: 'push' });
    // The instance is the site the payload's URLs point at.
    expect(withToken?.headers['x-gitlab-instance']).toBe(new URL(payload.project.web_url).origin);
    // 200 and 302 both count as delivered (GitLab: success or redirection).
    expect(settled.map((d) => [d.delivery.status, d.delivery.responseStatus])).toEqual([
      ['delivered', 200],
      ['delivered', 302],
    ]);
  });

  it('the next event has a new Event-UUID', async () => {
    received.length = 0;
    await running.mock.emit('push' as never, { repo: 'acme/widgets' });
    await running.mock.deliveries
      .waitFor(() => received.length === 2, { timeoutMs: 5000 })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 50));
    const first = received[0]?.headers['x-gitlab-event-uuid'];
    await running.mock.emit('issue' as never, { repo: 'acme/widgets' });
    await new Promise((r) => setTimeout(r, 300));
    const issue = received.find((r) => r.path === '/issues');
    expect(issue?.headers['x-gitlab-event']).toBe('Issue Hook');
    expect(issue?.headers['x-gitlab-event-uuid']).toBeDefined();
    expect(issue?.headers['x-gitlab-event-uuid']).not.toBe(first);
  });

  it('custom headers go first and never over a built-in one; URL variables fill the delivered URL', async () => {
    const created = await fetch(`${running.url}/projects/1/hooks`, {
      method: 'POST',
      headers: { 'PRIVATE-TOKEN': 'demo', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        url: `http://127.0.0.1:${port}/{where}`,
        url_variables: [{ key: 'where', value: 'templated' }],
        custom_headers: [
          { key: 'X-Custom', value: 'one' },
          { key: 'User-Agent', value: 'not-gitlab' },
        ],
        push_events: false,
        tag_push_events: true,
      }),
    });
    expect(created.status).toBe(201);
    received.length = 0;
    const out = await running.mock.emit('tag_push' as never, { repo: 'acme/widgets' });
    expect(out.map((d) => d.url)).toEqual([`http://127.0.0.1:${port}/templated`]);
    await running.mock.deliveries.waitFor(() => received.length === 1, { timeoutMs: 5000 });
    const got = received[0];
    expect(got?.path).toBe('/templated');
    expect(got?.headers['x-custom']).toBe('one');
    expect(got?.headers['user-agent']).toBe('GitLab/18.2.0');
    const names = got?.names.filter((n) => n !== 'Host') ?? [];
    // The custom headers first, then the built-in ones in GitLab's order; a custom header a
    // built-in one replaces (User-Agent) is not sent, nor listed in the record (security review 5, H5).
    expect(names.slice(0, 3)).toEqual(['X-Custom', 'Content-Type', 'User-Agent']);
    expect(names.filter((n) => n.toLowerCase() === 'user-agent')).toEqual(['User-Agent']);
    expect(names.filter((n) => n.startsWith('X-Gitlab') || n === 'Idempotency-Key')).toEqual([
      'Idempotency-Key',
      'X-Gitlab-Event',
      'X-Gitlab-Webhook-UUID',
      'X-Gitlab-Instance',
      'X-Gitlab-Event-UUID',
    ]);
  });
});
