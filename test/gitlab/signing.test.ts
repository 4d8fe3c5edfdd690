/**
 * GitLab's `signing_token` (Standard Webhooks): set on create or edit (`whsec_<base64>`), never
 * read back; a signed hook's delivery to a real node:http receiver on 127.0.0.1 carries
 * `webhook-id` (the Idempotency-Key), `webhook-timestamp` (Unix seconds on the mock's clock) and
 * `webhook-signature: v1,<base64>` after GitLab's own headers, and the npm `standardwebhooks`
 * package — an implementation independent of hookmock's — verifies it.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { call } from './support.js';

interface Received {
  names: string[];
  headers: IncomingMessage['headers'];
  body: string;
}

/** A 32-byte key as GitLab makes them, and the secret naming it. */
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
/** The default scenario's clock (2026-01-01T00:00:00Z) in Unix seconds. */
const SCENARIO_START = Date.parse('2026-01-01T00:00:00Z') / 1000;

const received: Received[] = [];
let receiver: Server;
let port = 0;
let running: RunningServer;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const names = req.rawHeaders.filter((_, i) => i % 2 === 0);
      received.push({ names, headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  running = await startServer({ port: 0, quiet: true, flavor: 'gitlab', deliver: true });
});

afterAll(async () => {
  await running.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(() => {
  running.mock.reset();
  received.length = 0;
});

const hooks = '/projects/acme%2Fwidgets/hooks';
const api = (method: string, path: string, body?: unknown) =>
  call(running.url, method, path, body === undefined ? {} : { body });

async function pushOnce(): Promise<Received> {
  await running.mock.emit('push' as never, { repo: 'acme/widgets' });
  await running.mock.deliveries.waitFor(() => received.length === 1, { timeoutMs: 5000 });
  return received[0]!;
}

describe('gitlab: signing_token and Standard Webhooks deliveries', () => {
  it('is never read back, and signs the delivery as standardwebhooks verifies it', async () => {
    const created = await api('POST', hooks, {
      url: `http://127.0.0.1:${port}/signed`,
      token: 'plain-token',
      signing_token: SECRET,
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('signing_token');
    expect(created.text).not.toContain(SECRET.slice(6, 20));
    const shown = await api('GET', `${hooks}/${(created.body as { id: number }).id}`);
    expect(shown.text).not.toContain(SECRET.slice(6, 20));

    const got = await pushOnce();
    const id = String(got.headers['webhook-id']);
    const timestamp = Number(got.headers['webhook-timestamp']);
    expect(id).toBe(got.headers['idempotency-key']);
    // The mock's clock: the scenario's, advancing with real time since the reset.
    expect(Math.abs(timestamp - SCENARIO_START)).toBeLessThan(60);
    expect(got.headers['x-gitlab-token']).toBe('plain-token');
    // GitLab's headers first, the three Standard Webhooks ones last (docs/gitlab-deliveries.md).
    const ours = got.names.filter((n) => !['Content-Length', 'Host', 'Connection'].includes(n));
    expect(ours.slice(-5)).toEqual([
      'X-Gitlab-Token',
      'X-Gitlab-Event-UUID',
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);

    const webhook = new Webhook(SECRET);
    expect(got.headers['webhook-signature']).toBe(webhook.sign(id, new Date(timestamp * 1000), got.body));
    // verify() reads the real clock for its 5-minute window: put it at the mock's time.
    vi.useFakeTimers({ now: timestamp * 1000, toFake: ['Date'] });
    try {
      const headers = {
        'webhook-id': id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': String(got.headers['webhook-signature']),
      };
      expect(webhook.verify(got.body, headers)).toMatchObject({ object_kind: 'push' });
      expect(() => webhook.verify(`${got.body} `, headers)).toThrow();
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32, 8).toString('base64')}`).verify(got.body, headers),
      ).toThrow();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an edit removes it with an empty value; a hook without one sends no webhook-* header', async () => {
    const created = await api('POST', hooks, { url: `http://127.0.0.1:${port}/x`, signing_token: SECRET });
    const id = (created.body as { id: number }).id;
    expect((await api('PUT', `${hooks}/${id}`, { signing_token: '' })).status).toBe(200);
    const got = await pushOnce();
    expect(got.names.filter((n) => n.startsWith('webhook-'))).toEqual([]);
    expect(got.headers['idempotency-key']).toBeDefined();
  });

  it('a changed url keeps the signing token (GitLab resets only `token`)', async () => {
    const created = await api('POST', hooks, { url: `http://127.0.0.1:${port}/a`, signing_token: SECRET });
    const id = (created.body as { id: number }).id;
    await api('PUT', `${hooks}/${id}`, { url: `http://127.0.0.1:${port}/b` });
    const got = await pushOnce();
    expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
  });

  it("refuses a token that is not whsec_ and base64, in create's and edit's words", async () => {
    const url = `http://127.0.0.1:${port}/x`;
    for (const bad of [
      'abc',
      'whsec_',
      'whsec_not base64',
      'whsec_abc',
      `${Buffer.alloc(32).toString('base64')}`,
    ]) {
      const refused = await api('POST', hooks, { url, signing_token: bad });
      expect([refused.status, refused.body], bad).toEqual([422, { error: 'Signing token is invalid' }]);
    }
    const created = await api('POST', hooks, { url });
    const edit = await api('PUT', `${hooks}/${(created.body as { id: number }).id}`, {
      signing_token: 'nope',
    });
    expect([edit.status, edit.body]).toEqual([422, { message: { signing_token: ['is invalid'] } }]);
  });
});
