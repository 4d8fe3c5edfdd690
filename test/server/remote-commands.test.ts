/**
 * Security review 4, G3 and G8: the CLI's remote commands (`redeliver`, `simulate`, `emit`,
 * `listen --server`) read only what they wait for and give up on a silent server. A redelivery
 * on a server whose log holds megabytes reads under 1 MB (it polled the whole log every 50 ms:
 * 1.38 GB for one redelivery); a server that accepts the connection and never answers is one
 * line and exit 1 after `--timeout` (default 10 s, as `hookmock/client`), not a hang.
 */
import { createServer, connect } from 'node:net';
import type { Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { listen, useStandaloneServer } from '../support/server.js';

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l), env: {} });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A TCP proxy to `port` that counts the bytes the server sends back. */
async function countingProxy(
  port: number,
): Promise<{ origin: string; read(): number; close(): Promise<void> }> {
  let bytes = 0;
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    upstream.on('data', (chunk: Buffer) => (bytes += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  const at = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${at}`,
    read: () => bytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        proxy.close(() => resolve());
      }),
  };
}

describe('redeliver reads only the delivery it waits for (G3)', () => {
  let receiver: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    // Answers after 1 s, so the CLI polls for a while.
    receiver = await listen((_req, res) => void setTimeout(() => res.writeHead(200).end('ok'), 1000));
  });
  afterAll(() => receiver.close());
  const server = useStandaloneServer('gitea', () => ({
    deliver: true,
    scenario: {
      users: [{ login: 'alice', token: 'demo' }],
      orgs: [{ name: 'acme', owners: ['alice'] }],
      repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
      hooks: [
        {
          repo: 'acme/widgets',
          active: true,
          events: ['push'],
          config: { url: `${receiver.url}/h`, content_type: 'json' },
        },
      ],
    },
  }));

  it('a redelivery on a 3 MB log reads under 1 MB and prints the outcome', async () => {
    for (let i = 0; i < 5; i++) {
      const body = { event: 'push', repo: 'acme/widgets', payload: { big: 'm'.repeat(600_000) } };
      const response = await fetch(`${server.origin}/__hookmock/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const proxy = await countingProxy(server.port);
    try {
      const { code, out } = await cli('redeliver', '5', '--server', proxy.origin);
      expect(code).toBe(0);
      expect(out).toMatch(/^#6 push \(redelivery\) → hook 1 POST \S+ guid \S+: delivered 200 in [\d.]+ ms$/);
      expect(proxy.read()).toBeLessThan(1_000_000);
    } finally {
      await proxy.close();
    }
  });

  it('GET /__hookmock/deliveries/{id} and …/{id}/outcome: the one delivery, its outcome, 404 for one the log does not hold', async () => {
    const one = await fetch(`${server.origin}/__hookmock/deliveries/2`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { id: number }).id).toBe(2);
    const outcome = await fetch(`${server.origin}/__hookmock/deliveries/2/outcome`);
    expect(outcome.status).toBe(200);
    expect(await outcome.json()).toMatchObject({ status: 'delivered', responseStatus: 200 });
    for (const id of ['999', '0', 'x', '999/outcome']) {
      const none = await fetch(`${server.origin}/__hookmock/deliveries/${id}`);
      expect(none.status).toBe(404);
      await none.arrayBuffer();
    }
  });
});

describe('remote commands time out on a silent server (G8)', () => {
  let silent: Server;
  let origin = '';
  const held = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => {
      held.add(socket);
      socket.on('close', () => held.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of held) s.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it.each([
    ['simulate', ['simulate', 'push', '--repo', 'acme/widgets']],
    ['redeliver', ['redeliver', '1']],
    ['emit', ['emit', 'push', '--repo', 'acme/widgets']],
    // --secret: no key is made in the user's config folder.
    ['listen --server', ['listen', '--forward-to', 'http://127.0.0.1:9/x', '--secret', 's']],
  ])('%s: one line naming the server, exit 1, after --timeout', async (_name, args) => {
    const started = performance.now();
    const { code, err } = await cli(...args, '--server', origin, '--timeout', '300');
    expect(code).toBe(1);
    expect(err).toBe(`hookmock: ${origin} did not answer within 300 ms (--timeout to wait longer)`);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
