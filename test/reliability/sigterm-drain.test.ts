/**
 * Performance review 3 §6.4 / issue 17 item 3: on SIGTERM, `hookmock serve` waits a short,
 * documented time (`--drain-timeout`, default 2000 ms) for deliveries in flight before it exits,
 * instead of abandoning them mid-request.
 */
import { writeFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, runCli } from '../support/server.js';

const HOOKS = 6;
const SLOW_MS = 700;
let receiver: Awaited<ReturnType<typeof listen>>;
let arrived = 0;
let answered = 0;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'hookmock-drain-'));
  receiver = await listen((req, res) => {
    arrived += 1;
    req.resume();
    setTimeout(() => {
      // The sender is gone when its socket is: an abandoned delivery cannot be answered.
      if (req.socket.destroyed) return;
      answered += 1;
      res.writeHead(200);
      res.end();
    }, SLOW_MS);
  });
});
afterAll(async () => {
  await receiver.close();
  rmSync(folder, { recursive: true, force: true });
});

function scenarioFile(url: string): string {
  const file = join(folder, 'fanout.json');
  const hooks = Array.from({ length: HOOKS }, () => ({
    repo: 'acme/widgets',
    active: true,
    events: ['push'],
    config: { url, content_type: 'json' },
  }));
  const scenario = {
    users: [{ login: 'alice', token: 'alice-token' }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks,
  };
  writeFileSync(file, JSON.stringify(scenario));
  return file;
}

describe('SIGTERM with deliveries in flight', () => {
  it('waits for them (default drain 2000 ms), then exits 0', async () => {
    const file = scenarioFile(`${receiver.url}/slow`);
    const cli = runCli(['serve', '--port', '0', '--deliver', '--scenario', file]);
    try {
      const [, url] = await cli.waitForLine(/listening on (http:\S+)/);
      const origin = new URL(url as string).origin;
      const emitted = await fetch(`${origin}/__hookmock/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'push', repo: 'acme/widgets' }),
      });
      expect(emitted.status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (arrived < HOOKS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(arrived).toBe(HOOKS);
      const signalled = performance.now();
      cli.child.kill('SIGTERM');
      expect(await cli.exited).toBe(0);
      const tookMs = performance.now() - signalled;
      expect(answered).toBe(HOOKS);
      expect(tookMs).toBeLessThan(2000 + SLOW_MS);
    } finally {
      await cli.stop();
    }
  }, 60_000);

  it('gives up after --drain-timeout when a receiver hangs', async () => {
    const hang = await listen((req) => req.resume()); // never answers
    const file = scenarioFile(`${hang.url}/hang`);
    const cli = runCli(['serve', '--port', '0', '--deliver', '--scenario', file, '--drain-timeout', '300']);
    try {
      const [, url] = await cli.waitForLine(/listening on (http:\S+)/);
      const origin = new URL(url as string).origin;
      await fetch(`${origin}/__hookmock/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'push', repo: 'acme/widgets' }),
      });
      await new Promise((r) => setTimeout(r, 200));
      const signalled = performance.now();
      cli.child.kill('SIGTERM');
      expect(await cli.exited).toBe(0);
      // 300 ms of drain, not the 5 s delivery timeout.
      expect(performance.now() - signalled).toBeLessThan(3000);
    } finally {
      await cli.stop();
      await hang.close();
    }
  }, 60_000);
});
