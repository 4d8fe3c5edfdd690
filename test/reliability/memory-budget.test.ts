/**
 * Issue 17 item 2: one memory budget. `GET /__hookmock/health` reports the heap against it; a
 * scenario load or a hook create past it is refused with 507 and what to delete; the request
 * journal keeps a long body cut and marked.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { JSON_HEADERS } from '../support/server.js';

const post = (url: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
  fetch(url, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('the memory budget', () => {
  it('GET /__hookmock/health reports the heap and the budget, ok: true', async () => {
    const server = await startServer({ port: 0, quiet: true });
    try {
      const health = (await (await fetch(`${server.origin}/__hookmock/health`)).json()) as {
        ok: boolean;
        budget: { heapUsed: number; heapLimit: number; share: number };
      };
      expect(health.ok).toBe(true);
      expect(health.budget.share).toBe(0.6);
      expect(health.budget.heapUsed).toBeGreaterThan(0);
      expect(health.budget.heapLimit).toBeGreaterThan(health.budget.heapUsed);
    } finally {
      await server.close();
    }
  });

  it('past the budget, a scenario load and a hook create get 507 saying what to delete; reads still work', async () => {
    const server = await startServer({ port: 0, quiet: true, sessionHeapShare: 0 });
    try {
      const load = await post(
        `${server.origin}/__hookmock/scenario`,
        { scenario: 'default' },
        {
          'Content-Type': 'application/json',
        },
      );
      expect(load.status).toBe(507);
      const { message } = (await load.json()) as { message: string };
      expect(message).toMatch(/^memory budget reached: \d+ MiB of the \d+ MiB heap/);
      expect(message).toContain('DELETE /__hookmock/sessions/{id}');
      expect(message).toContain('DELETE /__hookmock/requests');
      expect(message).toContain('--max-old-space-size');
      const create = await post(`${server.url}/repos/acme/widgets/hooks`, {
        type: 'gitea',
        config: { url: 'http://127.0.0.1:9/h', content_type: 'json' },
      });
      expect(create.status).toBe(507);
      expect(((await create.json()) as { message: string }).message).toContain('memory budget reached');
      const list = await fetch(`${server.url}/repos/acme/widgets/hooks`, { headers: JSON_HEADERS });
      expect(list.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('the request journal keeps a long body cut and marked', () => {
  it('a 1 MB body is kept as its first 65,536 characters, requestBodyTruncated: true', async () => {
    const server = await startServer({ port: 0, quiet: true, flavor: 'gitea' });
    try {
      const filler = 'x'.repeat(999_900);
      const body = JSON.stringify({
        type: 'gitea',
        config: { url: 'http://127.0.0.1:9/h', content_type: 'json' },
        filler,
      });
      const created = await post(`${server.url}/repos/acme/widgets/hooks`, body);
      expect(created.status).toBe(201);
      const small = await post(`${server.url}/repos/acme/widgets/hooks`, {
        type: 'gitea',
        config: { url: 'http://127.0.0.1:9/h2', content_type: 'json' },
      });
      expect(small.status).toBe(201);
      const entries = (await (await fetch(`${server.origin}/__hookmock/requests`)).json()) as {
        requestBody?: unknown;
        requestBodyTruncated?: boolean;
      }[];
      const [big, last] = entries.slice(-2);
      expect(big?.requestBodyTruncated).toBe(true);
      expect(big?.requestBody).toBe(body.slice(0, 65_536));
      expect(last?.requestBodyTruncated).toBeUndefined();
      expect(last?.requestBody).toEqual({
        type: 'gitea',
        config: { url: 'http://127.0.0.1:9/h2', content_type: 'json' },
      });
    } finally {
      await server.close();
    }
  });
});

describe('the delivery log is bounded in bytes', () => {
  it('deliveryLogBytes drops the oldest deliveries once their bodies fill it, and counts them', async () => {
    const hooks: Scenario['hooks'] = Array.from({ length: 40 }, (_, i) => ({
      repo: 'acme/widgets',
      active: true,
      events: ['push'],
      config: { url: `http://127.0.0.1:9/h${i}`, content_type: 'json' },
    }));
    const scenario: Scenario = {
      users: [{ login: 'alice', token: 'alice-token' }],
      orgs: [{ name: 'acme', owners: ['alice'] }],
      repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
      hooks,
    };
    const mock = createHookMock({ flavor: 'gitea', scenario, deliveryLogBytes: 100_000 });
    const made = await mock.emit('push', { repo: 'acme/widgets' });
    expect(made).toHaveLength(40);
    const size = made[0]?.body.length ?? 0;
    expect(size).toBeGreaterThan(2000);
    const kept = mock.deliveries.all();
    expect(kept.length).toBeLessThan(40);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length * size).toBeLessThanOrEqual(100_000);
    expect(mock.deliveries.dropped).toBe(40 - kept.length);
    // The newest are kept.
    expect(kept.at(-1)?.id).toBe(made.at(-1)?.id);
  });
});
