/**
 * A real GitHub receiver on 127.0.0.1 built on `@octokit/webhooks` accepts every delivery of the
 * `github` flavor: JSON bodies through its Node middleware (headers, signature, payload), form
 * bodies through `verify` over the body as sent and `receive` of the decoded payload (the
 * middleware answers 415 to anything but JSON). Headers carry GitHub's names and values. Besides
 * emitted events: the ping of a hook created through the API, `/pings`, `/tests`, a redelivery
 * (the same `X-GitHub-Delivery`) and a merge from `simulate`.
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhooks, createNodeMiddleware } from '@octokit/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery, Scenario } from '../../src/index.js';
import { actionsOf, eventTypesOf } from '../support/catalog.js';
import { GITHUB_SCENARIO, SCHEMA_TIMEOUT_MS } from './github-schemas.js';

const REPO_SECRET = 's3cret';
const ORG_SECRET = 'org-s3cret';
const repoHooks = new Webhooks({ secret: REPO_SECRET });
const orgHooks = new Webhooks({ secret: ORG_SECRET });
const received: { scope: string; name: string; action?: string; id: string; payload: unknown }[] = [];
const headersSeen: IncomingMessage['headers'][] = [];
repoHooks.onAny(({ id, name, payload }) =>
  received.push({ scope: 'repo', id, name, action: (payload as { action?: string }).action, payload }),
);
orgHooks.onAny(({ id, name, payload }) =>
  received.push({ scope: 'org', id, name, action: (payload as { action?: string }).action, payload }),
);

const json = createNodeMiddleware(repoHooks, { path: '/json' });

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A form receiver: the signature covers the body as sent; the payload is the `payload` field. */
async function form(req: IncomingMessage): Promise<number> {
  const raw = await readBody(req);
  const signature = String(req.headers['x-hub-signature-256'] ?? '');
  if (!(await orgHooks.verify(raw, signature))) return 401;
  const payload = new URLSearchParams(raw).get('payload') ?? '';
  await orgHooks.receive({
    id: String(req.headers['x-github-delivery']),
    name: String(req.headers['x-github-event']) as 'push',
    payload: JSON.parse(payload),
  });
  return 200;
}

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    headersSeen.push(req.headers);
    if (req.url === '/json') return void json(req, res);
    void form(req).then(
      (status) => res.writeHead(status).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function scenario(): Scenario {
  const [repoHook, orgHook] = GITHUB_SCENARIO.hooks ?? [];
  return {
    ...GITHUB_SCENARIO,
    hooks: [
      { ...repoHook, config: { url: `${base}/json`, content_type: 'json', secret: REPO_SECRET } },
      { ...orgHook, config: { url: `${base}/form`, content_type: 'form', secret: ORG_SECRET } },
    ],
  };
}

const settled = (d: Delivery) => d.delivery.status !== 'recorded' && d.delivery.status !== 'pending';

describe('github deliveries to an @octokit/webhooks receiver', { timeout: SCHEMA_TIMEOUT_MS }, () => {
  it('every event and action, JSON and form, is accepted with a valid signature', async () => {
    const mock = createHookMock({ flavor: 'github', scenario: scenario(), deliver: true });
    const sent: Delivery[] = [];
    for (const type of eventTypesOf('github')) {
      const actions = actionsOf(type, 'github');
      for (const action of actions.length > 0 ? actions : [undefined])
        sent.push(...(await mock.emit<string>(type.name, { repo: 'acme/widgets', action })));
    }
    await expect.poll(() => sent.every(settled), { timeout: 20_000 }).toBe(true);
    const outcomes = sent.map((d) => `${d.contentType} ${d.delivery.status} ${d.delivery.responseStatus}`);
    expect(new Set(outcomes)).toEqual(new Set(['json delivered 200', 'form delivered 200']));
    expect(received).toHaveLength(sent.length);
    expect(headersSeen.map((h) => h['user-agent'])).toEqual(sent.map((d) => d.headers['User-Agent']));
    expect(received.map((r) => r.id).sort()).toEqual(sent.map((d) => d.guid).sort());
    // One event's hooks share its GUID (GitHub's `guid`, "shared with all deliveries"): one per scope here.
    for (const d of sent) {
      const got = received.find((r) => r.id === d.guid && r.scope === d.scope.kind);
      expect(got, d.guid).toMatchObject({ scope: d.scope.kind, name: d.event });
      expect(got?.action).toBe(d.action ?? undefined);
    }
  });

  it('accepts the API’s deliveries too: create’s ping, /pings, /tests, a redelivery and a merge', async () => {
    // No scenario hooks: the hook is made through the API, aimed at the same middleware. GUIDs
    // are seeded, so the first test's mock sent the same ones: only what arrives from here counts.
    const start = received.length;
    const mock = createHookMock({ flavor: 'github', scenario: { ...scenario(), hooks: [] }, deliver: true });
    const api = async (method: string, path: string, body?: unknown) => {
      const answer = await mock.fetch(
        new Request(`https://api.github.com/repos/acme/widgets${path}`, {
          method,
          headers: { Authorization: 'token alice-token', 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      if (!answer) throw new Error(`${method} ${path}: not the mock's`);
      return answer;
    };
    const created = await api('POST', '/hooks', {
      events: ['push', 'pull_request'],
      config: { url: `${base}/json`, content_type: 'json', secret: REPO_SECRET },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await api('POST', `/hooks/${id}/pings`)).status).toBe(204);
    expect((await api('POST', `/hooks/${id}/tests`)).status).toBe(204);
    const [ping, pinged, tested] = mock.deliveries.forHook(id);
    const redelivered = await mock.deliveries.redeliver(ping?.id ?? 0);
    await mock.simulate.createBranch({ repo: 'acme/widgets', branch: 'feature' });
    const { number = 0 } = await mock.simulate.openPullRequest({ repo: 'acme/widgets', head: 'feature' });
    const merge = await mock.simulate.mergePullRequest({ repo: 'acme/widgets', number });
    const [closed, pushed] = merge.deliveries;

    const sent = [ping, pinged, tested, redelivered, closed, pushed] as Delivery[];
    expect(sent.map((d) => [d.hookId, d.event, d.action ?? null])).toEqual([
      [id, 'ping', null],
      [id, 'ping', null],
      [id, 'push', null],
      [id, 'ping', null],
      [id, 'pull_request', 'closed'],
      [id, 'push', null],
    ]);
    await expect.poll(() => mock.deliveries.forHook(id).every(settled), { timeout: 10_000 }).toBe(true);
    const outcome = (d: Delivery) => mock.deliveries.all().find((x) => x.id === d.id)?.delivery;
    for (const d of sent)
      expect(outcome(d), `${d.id} ${d.event}`).toMatchObject({ status: 'delivered', responseStatus: 200 });
    expect(redelivered).toMatchObject({ guid: ping?.guid, redelivery: true });

    // The receiver handled each one under GitHub's event name; the redelivery under the ping's GUID.
    const got = received.slice(start);
    const handled = (d: Delivery) => got.filter((r) => r.id === d.guid);
    const all = mock.deliveries.forHook(id); // also the branch's push and the PR's opened
    expect(got.map((r) => r.id).sort()).toEqual(all.map((d) => d.guid).sort());
    for (const d of sent) expect(handled(d)[0], `${d.id} ${d.event}`).toMatchObject({ name: d.event });
    expect(handled(ping as Delivery)).toHaveLength(2);
    expect(handled(closed as Delivery)[0]).toMatchObject({
      action: 'closed',
      payload: { pull_request: { merged: true, state: 'closed' } },
    });
    expect(handled(pushed as Delivery)[0]).toMatchObject({
      payload: { ref: 'refs/heads/main', after: merge.sha },
    });
  });

  it('sends GitHub’s headers, both signatures over the body as sent, and none without a secret', async () => {
    const noSecret = scenario();
    noSecret.hooks = [
      {
        repo: 'acme/widgets',
        active: true,
        events: ['push'],
        config: { url: `${base}/x`, content_type: 'form' },
      },
      ...(noSecret.hooks ?? []),
    ];
    const mock = createHookMock({ flavor: 'github', scenario: noSecret });
    const [plain, repo, org] = await mock.emit('push', { repo: 'acme/widgets' });
    for (const [d, secret, target] of [
      [repo, REPO_SECRET, 'repository'],
      [org, ORG_SECRET, 'organization'],
    ] as const) {
      const h = d?.headers ?? {};
      expect(Object.keys(h)).toEqual([
        'Accept',
        'Content-Type',
        'User-Agent',
        'X-GitHub-Delivery',
        'X-GitHub-Event',
        'X-GitHub-Hook-ID',
        'X-GitHub-Hook-Installation-Target-ID',
        'X-GitHub-Hook-Installation-Target-Type',
        'X-Hub-Signature',
        'X-Hub-Signature-256',
      ]);
      expect(h['User-Agent']).toMatch(/^GitHub-Hookshot\/[0-9a-f]{7}$/);
      expect(h['X-GitHub-Delivery']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
      expect(h['X-GitHub-Event']).toBe('push');
      expect(h['X-GitHub-Hook-ID']).toBe(String(d?.hookId));
      expect(h['X-GitHub-Hook-Installation-Target-Type']).toBe(target);
      const body = d?.body ?? '';
      expect(h['X-Hub-Signature-256']).toBe(
        `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
      );
      expect(h['X-Hub-Signature']).toBe(`sha1=${createHmac('sha1', secret).update(body).digest('hex')}`);
    }
    expect(repo?.headers['Content-Type']).toBe('application/json');
    expect(org?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(org?.body.startsWith('payload=%7B%22ref%22')).toBe(true);
    expect(plain?.headers['X-Hub-Signature-256']).toBeUndefined();
    expect(plain?.headers['X-Hub-Signature']).toBeUndefined();
    // Installation target ids: the repository's and the organization's.
    const repoPayload = JSON.parse(repo?.body ?? '');
    expect(repo?.headers['X-GitHub-Hook-Installation-Target-ID']).toBe(String(repoPayload.repository.id));
    expect(org?.headers['X-GitHub-Hook-Installation-Target-ID']).toBe(String(repoPayload.organization.id));
  });
});
