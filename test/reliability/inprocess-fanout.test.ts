/**
 * Performance review 3 finding 1 / issue 17 item 3: in-process `deliver: true` (the fetch
 * transport) to 10,000 hooks delivers all 10,000. Before the queue, every fetch started at once
 * inside emit() and half of them timed out while queued behind the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { fanOutScenario } from '../support/scenarios.js';
import { listen } from '../support/server.js';

const HOOKS = 10_000;
const LIMIT = 16;
let receiver: Awaited<ReturnType<typeof listen>>;
let open = 0;
let peak = 0;
let received = 0;

beforeAll(async () => {
  receiver = await listen((req, res) => {
    open += 1;
    peak = Math.max(peak, open);
    req.resume();
    req.on('end', () => {
      open -= 1;
      received += 1;
      res.writeHead(200);
      res.end();
    });
  });
});
afterAll(() => receiver.close());

describe('in-process fan-out', () => {
  it(`deliver: true to ${HOOKS} hooks delivers every one, at most ${LIMIT} at once`, async () => {
    const mock = createHookMock({
      flavor: 'gitea',
      deliver: true,
      deliveryConcurrency: LIMIT,
      scenario: fanOutScenario(`${receiver.url}/h`, HOOKS),
    });
    const started = performance.now();
    const deliveries = await mock.emit('push', { repo: 'acme/widgets' });
    const emitMs = performance.now() - started;
    expect(deliveries).toHaveLength(HOOKS);
    const deadline = Date.now() + 50_000;
    const unsettled = () => deliveries.filter((d) => ['pending', 'recorded'].includes(d.delivery.status));
    while (unsettled().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const failed = deliveries.filter((d) => d.delivery.status !== 'delivered');
    expect(failed.slice(0, 3).map((d) => d.delivery)).toEqual([]);
    expect(received).toBe(HOOKS);
    expect(peak).toBeLessThanOrEqual(LIMIT);
    // emit() records and queues; it no longer starts 10,000 requests before it returns.
    expect(emitMs).toBeLessThan(4000);
  }, 60_000);
});
