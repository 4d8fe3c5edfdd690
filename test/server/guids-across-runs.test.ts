/**
 * Issue 32 item 2 (design: "Deliveries across runs"): a receiver that deduplicates by GUID and
 * outlives the mock must never see a fresh delivery with a GUID an earlier run gave. `serve`,
 * `listen` (which starts the same server) and `send` give new GUIDs every run, and after a reset;
 * an in-process mock stays deterministic; `seed` / `--seed N` makes either reproducible.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHookMock } from '../../src/index.js';
import type { HookMockOptions } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { serveOptions } from '../../src/cli/serve-parse.js';
import { listen, runCli } from '../support/server.js';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** One server run: two pushes to acme/widgets (hook 1 hears them), a reset, one more; their GUIDs. */
async function serverRun(options: { seed?: number } = {}): Promise<string[]> {
  const server = await startServer({ port: 0, quiet: true, flavor: 'github', ...options });
  closing.push(() => server.close());
  const control = `${server.origin}/__hookmock`;
  const push = () =>
    fetch(`${control}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'push', repo: 'acme/widgets' }),
    }).then((r) => r.arrayBuffer());
  const guids = async () => {
    const list = (await (await fetch(`${control}/deliveries`)).json()) as { guid: string }[];
    return list.map((d) => d.guid);
  };
  await push();
  await push();
  const before = await guids();
  await fetch(`${control}/reset`, { method: 'POST' }).then((r) => r.arrayBuffer());
  await push();
  return [...before, ...(await guids())];
}

/** One in-process mock: two pushes; their GUIDs. */
async function inProcessRun(options: HookMockOptions = {}): Promise<string[]> {
  const mock = createHookMock({ flavor: 'github', ...options });
  const server = setupServer(...mock.handlers);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    await mock.emit('push', { repo: 'acme/widgets' });
    await mock.emit('push', { repo: 'acme/widgets' });
    return mock.deliveries.all().map((d) => d.guid);
  } finally {
    server.close();
  }
}

describe('delivery GUIDs across runs', () => {
  it('a server run gives GUIDs no earlier run gave, and none repeat after a reset', async () => {
    const first = await serverRun();
    const second = await serverRun();
    expect(first).toHaveLength(3);
    expect(new Set([...first, ...second]).size).toBe(6);
  });

  it('--seed N (startServer seed) makes a server run reproducible, as in process', async () => {
    const first = await serverRun({ seed: 7 });
    const second = await serverRun({ seed: 7 });
    expect(second).toEqual(first);
    expect(await inProcessRun({ seed: 7 })).toEqual(first.slice(0, 2));
    expect(serveOptions(['--seed', '7'], {}).seed).toBe(7);
    expect(() => serveOptions(['--seed', 'x'], {})).toThrow(/invalid --seed "x"/);
  });

  it('an in-process mock stays deterministic; seed changes its GUIDs, "random" makes them new', async () => {
    const first = await inProcessRun();
    expect(await inProcessRun()).toEqual(first);
    expect(await inProcessRun({ seed: 99 })).not.toEqual(first);
    const random = await inProcessRun({ seed: 'random' });
    expect(new Set([...first, ...random, ...(await inProcessRun({ seed: 'random' }))]).size).toBe(6);
  });

  it('send --seed N repeats its GUID; without it every send has a new one', async () => {
    const seen: string[] = [];
    const receiver = await listen((req, res) => {
      seen.push(String(req.headers['x-github-delivery']));
      req.resume();
      req.on('end', () => res.end());
    });
    closing.push(() => receiver.close());
    const send = (...extra: string[]) =>
      runCli(['send', 'push', '--to', `${receiver.url}/hook`, '--flavor', 'github', ...extra]).exited;
    expect(await send('--seed', '3')).toBe(0);
    expect(await send('--seed', '3')).toBe(0);
    expect(await send()).toBe(0);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
  });
});
