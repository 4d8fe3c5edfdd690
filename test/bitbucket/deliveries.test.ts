/**
 * Bitbucket Cloud's deliveries received by a real node:http receiver on 127.0.0.1: the headers
 * (`X-Event-Key`, `X-Hook-UUID`, `X-Request-UUID`, `X-Attempt-Number`, `User-Agent`), the body
 * verified with the hook's secret (`X-Hub-Signature: sha256=…`), a 5xx sent twice more
 * (attempts 2 and 3) and a 4xx not; every listed event sent; the signature test vector of
 * Jenkins' Bitbucket Branch Source plugin (fixtures/signed_payload.json, MIT).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHookMock, verifySignature } from '../../src/index.js';
import type { Delivery } from '../../src/index.js';
import { eventTypesOf } from '../support/catalog.js';
import { BITBUCKET_EVENT_KEYS } from '../../src/core/flavors/bitbucket/event-model.js';

interface Got {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const got: Got[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      got.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = req.url === '/down' ? 503 : req.url === '/refuse' ? 400 : 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SECRET = 'bb-secret';

function mockTo(path: string, secret = SECRET) {
  return createHookMock({
    flavor: 'bitbucket',
    deliver: true,
    scenario: {
      name: 'bitbucket-deliveries',
      users: [{ login: 'alice', token: 'demo' }],
      orgs: [{ name: 'acme', owners: ['alice'] }],
      repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
      hooks: [
        {
          repo: 'acme/widgets',
          active: true,
          events: ['push', 'pull_request'],
          config: { url: `${origin}${path}`, content_type: 'json', secret },
        },
      ],
    },
  });
}

const settled = (mock: ReturnType<typeof mockTo>, n: number) =>
  mock.deliveries.waitFor(
    () =>
      mock.deliveries.all().filter((d) => d.delivery.status !== 'pending' && d.delivery.status !== 'recorded')
        .length >= n,
    { timeoutMs: 8000 },
  );

describe('bitbucket deliveries to a real receiver', () => {
  it('a push: Bitbucket headers, a body verified with the secret', async () => {
    const mock = mockTo('/ok');
    const before = got.length;
    await mock.emit('push', { repo: 'acme/widgets' });
    await settled(mock, 1);
    const request = got[before];
    expect(request).toBeDefined();
    const headers = request?.headers ?? {};
    expect(headers['x-event-key']).toBe('repo:push');
    expect(headers['user-agent']).toBe('Bitbucket-Webhooks/2.0');
    expect(headers['x-attempt-number']).toBe('1');
    expect(headers['x-request-uuid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-hook-uuid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-hub-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    const body = request?.body ?? '';
    expect(await verifySignature(SECRET, body, headers)).toBe(true);
    expect(await verifySignature('wrong', body, headers)).toBe(false);
    const payload = JSON.parse(body);
    expect(Object.keys(payload)).toEqual(['push', 'repository', 'actor']);
    expect(Object.keys(payload.push.changes[0])).toEqual([
      'old',
      'new',
      'truncated',
      'created',
      'forced',
      'closed',
      'links',
      'commits',
    ]);
    expect(payload.actor).not.toHaveProperty('username');
    expect(payload.repository).toMatchObject({
      type: 'repository',
      full_name: 'acme/widgets',
      workspace: { slug: 'acme' },
      project: { type: 'project' },
    });
  });

  it('a pull request: pullrequest:created, verified', async () => {
    const mock = mockTo('/ok');
    const before = got.length;
    await mock.emit('pullrequest:created', { repo: 'acme/widgets' });
    await settled(mock, 1);
    const request = got[before];
    expect(request?.headers['x-event-key']).toBe('pullrequest:created');
    expect(await verifySignature(SECRET, request?.body ?? '', request?.headers ?? {})).toBe(true);
    expect(JSON.parse(request?.body ?? '{}').pullrequest).toMatchObject({
      type: 'pullrequest',
      state: 'OPEN',
    });
  });

  it('a 5xx is sent twice more (X-Attempt-Number 2, 3), same request id; a 4xx is not', async () => {
    const mock = mockTo('/down');
    const before = got.length;
    await mock.emit('push', { repo: 'acme/widgets' });
    await settled(mock, 3);
    const attempts = got
      .slice(before)
      .map((r) => [r.headers['x-attempt-number'], r.headers['x-request-uuid']]);
    expect(attempts.map(([n]) => n)).toEqual(['1', '2', '3']);
    expect(new Set(attempts.map(([, id]) => id)).size).toBe(1);
    expect(mock.deliveries.all().map((d: Delivery) => d.delivery.responseStatus)).toEqual([503, 503, 503]);
    const refused = mockTo('/refuse');
    await refused.emit('push', { repo: 'acme/widgets' });
    await settled(refused, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(refused.deliveries.all()).toHaveLength(1);
  });

  it('no secret, no X-Hub-Signature', async () => {
    const mock = mockTo('/ok', '');
    const [delivery] = await mock.emit('push', { repo: 'acme/widgets' });
    expect(delivery?.headers).not.toHaveProperty('X-Hub-Signature');
  });

  it('every listed event is sent, each with its own X-Event-Key', () => {
    const mock = createHookMock({
      flavor: 'bitbucket',
      scenario: {
        name: 'every-event',
        users: [{ login: 'alice', token: 'demo' }],
        repos: [{ owner: 'alice', name: 'widgets' }],
        hooks: [
          {
            repo: 'alice/widgets',
            active: true,
            events: [...BITBUCKET_EVENT_KEYS],
            config: { url: 'https://every.example.test/', content_type: 'json' },
          },
        ],
      },
    });
    const keys = eventTypesOf('bitbucket').map((t) => t.header);
    return Promise.all(
      keys.map((key) => mock.emit(key === 'repo:push' ? 'push' : key, { repo: 'alice/widgets' })),
    ).then(() => {
      expect(new Set(mock.deliveries.all().map((d) => d.event))).toEqual(new Set(keys));
    });
  });
});

describe('the signature test vector (Jenkins Bitbucket Branch Source, AbstractWebhookProcessorTest)', () => {
  it('verifySignature accepts sha256= over the recorded 2025 push', async () => {
    const body = readFileSync(new URL('./fixtures/signed_payload.json', import.meta.url), 'utf8');
    expect(body.length).toBe(14515);
    const headers = {
      'X-Hub-Signature': 'sha256=f205c729821c6954aff2afe72b965c34015b4baf96ea8ddc2cc44999c014a035',
    };
    expect(await verifySignature('Gkvl$k$wyNpQAF42', body, headers)).toBe(true);
    expect(await verifySignature('Gkvl$k$wyNpQAF43', body, headers)).toBe(false);
  });
});
