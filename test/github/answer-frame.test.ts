/**
 * Fidelity audit 4 (`github-fidelity-4.md`), what frames every answer: an unsupported
 * `X-GitHub-Api-Version` is GitHub's 400 (row 6), `X-GitHub-Request-Id`, rate-limit and cache
 * headers, and on the GHES layout (`/api/v3`) `X-GitHub-Enterprise-Version` (7), one
 * `Content-Type` spelling and `X-GitHub-Media-Type` on every answer (16); the GHES layout's
 * deliveries time out at 30 s, github.com's at 10 s (8).
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { HookMock } from '../../src/index.js';
import { call } from './in-process-call.js';

const github = () => createHookMock({ flavor: 'github', deliver: () => ({ status: 200 }) });
const ghes = () => createHookMock({ flavor: 'github', baseUrl: '/api/v3', deliver: () => ({ status: 200 }) });

/** A GET on the GHES layout, at http://127.0.0.1/api/v3. */
async function ghesGet(mock: HookMock, path: string, headers: Record<string, string> = {}) {
  const init = { headers: { Authorization: 'token demo', ...headers } };
  const answer = await mock.fetch(new Request(`http://127.0.0.1/api/v3${path}`, init));
  if (!answer) throw new Error(`no answer to GET ${path}`);
  return answer;
}

describe('github flavor, the frame of every answer', () => {
  it('row 6: an unsupported X-GitHub-Api-Version is GitHub’s 400; the supported ones pass', async () => {
    const mock = github();
    const hooks = '/repos/acme/widgets/hooks';
    const refused = await call(mock, 'GET', hooks, undefined, { 'X-GitHub-Api-Version': '2099-01-01' });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({
      message:
        'The version you specified in the "X-GitHub-API-Version" request header, "2099-01-01", is not a supported version. The following versions are currently supported: "2026-03-10" (most recent), "2022-11-28".',
      documentation_url: 'https://docs.github.com/rest',
      status: '400',
    });
    for (const version of ['2022-11-28', '2026-03-10'])
      expect((await call(mock, 'GET', hooks, undefined, { 'X-GitHub-Api-Version': version })).status).toBe(
        200,
      );
    const server = ghes();
    expect((await ghesGet(server, hooks, { 'X-GitHub-Api-Version': '2022-11-28' })).status).toBe(200);
    const newer = await ghesGet(server, hooks, { 'X-GitHub-Api-Version': '2026-03-10' });
    expect(newer.status).toBe(400);
    expect(((await newer.json()) as { message: string }).message).toMatch(
      /supported: "2022-11-28" \(most recent\)\.$/,
    );
  });

  it('row 7: request id, rate limit and cache headers; a matching If-None-Match is a 304', async () => {
    const mock = github();
    const first = await call(mock, 'GET', '/repos/acme/widgets/hooks/1');
    const second = await call(mock, 'GET', '/repos/acme/widgets/hooks/1');
    const missing = await call(mock, 'GET', '/repos/acme/widgets/hooks/99');
    const ids = [first, second, missing].map((a) => a.headers.get('x-github-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9A-F]{4}:[0-9A-F]{4}:[0-9A-F]{6}:[0-9A-F]{6}:[0-9A-F]{8}$/);
    expect(new Set(ids).size).toBe(3);
    for (const answer of [first, missing]) {
      expect(answer.headers.get('x-ratelimit-limit')).toBe('5000');
      expect(answer.headers.get('x-ratelimit-remaining')).toBe('4999');
      expect(Number(answer.headers.get('x-ratelimit-reset')) % 3600).toBe(0);
      expect(answer.headers.get('x-ratelimit-resource')).toBe('core');
    }
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[0-9a-f]{16}"$/);
    expect(first.headers.get('cache-control')).toBe('private, max-age=60, s-maxage=60');
    expect(missing.headers.get('etag')).toBeNull();
    const again = await call(mock, 'GET', '/repos/acme/widgets/hooks/1', undefined, {
      'If-None-Match': tag ?? '',
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    await call(mock, 'PATCH', '/repos/acme/widgets/hooks/1', { active: false });
    const changed = await call(mock, 'GET', '/repos/acme/widgets/hooks/1', undefined, {
      'If-None-Match': tag ?? '',
    });
    expect(changed.status).toBe(200);
  });

  it('row 7: the GHES layout answers with X-GitHub-Enterprise-Version and no rate-limit headers', async () => {
    const answer = await ghesGet(ghes(), '/repos/acme/widgets/hooks');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-github-enterprise-version')).toBe('3.19.0');
    expect(answer.headers.get('x-ratelimit-limit')).toBeNull();
    expect(answer.headers.get('x-github-request-id')).not.toBeNull();
  });

  it('row 16: one Content-Type spelling, and X-GitHub-Media-Type on every answer', async () => {
    const mock = github();
    const answers = [
      await call(mock, 'GET', '/repos/acme/widgets/hooks'),
      await call(mock, 'GET', '/repos/acme/widgets/hooks/99'),
      await call(mock, 'POST', '/repos/acme/widgets/hooks', { extra: 1 }),
      await call(mock, 'GET', '/repos/acme/widgets/nothing/here'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 422, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(answer.headers.get('x-github-media-type')).toBe('github.v3; format=json');
    }
  });

  it('row 8: deliveries time out at 30 s on the GHES layout, 10 s on github.com’s', async () => {
    const seen: number[] = [];
    const transport = async (_d: unknown, context?: { timeoutMs: number }) => {
      seen.push(context?.timeoutMs ?? 0);
      return { status: 'delivered' as const, responseStatus: 200, durationMs: 1 };
    };
    for (const baseUrl of ['/api/v3', 'https://api.github.com']) {
      const mock = createHookMock({
        flavor: 'github',
        baseUrl,
        deliver: true,
        transport,
        deliveryHosts: ['*'],
      });
      await mock.emit('push', { repo: 'acme/widgets' });
      await mock.deliveries.waitFor((d) => d.delivery.status === 'delivered');
    }
    expect([...new Set(seen)]).toEqual([30_000, 10_000]);
  });
});
