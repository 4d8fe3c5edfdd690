/**
 * Security review 3 F4 (concurrent creates cannot pass --max-sessions) and performance review 3
 * finding 6 (a session request looks up its session in O(1) instead of sweeping every session;
 * expired sessions are swept on a timer).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../src/node/index.js';
import { SessionRegistry } from '../../src/core/sessions/session-registry.js';
import type { ServerMock } from '../../src/core/mock-facade.js';
import { ROOT } from '../support/server.js';

const dir = mkdtempSync(join(tmpdir(), 'hookmock-sessions-rel-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
});

describe('F4: --max-sessions holds under concurrent creates', () => {
  it('30 parallel creates with a cap of 2 (scenario file: every create awaits I/O) → 2 × 201, 28 × 429', async () => {
    const file = join(dir, 'mydefault.json');
    writeFileSync(file, readFileSync(join(ROOT, 'scenarios/default.json'), 'utf8'));
    const server = await startServer({ port: 0, quiet: true, scenario: file, sessions: { maxSessions: 2 } });
    try {
      const create = () =>
        fetch(`${server.origin}/__hookmock/sessions`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        }).then((r) => r.status);
      const statuses = await Promise.all(Array.from({ length: 30 }, create));
      expect(statuses.filter((s) => s === 201)).toHaveLength(2);
      expect(statuses.filter((s) => s === 429)).toHaveLength(28);
      const listed = (await (await fetch(`${server.origin}/__hookmock/sessions`)).json()) as unknown[];
      expect(listed).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});

/** A registry whose "mocks" cost nothing: only the registry's own work is measured. */
function registryOf(limits: ConstructorParameters<typeof SessionRegistry>[1]) {
  return new SessionRegistry(async () => ({}) as ServerMock, limits);
}

describe('performance finding 6: session lookup does not walk every session', () => {
  it('use(id) costs about the same with 10 and with 5,000 sessions', async () => {
    const timePerUse = async (count: number) => {
      const registry = registryOf({ maxSessions: count });
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) ids.push((await registry.create({})).id);
      const id = ids[0] as string;
      for (let i = 0; i < 1000; i += 1) registry.use(id); // warm up
      const started = process.hrtime.bigint();
      for (let i = 0; i < 20_000; i += 1) registry.use(id);
      const perUse = Number(process.hrtime.bigint() - started) / 20_000;
      registry.close?.(); // optional: a registry without a timer (the old one) has no close
      return perUse;
    };
    const small = await timePerUse(10);
    const large = await timePerUse(5000);
    // Walking every session per call made this ~200× at 5,000 (64 µs at 10,000 against 0.14 µs).
    expect(large / Math.max(small, 50), `${large} ns against ${small} ns`).toBeLessThan(20);
  });

  it('expired sessions are swept on a timer, with no request needed', async () => {
    vi.useFakeTimers();
    const registry = registryOf({ ttlMs: 2000, now: () => Date.now() });
    const session = await registry.create({});
    expect(registry.size).toBe(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(registry.size).toBe(0);
    expect(() => registry.use(session.id)).toThrow(/expired/);
    registry.close();
  });
});
