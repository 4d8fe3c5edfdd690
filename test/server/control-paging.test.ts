/**
 * The control API's bounded answers over real HTTP (security review S6, S9): a journal poisoned by
 * deep JSON still lists, DELETE /requests, `?limit`/`?after` paging with X-Next-After and Link,
 * ETag/304, and the generate cap.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH, JSON_HEADERS, hookBody, useStandaloneServer } from '../support/server.js';

const server = useStandaloneServer('spec');
let control: string;

beforeAll(async () => {
  control = `${server.origin}/__hookmock`;
});
beforeEach(async () => {
  await fetch(`${control}/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
});

const deep = (n: number) => `{"x":${'['.repeat(n)}${']'.repeat(n)}}`;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${control}${path}`, { headers });
const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const created = async (path: string, init: RequestInit) => expect((await api(path, init)).status).toBe(201);

describe('S6: a journal that holds deep JSON', () => {
  it('keeps the raw text of a body nested 20,000 deep and still answers every control route', async () => {
    const body = deep(20_000); // 40 KB, the review's deep.json
    expect(
      (
        await api('/repos/acme/widgets/hooks', {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await api('/repos/acme/widgets/hooks', { method: 'POST', body, headers: JSON_HEADERS })).status,
    ).toBeLessThan(500);
    const requests = await get('/requests');
    expect(requests.status).toBe(200);
    const entries = (await requests.json()) as { requestBody?: unknown }[];
    expect(entries.map((e) => e.requestBody)).toEqual([body, body]);
    for (const path of ['/state', '/pings', '/health', '/']) expect((await get(path)).status).toBe(200);
  });

  it('keeps shallow JSON bodies parsed', async () => {
    await api('/repos/acme/widgets/hooks', { method: 'POST', body: deep(3), headers: JSON_HEADERS });
    const [entry] = (await (await get('/requests')).json()) as { requestBody?: unknown }[];
    expect(entry?.requestBody).toEqual({ x: [[[]]] });
  });

  it('answers deep or non-string scenario names with a 400 naming the field', async () => {
    for (const name of [`${'['.repeat(20_000)}${']'.repeat(20_000)}`, '["default"]']) {
      const res = await fetch(`${control}/scenario`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `{"name":${name}}`,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/name: expected string/);
    }
  });

  it('DELETE /__hookmock/requests forgets the journal (204)', async () => {
    await api('/repos/acme/widgets/hooks', { headers: AUTH });
    expect(((await (await get('/requests')).json()) as unknown[]).length).toBe(1);
    const cleared = await fetch(`${control}/requests`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(await (await get('/requests')).json()).toEqual([]);
  });
});

describe('S9: paging', () => {
  it('pages /requests with limit, X-Next-After and a Link to the next page', async () => {
    for (let i = 1; i <= 5; i++) await api(`/repos/acme/widgets/hooks?page=${i}`, { headers: AUTH });
    const seen: string[] = [];
    let next: string | null = '/requests?limit=2';
    let pages = 0;
    while (next) {
      const res: Response = await fetch(
        `${server.origin}${next.startsWith('/__hookmock') ? next : `/__hookmock${next}`}`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('5');
      const page = (await res.json()) as { query: { page: string } }[];
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page.map((e) => e.query.page));
      next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
      if (pages++ === 0)
        expect(next).toBe(`/__hookmock/requests?after=${res.headers.get('x-next-after')}&limit=2`);
    }
    expect(seen).toEqual(['1', '2', '3', '4', '5']);
    expect(pages).toBe(3);
  });

  it('answers an empty page past the end, keeping the cursor', async () => {
    await api('/repos/acme/widgets/hooks', { headers: AUTH });
    const first = await get('/requests');
    const cursor = first.headers.get('x-next-after');
    const empty = await get(`/requests?after=${cursor}&limit=10`);
    expect(await empty.json()).toEqual([]);
    expect(empty.headers.get('x-next-after')).toBe(cursor);
    expect(empty.headers.get('link')).toBeNull();
    // New entries appear after the cursor: a poller asks for what is new only.
    await api('/repos/acme/widgets/hooks?page=9', { headers: AUTH });
    const fresh = (await (await get(`/requests?after=${cursor}`)).json()) as { query: { page: string } }[];
    expect(fresh.map((e) => e.query.page)).toEqual(['9']);
  });

  it('pages /pings the same way', async () => {
    for (let i = 0; i < 3; i++)
      await api('/repos/acme/widgets/hooks/1/tests', { method: 'POST', headers: AUTH });
    const first = await get('/pings?limit=2');
    const page1 = (await first.json()) as { id: number }[];
    expect(page1.map((p) => p.id)).toEqual([1, 2]);
    const page2 = (await (await get(`/pings?after=${first.headers.get('x-next-after')}&limit=2`)).json()) as {
      id: number;
    }[];
    expect(page2.map((p) => p.id)).toEqual([3]);
  });

  it('pages the hooks of /state by id and caps the other lists, with their totals', async () => {
    for (let i = 0; i < 3; i++)
      await created('/repos/acme/widgets/hooks', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: hookBody(`https://ci.example.test/${i}`),
      });
    const full = (await (await get('/state')).json()) as { hooks: { id: number }[]; repos: unknown[] };
    const ids = full.hooks.map((h) => h.id).sort((a, b) => a - b);
    const res = await get('/state?limit=2');
    const page = (await res.json()) as { hooks: { id: number }[]; repos: unknown[] };
    expect(page.hooks.map((h) => h.id)).toEqual(ids.slice(0, 2));
    expect(page.repos.length).toBe(Math.min(2, full.repos.length));
    expect(res.headers.get('x-total-count')).toBe(String(ids.length));
    expect(res.headers.get('x-hookmock-totals')).toContain(`hooks=${ids.length}`);
    const rest = (await (await get(`/state?after=${res.headers.get('x-next-after')}`)).json()) as {
      hooks: { id: number }[];
    };
    expect(rest.hooks.map((h) => h.id)).toEqual(ids.slice(2));
  });

  it.each(['limit=0', 'limit=-1', 'limit=x', 'after=-1', 'after=1.5'])(
    'answers ?%s with a 400',
    async (query) => {
      for (const path of ['/requests', '/pings', '/state']) {
        const res = await get(`${path}?${query}`);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toMatch(/limit|after/);
      }
    },
  );

  it('clamps limit to 1,000', async () => {
    const res = await get('/requests?limit=999999');
    expect(res.status).toBe(200);
  });
});

describe('S9: ETag and 304', () => {
  it.each(['/state', '/pings', '/requests'])(
    '%s answers 304 to a matching If-None-Match until it changes',
    async (path) => {
      const first = await get(path);
      const tag = first.headers.get('etag');
      expect(tag).toMatch(/^"[0-9a-f]{16}"$/);
      const again = await get(path, { 'If-None-Match': tag as string });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      await api('/repos/acme/widgets/hooks/1/tests', { method: 'POST', headers: AUTH });
      await created('/repos/acme/widgets/hooks', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: hookBody('https://ci.example.test/x'),
      });
      const changed = await get(path, { 'If-None-Match': tag as string });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(tag);
    },
  );
});

describe('S9: generate is capped to the memory budget', () => {
  it('refuses the review’s 100,000-repo generate with a 400 and no change', async () => {
    const before = await (await get('/state')).text();
    const res = await fetch(`${control}/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ generate: { orgs: 1000, reposPerOrg: 100, hooksPerRepo: 2 } }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/at most 10,000 generated repos/);
    expect(JSON.parse(await (await get('/state')).text()).hooks).toEqual(JSON.parse(before).hooks);
  });
});
