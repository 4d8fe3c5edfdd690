/**
 * Security review 3 F5 / issue 17 item 3: one emit to many hooks goes out at bounded
 * concurrency (a local receiver records its peak), and every delivery is made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { fanOutScenario } from '../support/scenarios.js';
import { listen } from '../support/server.js';

const HOOKS = 2000;
/** The documented default (docs/internals/security.md, Limits): the server is started without the option. */
const LIMIT = 32;
let receiver: Awaited<ReturnType<typeof listen>>;
let server: RunningServer;
let open = 0;
let peak = 0;
let received = 0;

beforeAll(async () => {
  receiver = await listen((req, res) => {
    open += 1;
    peak = Math.max(peak, open);
    req.resume();
    setTimeout(() => {
      open -= 1;
      received += 1;
      res.writeHead(200);
      res.end();
    }, 20);
  });
  server = await startServer({
    port: 0,
    quiet: true,
    flavor: 'gitea',
    deliver: true,
  });
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

describe('F5: deliveries go out at bounded concurrency', () => {
  it(`one emit to ${HOOKS} hooks: at most ${LIMIT} sockets at once, every delivery made`, async () => {
    const control = `${server.origin}/__hookmock`;
    const loaded = await fetch(`${control}/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fanOutScenario(`${receiver.url}/h`, HOOKS)),
    });
    expect(loaded.status).toBe(204);
    const emitted = await fetch(`${control}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'push', repo: 'acme/widgets' }),
    });
    expect(emitted.status).toBeLessThan(300);
    const deadline = Date.now() + 20_000;
    while (received < HOOKS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(received).toBe(HOOKS);
    expect(peak).toBeLessThanOrEqual(LIMIT);
    const statuses: string[] = [];
    for (let after = '0'; statuses.length < HOOKS;) {
      const page = await fetch(`${control}/deliveries?limit=1000&after=${after}`);
      after = page.headers.get('x-next-after') ?? '';
      const entries = (await page.json()) as { delivery: { status: string } }[];
      if (entries.length === 0) break;
      statuses.push(...entries.map((d) => d.delivery.status));
    }
    expect(statuses.filter((s) => s === 'delivered')).toHaveLength(HOOKS);
    console.log(`fan-out to ${HOOKS} hooks: receiver's peak concurrency ${peak} (limit ${LIMIT})`);
  });
});
