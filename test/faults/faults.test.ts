// Fault rules (mock.faults / /__hookmock/faults): every rule field, in-process and on the server.
import { giteaApi } from 'gitea-js';
import { describe, expect, it } from 'vitest';
import { MODES, useMode } from './modes.js';
import type { Mode } from './modes.js';

const AUTH = { Authorization: 'token demo' };
const HOOK = {
  type: 'native',
  active: true,
  config: { url: 'https://ci.example.test/x', content_type: 'json' },
};

const get = (m: Mode, path: string) => fetch(`${m.api}${path}`, { headers: AUTH });
const post = (m: Mode, path: string, body: unknown = HOOK) =>
  fetch(`${m.api}${path}`, {
    method: 'POST',
    headers: { ...AUTH, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
const hookCount = async (m: Mode) =>
  ((await (await get(m, '/repos/acme/widgets/hooks')).json()) as unknown[]).length;

describe.each(MODES)('faults (%s)', (kind) => {
  const m = useMode(kind);

  it('status: answers in the flavor error shape, writes nothing, and the journal names the rule', async () => {
    const before = await hookCount(m);
    const id = await m.addFault({ operation: 'create', status: 503 });
    const response = await post(m, '/repos/acme/widgets/hooks');
    expect(response.status).toBe(503);
    expect(response.headers.get('x-hookmock-fault')).toBe(id);
    expect(await response.json()).toEqual({ message: 'service unavailable', url: `${m.origin}/api/swagger` });
    expect(await hookCount(m)).toBe(before);
    const journal = await m.journal();
    expect(journal.find((e) => e.method === 'POST')).toMatchObject({ status: 503, fault: id });
    expect(journal.filter((e) => e.method === 'GET').every((e) => e.fault === undefined)).toBe(true);
  });

  it('status 404 without a body uses the flavor 404 shape; body and headers replace the defaults', async () => {
    await m.addFault({ operation: 'get', status: 404 });
    await m.addFault({
      operation: 'list',
      status: 429,
      body: { slow: 'down' },
      headers: { 'Retry-After': '7' },
    });
    await m.addFault({ operation: 'delete', status: 500, body: 'boom' });
    const notFound = await get(m, '/repos/acme/widgets/hooks/1');
    expect(await notFound.json()).toEqual({
      errors: null,
      message: 'not found',
      url: `${m.origin}/api/swagger`,
    });
    const limited = await get(m, '/repos/acme/widgets/hooks');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect(await limited.json()).toEqual({ slow: 'down' });
    const text = await fetch(`${m.api}/repos/acme/widgets/hooks/1`, { method: 'DELETE', headers: AUTH });
    expect([text.status, await text.text()]).toEqual([500, 'boom']);
  });

  it('scope: an org rule leaves repo hooks alone', async () => {
    await m.addFault({ scope: 'org', status: 502 });
    expect((await get(m, '/orgs/acme/hooks')).status).toBe(502);
    expect((await get(m, '/repos/acme/widgets/hooks')).status).toBe(200);
  });

  it('method and path: `*` patterns match under the base path or the whole path', async () => {
    await m.addFault({ method: 'patch', path: '/repos/acme/*/hooks/*', status: 409 });
    await m.addFault({ path: '/api/v1/orgs/*', status: 418 });
    const patch = (path: string) =>
      fetch(`${m.api}${path}`, {
        method: 'PATCH',
        headers: { ...AUTH, 'Content-Type': 'application/json' },
        body: '{"active":false}',
      });
    expect((await patch('/repos/acme/widgets/hooks/1')).status).toBe(409);
    expect((await get(m, '/repos/acme/widgets/hooks/1')).status).toBe(200);
    expect((await get(m, '/orgs/acme/hooks')).status).toBe(418);
  });

  it('times: answers that many requests, then lets them through; list() counts hits', async () => {
    const id = await m.addFault({ operation: 'list', times: 2, status: 500 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(m, '/repos/acme/widgets/hooks')).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect(await m.listFaults()).toEqual([{ id, operation: 'list', times: 2, status: 500, hits: 2 }]);
  });

  it('probability: the same seed gives the same sequence after reset(), another seed another one', async () => {
    const run = async (seed?: number) => {
      await m.addFault({ operation: 'list', probability: 0.5, status: 503, ...(seed ? { seed } : {}) });
      const out: number[] = [];
      for (let i = 0; i < 24; i++) out.push((await get(m, '/repos/acme/widgets/hooks')).status);
      await m.reset();
      return out;
    };
    const first = await run();
    expect(new Set(first)).toEqual(new Set([200, 503]));
    expect(await run()).toEqual(first);
    expect(await run(99)).not.toEqual(first);
    expect(await run(99)).toEqual(await run(99));
  });

  it('delayMs: delays and then answers normally (writes happen), journal marks the rule', async () => {
    const id = await m.addFault({ operation: 'create', delayMs: 60 });
    await m.addFault({ operation: 'list', delayMs: [40, 50] });
    const created = await post(m, '/repos/acme/widgets/hooks');
    expect(created.status).toBe(201);
    expect((await get(m, '/repos/acme/widgets/hooks')).status).toBe(200);
    const [create, list] = await m.journal();
    expect(create).toMatchObject({ status: 201, fault: id });
    expect(create!.durationMs).toBeGreaterThanOrEqual(59);
    expect(list!.durationMs).toBeGreaterThanOrEqual(39);
  });

  it('reset() clears the faults', async () => {
    await m.addFault({ status: 500 });
    await m.reset();
    expect(await m.listFaults()).toEqual([]);
    expect((await get(m, '/repos/acme/widgets/hooks')).status).toBe(200);
  });

  it('network reset/empty fail fetch with a TypeError and write nothing; timeout hangs until the client gives up', async () => {
    const before = await hookCount(m);
    for (const network of ['reset', 'empty'] as const) {
      const id = await m.addFault({ operation: 'create', network, times: 1 });
      const error = (await post(m, '/repos/acme/widgets/hooks').catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(TypeError);
      if (kind === 'server') {
        const cause = (error as { cause?: { code?: string } }).cause;
        expect(cause?.code).toBe(network === 'reset' ? 'ECONNRESET' : 'UND_ERR_SOCKET');
      }
      expect((await m.journal()).at(-1)).toMatchObject({ status: 0, fault: id });
    }
    expect(await hookCount(m)).toBe(before);
    await m.addFault({ operation: 'list', network: 'timeout' });
    const error = (await fetch(`${m.api}/repos/acme/widgets/hooks`, {
      headers: AUTH,
      signal: AbortSignal.timeout(300),
    }).catch((e: unknown) => e)) as Error;
    expect(error.name).toBe(kind === 'server' ? 'TimeoutError' : 'TypeError');
  });

  it('gitea-js raises the fetch TypeError on a failed connection and an error response on a status fault', async () => {
    const api = giteaApi(m.origin, {
      token: 'demo',
      customFetch: (...a: Parameters<typeof fetch>) => fetch(...a),
    });
    for (const network of ['reset', 'empty'] as const) {
      await m.addFault({ operation: 'list', network, times: 1 });
      const error = (await api.repos.repoListHooks('acme', 'widgets').catch((e: unknown) => e)) as Error;
      expect(error).toBeInstanceOf(TypeError);
      if (kind === 'server')
        expect(String((error as { cause?: unknown }).cause)).toMatch(/ECONNRESET|other side closed/);
    }
    // A timeout: gitea-js passes the request's signal on, so the caller's deadline ends it.
    await m.addFault({ operation: 'list', network: 'timeout', times: 1 });
    const timedOut = (await api.repos
      .repoListHooks('acme', 'widgets', {}, { signal: AbortSignal.timeout(300) })
      .catch((e: unknown) => e)) as Error;
    expect(timedOut.name).toBe(kind === 'server' ? 'TimeoutError' : 'TypeError');
    await m.addFault({ operation: 'list', status: 503, times: 1 });
    const failed = (await api.repos.repoListHooks('acme', 'widgets').catch((e: unknown) => e)) as Response & {
      error: { message: string };
    };
    expect(failed.status).toBe(503);
    expect(failed.error.message).toBe('service unavailable');
    expect((await api.repos.repoListHooks('acme', 'widgets')).status).toBe(200);
  });

  it('rejects bad rules, naming the field, and keeps the ones it has', async () => {
    await m.addFault({ id: 'keep', status: 500, path: '/nowhere' });
    for (const [rule, text] of [
      [{ operation: 'fetch', status: 500 }, 'operation'],
      [{ times: 0, status: 500 }, 'times'],
      [{ probability: 2, status: 500 }, 'probability'],
      [{ delayMs: [50, 10] }, 'min <= max'],
      [{ network: 'bogus' }, 'network'],
      [{ network: 'reset', status: 500 }, 'exclude each other'],
      [{ scope: 'repo' }, 'at least one of status, delayMs or network'],
      [{ status: 500, colour: 'red' }, 'colour'],
      [{ id: 'keep', status: 500 }, 'exists already'],
    ] as const) {
      await expect(m.addFault(rule as never)).rejects.toThrow(text);
    }
    expect((await m.listFaults()).map((r) => r.id)).toEqual(['keep']);
  });
});
