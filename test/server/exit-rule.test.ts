// One exit rule (issue 45 item 9; newcomer trial 5, N5: `emit --wait` exited 0 when every
// delivery failed, while `send` exits 1): `emit --wait`, `simulate` and `redeliver` exit 1 when a
// delivery they waited for did not get a 2xx, else 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/cli-errors.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { listen } from '../support/server.js';

let status = 401;
let receiver: Awaited<ReturnType<typeof listen>>;
let server: RunningServer;

beforeAll(async () => {
  receiver = await listen((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(status, { 'Content-Type': 'text/plain' }).end('answer'));
  });
  server = await startServer({ port: 0, quiet: true, flavor: 'gitea', deliver: true, scenario: 'empty' });
  const created = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
    method: 'POST',
    headers: { Authorization: 'token demo', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'gitea',
      active: true,
      events: ['push'],
      config: { url: `${receiver.url}/h`, content_type: 'json' },
    }),
  });
  expect(created.status).toBe(201);
});

afterAll(async () => {
  await server.close();
  await receiver.close();
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => out.push(l), env: {} };
  const code = await main([...argv, '--server', server.origin], io);
  return { code, out: out.join('\n') };
}

describe('the exit rule of the commands that wait for outcomes', () => {
  it('emit --wait: 1 when a delivery was refused, 0 when every one got a 2xx; emit alone: 0', async () => {
    status = 401;
    expect(await cli('emit', 'push', '--repo', 'acme/widgets', '--wait')).toMatchObject({
      code: 1,
      out: expect.stringMatching(/failed 401/),
    });
    expect((await cli('emit', 'push', '--repo', 'acme/widgets')).code).toBe(0);
    status = 200;
    expect((await cli('emit', 'push', '--repo', 'acme/widgets', '--wait')).code).toBe(0);
  });

  it('simulate: 1 when a delivery was refused, else 0', async () => {
    status = 500;
    expect((await cli('simulate', 'push', '--repo', 'acme/widgets')).code).toBe(1);
    status = 204;
    expect((await cli('simulate', 'push', '--repo', 'acme/widgets')).code).toBe(0);
  });

  it('redeliver: 1 when the redelivery was refused, else 0', async () => {
    const [first] = await server.mock.emit('push', { repo: 'acme/widgets' });
    await server.mock.deliveries.waitFor((d) => d.id === first?.id, { settled: true, timeoutMs: 6000 });
    status = 403;
    expect((await cli('redeliver', String(first?.id))).code).toBe(1);
    status = 200;
    expect((await cli('redeliver', String(first?.id))).code).toBe(0);
  });
});
