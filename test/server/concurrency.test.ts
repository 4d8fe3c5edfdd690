// 300 concurrent creates over real HTTP: every one answered 201, ids unique, none lost.
import { describe, expect, it } from 'vitest';
import { AUTH, JSON_HEADERS, hookBody, useStandaloneServer } from '../support/server.js';

const N = 300;
const server = useStandaloneServer('spec', { scenario: 'empty' });

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

describe(`${N} concurrent creates`, () => {
  it('all succeed with unique ids, and every hook is listed afterwards', async () => {
    const before = server.mock.snapshot().hooks?.length ?? 0;
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: N }, async (_, i) => {
        const t0 = performance.now();
        const scope = i % 2 === 0 ? 'repos/acme/widgets' : 'orgs/acme';
        const response = await fetch(`${server.url}/${scope}/hooks`, {
          method: 'POST',
          headers: JSON_HEADERS,
          body: hookBody(`https://load.example.test/${i}`),
        });
        const body = (await response.json()) as { id: number; config: { url: string } };
        return { status: response.status, id: body.id, url: body.config.url, ms: performance.now() - t0, i };
      }),
    );
    const wallMs = performance.now() - started;

    const statuses = new Map<number, number>();
    for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    const ids = results.map((r) => r.id);
    const unique = new Set(ids);
    const latencies = results.map((r) => r.ms).sort((a, b) => a - b);

    // Read back through the API: every hook is there, at its own URL.
    const listed: { id: number; config: { url: string } }[] = [];
    for (const scope of ['repos/acme/widgets', 'orgs/acme']) {
      for (let page = 1; ; page++) {
        const response = await fetch(`${server.url}/${scope}/hooks?page=${page}&limit=50`, { headers: AUTH });
        const items = (await response.json()) as { id: number; config: { url: string } }[];
        listed.push(...items);
        if (items.length < 50) break;
      }
    }
    const figures = {
      requests: N,
      status201: statuses.get(201) ?? 0,
      otherStatuses: Object.fromEntries([...statuses].filter(([s]) => s !== 201)),
      uniqueIds: unique.size,
      idRange: `${Math.min(...ids)}..${Math.max(...ids)}`,
      listedAfter: listed.length,
      wallMs: Math.round(wallMs),
      throughputPerSec: Math.round((N / wallMs) * 1000),
      latencyMs: {
        p50: +percentile(latencies, 50).toFixed(1),
        p95: +percentile(latencies, 95).toFixed(1),
        max: +percentile(latencies, 100).toFixed(1),
      },
    };
    console.log(`[concurrency] ${JSON.stringify(figures)}`);

    expect(statuses.get(201)).toBe(N);
    expect(unique.size).toBe(N);
    expect(Math.min(...ids)).toBe(before + 1);
    expect(Math.max(...ids)).toBe(before + N); // one id sequence, no gaps
    expect(listed).toHaveLength(before + N);
    const byId = new Map(listed.map((h) => [h.id, h.config.url]));
    for (const r of results) expect(byId.get(r.id)).toBe(r.url);
    expect(server.mock.requests.all().filter((e) => e.method === 'POST')).toHaveLength(N);
  });
});
