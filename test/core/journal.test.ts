/**
 * The request journal (`mock.requests`, docs/reference/api.md): one entry per mocked-API request, oldest
 * first, `{ at, method, path, query, status, requestBody?, durationMs }`; control API requests
 * are not journalled.
 */
import { describe, expect, it, vi } from 'vitest';
import { ORIGIN, call, createBody, manualClock, useMock, useMswServer } from '../support/msw.js';

const server = useMswServer();

describe('mock.requests', () => {
  const clock = manualClock('2026-03-01T12:00:00Z');
  const mock = useMock(server, { clock });

  it('records each request with its method, path, query, status and time, oldest first', async () => {
    await call('GET', '/repos/acme/widgets/hooks?page=2&limit=5');
    clock.advance(2000);
    await call('POST', '/repos/acme/widgets/hooks', { body: createBody('native', { active: true }) });
    clock.advance(2000);
    await call('POST', '/repos/acme/widgets/hooks/1/tests');
    const entries = mock.requests.all();
    expect(entries.map(({ durationMs: _d, ...rest }) => rest)).toEqual([
      {
        at: '2026-03-01T12:00:00Z',
        method: 'GET',
        path: '/api/v1/repos/acme/widgets/hooks',
        query: { page: '2', limit: '5' },
        status: 200,
      },
      {
        at: '2026-03-01T12:00:02Z',
        method: 'POST',
        path: '/api/v1/repos/acme/widgets/hooks',
        query: {},
        status: 201,
        requestBody: createBody('native', { active: true }),
      },
      {
        at: '2026-03-01T12:00:04Z',
        method: 'POST',
        path: '/api/v1/repos/acme/widgets/hooks/1/tests',
        query: {},
        status: 204,
      },
    ]);
    for (const entry of entries) {
      expect(typeof entry.durationMs).toBe('number');
      expect(entry.durationMs).toBeGreaterThanOrEqual(0);
      expect(new Date(entry.at).toISOString().replace('.000', '')).toBe(entry.at);
    }
  });

  it('records refused requests with their status, and a body that is not JSON as text', async () => {
    await call('GET', '/orgs/acme/hooks', { token: null });
    await call('POST', '/repos/acme/widgets/hooks', { body: 'not json' });
    await call('GET', '/repos/acme/widgets/hooks/99');
    const entries = mock.requests.all();
    expect(entries.map((e) => e.status)).toEqual([401, 422, 404]);
    expect(entries[1]?.requestBody).toBe('not json');
    expect('requestBody' in (entries[0] ?? {})).toBe(false);
  });

  it('does not journal the control API', async () => {
    const health = await fetch(`${ORIGIN}/__hookmock/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, basePath: '/api/v1' });
    expect(mock.requests.all()).toEqual([]);
  });

  it('clear() forgets everything recorded so far', async () => {
    await call('GET', '/orgs/acme/hooks');
    expect(mock.requests.all()).toHaveLength(1);
    mock.requests.clear();
    expect(mock.requests.all()).toEqual([]);
    await call('GET', '/orgs/acme/hooks');
    expect(mock.requests.all().map((e) => e.path)).toEqual(['/api/v1/orgs/acme/hooks']);
  });

  it('leaves requests outside the base path alone (unhandled, not journalled)', async () => {
    // msw reports the unhandled request (onUnhandledRequest: 'error'); keep the output quiet.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch(`${ORIGIN}/api/v2/orgs/acme/hooks`)).rejects.toThrow();
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
    expect(mock.requests.all()).toEqual([]);
  });
});

describe('journalLimit', () => {
  const mock = useMock(server, { clock: manualClock(), journalLimit: 2 });

  it('keeps the newest entries and counts the dropped ones', async () => {
    await call('GET', '/orgs/acme/hooks?n=1');
    await call('GET', '/orgs/acme/hooks?n=2');
    await call('GET', '/orgs/acme/hooks?n=3');
    expect(mock.requests.all().map((e) => e.query.n)).toEqual(['2', '3']);
    expect(mock.requests.dropped).toBe(1);
  });
});
