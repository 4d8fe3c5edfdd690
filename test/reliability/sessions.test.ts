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

/**
 * Counts the work a registry does: every read of its clock (the `now` it was given) and every
 * entry visited on its session map (the map's iteration methods are shadowed on that one instance,
 * so a `for…of`, `values()`, `entries()`, `keys()` or `forEach` walk is counted step by step).
 * Deterministic, unlike timing: the count does not depend on the machine or its load.
 */
function countingRegistry(maxSessions: number) {
  const work = { clockReads: 0, visits: 0 };
  const registry = registryOf({ maxSessions, now: () => (work.clockReads++, 1_000_000) });
  const sessions = (registry as unknown as { sessions: unknown }).sessions;
  if (!(sessions instanceof Map))
    throw new Error('SessionRegistry keeps its sessions elsewhere now: update this seam');
  const counted = <T>(iterator: IterableIterator<T>): IterableIterator<T> => ({
    next: () => {
      const step = iterator.next();
      if (!step.done) work.visits++;
      return step;
    },
    [Symbol.iterator]() {
      return this;
    },
  });
  const proto = Map.prototype;
  Object.assign(sessions, {
    values: () => counted(proto.values.call(sessions)),
    keys: () => counted(proto.keys.call(sessions)),
    entries: () => counted(proto.entries.call(sessions)),
    [Symbol.iterator]: () => counted(proto.entries.call(sessions)),
    forEach: (fn: (value: unknown, key: unknown, map: Map<unknown, unknown>) => void, self?: unknown) =>
      proto.forEach.call(sessions, (value, key, map) => {
        work.visits++;
        fn.call(self, value, key, map);
      }),
  });
  return { registry, work };
}

describe('performance finding 6: session lookup does not walk every session', () => {
  it('use(id) does the same work with 10 and with 5,000 sessions (clock reads and map visits counted)', async () => {
    const workPerUse = async (count: number) => {
      const { registry, work } = countingRegistry(count);
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) ids.push((await registry.create({})).id);
      const first = ids[0] as string;
      const last = ids[count - 1] as string;
      work.clockReads = 0;
      work.visits = 0;
      for (let i = 0; i < 100; i += 1) {
        registry.use(first);
        registry.use(last);
      }
      registry.close();
      return (work.clockReads + work.visits) / 200;
    };
    const small = await workPerUse(10);
    const large = await workPerUse(5000);
    // A lookup reads the clock twice (its own expiry, its new lastUsed) and visits no other
    // session; the old sweep-per-request visited all 5,000 on every use().
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThanOrEqual(4);
    expect(large, `${large} units of work per use() at 5,000 sessions against ${small} at 10`).toBe(small);
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
