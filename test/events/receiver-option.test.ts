/**
 * The `receiver` option (issue 20 item 5): every delivery is handed to the app's own fetch
 * handler in-process as a real `Request` — the bytes and headers a receiver gets over HTTP — and
 * the `Response` is the outcome. Shown with a Hono app and with `@octokit/webhooks`' web
 * middleware, both checking the signature the way they would in production.
 */
import { Webhooks, createWebMiddleware } from '@octokit/webhooks';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createHookMock, verifySignature } from '../../src/index.js';
import { builtin } from '../support/msw.js';
import type { Delivery, FlavorName, HookMockOptions } from '../../src/index.js';

const SECRET = 'app-secret';

/** A mock whose scenario has one hook on acme/widgets aimed at the app, signed with `secret`. */
function mockFor(flavor: FlavorName, secret: string, options: HookMockOptions) {
  const scenario = builtin('default');
  scenario.hooks = [
    {
      repo: 'acme/widgets',
      type: flavor === 'spec' ? 'native' : flavor,
      active: true,
      events: ['push', 'pull_request'],
      config: { url: 'http://app.test/webhook', content_type: 'json', secret },
    },
  ];
  return createHookMock({ flavor, scenario, ...options });
}

const settled = (mock: ReturnType<typeof mockFor>, id: number) =>
  mock.deliveries.waitFor((d) => d.id === id && d.delivery.status !== 'pending', { timeoutMs: 2000 });

describe('receiver: a Hono app', () => {
  function app() {
    const seen: { headers: Record<string, string>; body: string }[] = [];
    const hono = new Hono();
    hono.post('/webhook', async (c) => {
      const body = await c.req.text();
      seen.push({ headers: Object.fromEntries(c.req.raw.headers), body });
      const ok = await verifySignature(SECRET, body, c.req.raw.headers);
      return ok ? c.json({ ok: true }, 202) : c.text('bad signature', 401);
    });
    return { hono, seen };
  }

  it('gets each delivery as the Request a receiver reads, and its Response is the outcome', async () => {
    const { hono, seen } = app();
    const mock = mockFor('gitea', SECRET, { receiver: hono });
    const { deliveries } = await mock.simulate.push({ repo: 'acme/widgets' });
    const [sent] = deliveries;
    if (!sent) throw new Error('no delivery');
    const done = await settled(mock, sent.id);
    expect(done.delivery).toMatchObject({ status: 'delivered', responseStatus: 202 });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toBe(sent.body);
    for (const [name, value] of Object.entries(sent.headers))
      expect(seen[0]?.headers[name.toLowerCase()]).toBe(value);
  });

  it('records the app refusing a wrong signature as a failed delivery with its status', async () => {
    const { hono } = app();
    const mock = mockFor('gitea', 'not-the-app-secret', { receiver: hono });
    const [sent] = await mock.emit('push', { repo: 'acme/widgets' });
    if (!sent) throw new Error('no delivery');
    expect((await settled(mock, sent.id)).delivery).toMatchObject({
      status: 'failed',
      responseStatus: 401,
      error: 'receiver answered 401',
    });
  });

  it('records a throwing handler and a handler past the timeout as failed', async () => {
    const boom = mockFor('gitea', SECRET, {
      receiver: () => {
        throw new Error('kaboom');
      },
    });
    const [thrown] = await boom.emit('push', { repo: 'acme/widgets' });
    expect((await settled(boom, thrown?.id ?? 0)).delivery).toMatchObject({
      status: 'failed',
      error: 'receiver threw: kaboom',
    });
    const slow = mockFor('gitea', SECRET, {
      deliveryTimeoutMs: 50,
      receiver: () => new Promise<Response>((resolve) => setTimeout(() => resolve(new Response()), 500)),
    });
    const [late] = await slow.emit('push', { repo: 'acme/widgets' });
    expect((await settled(slow, late?.id ?? 0)).delivery).toMatchObject({
      status: 'failed',
      error: 'timed out after 50 ms',
    });
  });
});

describe("receiver: @octokit/webhooks' createWebMiddleware", () => {
  function middleware(secret: string) {
    const webhooks = new Webhooks({ secret: SECRET });
    const pushes: string[] = [];
    webhooks.on('push', ({ id, payload }) => {
      pushes.push(`${id} ${payload.ref}`);
    });
    // The middleware logs a refused signature; the test asserts on the answer instead.
    const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
    const receiver = createWebMiddleware(webhooks, { path: '/webhook', log: quiet });
    const mock = mockFor('gitea', secret, { receiver });
    return { mock, pushes };
  }

  it("verifies the delivery's X-Hub-Signature-256 and runs the app's push handler", async () => {
    const { mock, pushes } = middleware(SECRET);
    const [sent] = await mock.emit('push', { repo: 'acme/widgets' });
    if (!sent) throw new Error('no delivery');
    const done: Delivery = await settled(mock, sent.id);
    expect(done.delivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
    expect(pushes).toEqual([`${sent.guid} refs/heads/main`]);
  });

  it('answers a delivery signed with another secret with a 4xx the mock records', async () => {
    const { mock, pushes } = middleware('wrong');
    const [sent] = await mock.emit('push', { repo: 'acme/widgets' });
    const done = await settled(mock, sent?.id ?? 0);
    expect(done.delivery.status).toBe('failed');
    expect(done.delivery.responseStatus).toBeGreaterThanOrEqual(400);
    expect(done.delivery.responseStatus).toBeLessThan(500);
    expect(pushes).toEqual([]);
  });
});
