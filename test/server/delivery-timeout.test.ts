/**
 * One delivery timeout per mock (issue 20): `deliveryTimeoutMs`, else the flavor's (Gitea and
 * Forgejo 5 s, GitHub 10 s), handed to the transport with every attempt — the node transport and
 * the fetch transport keep no default of their own, so a github session on a gitea server waits as
 * GitHub does, and a server's `deliveryTimeoutMs` holds in every session.
 */
import { describe, expect, it } from 'vitest';
import { connectHookMock } from '../../src/client/index.js';
import { createHookMock } from '../../src/index.js';
import type { Transport } from '../../src/index.js';
import { createFetchTransport, startServer } from '../../src/node/index.js';
import { createDeliveryTransport } from '../../src/node/delivery-transport.js';
import { JSON_HEADERS, listen } from '../support/server.js';

const settled = (status: string) => status === 'delivered' || status === 'failed';

describe('the delivery timeout', () => {
  it("reaches the transport with each attempt: the flavor's unless deliveryTimeoutMs is set", async () => {
    const seen = new Map<string, number | undefined>();
    const recording =
      (name: string): Transport =>
      async (_delivery, context) => {
        seen.set(name, context?.timeoutMs);
        return { status: 'delivered', responseStatus: 200 };
      };
    const cases = [
      ['gitea', { flavor: 'gitea' }],
      ['forgejo', { flavor: 'forgejo' }],
      ['github', { flavor: 'github' }],
      ['github, 250 ms', { flavor: 'github', deliveryTimeoutMs: 250 }],
    ] as const;
    for (const [name, options] of cases) {
      // Every host allowed: the recording transport makes no connection.
      const mock = createHookMock({
        ...options,
        deliver: true,
        deliveryHosts: ['*'],
        transport: recording(name),
      });
      await mock.emit('push', { repo: 'acme/widgets' });
      await mock.deliveries.waitFor((d) => settled(d.delivery.status));
    }
    expect(Object.fromEntries(seen)).toEqual({
      gitea: 5000,
      forgejo: 5000,
      github: 10_000,
      'github, 250 ms': 250,
    });
  });

  it("the fetch and node transports bound an attempt by the mock's timeout; an own option wins", async () => {
    const silent = await listen(() => undefined); // never answers
    try {
      const [attempt] = await createHookMock({ flavor: 'gitea' }).emit('push', { repo: 'acme/widgets' });
      if (!attempt) throw new Error('the default scenario has a push hook on acme/widgets');
      const delivery = { ...attempt, url: `${silent.url}/hook` };
      const bounded = await createFetchTransport()(delivery, { timeoutMs: 150 });
      expect(bounded).toMatchObject({ status: 'failed', error: 'timed out after 150 ms' });
      const own = await createFetchTransport({ timeoutMs: 100 })(delivery, { timeoutMs: 60_000 });
      expect(own).toMatchObject({ status: 'failed', error: 'timed out after 100 ms' });
      // The standalone server's transport (node:http), as startServer makes it: no timeout of its own.
      const node = await createDeliveryTransport({ allowHosts: ['127.0.0.1'] })(delivery, { timeoutMs: 120 });
      expect(node).toMatchObject({ status: 'failed', error: 'timed out after 120 ms' });
    } finally {
      await silent.close();
    }
  }, 3000);

  it("fails a slow receiver after the server's deliveryTimeoutMs, in a session of another flavor too", async () => {
    const slow = await listen((_req, res) => void setTimeout(() => res.end('late'), 2500).unref());
    const server = await startServer({
      port: 0,
      quiet: true,
      flavor: 'gitea',
      deliver: true,
      deliveryTimeoutMs: 200,
    });
    try {
      const github = await (await connectHookMock(server.origin)).createSession({ flavor: 'github' });
      const t0 = performance.now();
      // Creating a GitHub hook pings it: the ping is the slow delivery.
      const created = await fetch(`${github.url}/repos/acme/widgets/hooks`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ config: { url: `${slow.url}/github`, content_type: 'json' } }),
      });
      expect(created.status).toBe(201);
      const ping = await github.deliveries.waitFor((d) => settled(d.delivery.status), { timeoutMs: 2000 });
      expect(ping.delivery).toMatchObject({ status: 'failed', error: 'timed out after 200 ms' });
      expect(performance.now() - t0).toBeLessThan(2000);
      await github.close();
    } finally {
      await server.close();
      await slow.close();
    }
  });
});
