/** The golden example answers: what `npm run golden` writes to fixtures/golden/ and test/golden/ checks. */
import { createHookMock } from '../../src/index.js';
import type { CoreResponse, HookMock } from '../../src/index.js';

/**
 * The flavors with golden example answers: the Gitea family, whose API the requests below are
 * (`/repos/…/hooks`, `?limit=`, a `type` in the create body). The deliveries of every flavor are
 * test/support/golden-deliveries.ts's.
 */
export const GOLDEN_EXAMPLE_FLAVORS = ['spec', 'gitea', 'forgejo'] as const;

/**
 * The golden example bodies of one flavor, produced through `mock.handle` with a fixed clock:
 * a hook, a list, each error shape and a test-route delivery. `npm run golden` writes them to
 * fixtures/golden/<flavor>/; test/golden/examples.test.ts checks the mock still produces them.
 */
export async function goldenExamples(
  flavor: (typeof GOLDEN_EXAMPLE_FLAVORS)[number],
): Promise<Record<string, unknown>> {
  const mock = createHookMock({ flavor, auth: 'strict', clock: () => new Date('2026-03-01T12:00:00Z') });
  const call = async (method: string, path: string, init: { token?: string | null; body?: unknown } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.token !== null) headers.authorization = `token ${init.token ?? 'demo'}`;
    const response: CoreResponse | undefined = await mock.handle({
      method,
      url: new URL(`http://localhost:4100/api/v1${path}`),
      header: (name) => headers[name.toLowerCase()] ?? null,
      body:
        init.body === undefined ? '' : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    if (!response) throw new Error(`not served: ${method} ${path}`);
    return { status: response.status, headers: pick(response.headers), body: parse(response.body) };
  };
  const nativeType = flavor === 'spec' ? 'native' : flavor;
  const created = await call('POST', '/repos/acme/widgets/hooks', {
    body: {
      type: nativeType,
      active: true,
      events: ['push', 'issues'],
      config: { url: 'https://ci.example.test/new', content_type: 'json', secret: 'golden' },
    },
  });
  await call('POST', '/repos/acme/widgets/hooks/1/tests');
  return {
    'hook.json': created,
    'list.json': await call('GET', '/orgs/acme/hooks?limit=1&page=1'),
    'error-401.json': await call('GET', '/repos/acme/widgets/hooks', { token: null }),
    'error-403.json': await call('GET', '/repos/acme/widgets/hooks', { token: 'bob-token' }),
    'error-404.json': await call('GET', '/repos/acme/widgets/hooks/999'),
    'error-404-owner.json': await call('GET', '/repos/ghost/widgets/hooks'),
    'error-422.json': await call('POST', '/repos/acme/widgets/hooks', {
      body: { type: nativeType, config: { url: 'ftp://x', content_type: 'json' } },
    }),
    'delivery.json': delivery(mock),
  };
}

const KEPT = ['content-type', 'x-total-count', 'link', 'allow'];

function pick(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => KEPT.includes(k.toLowerCase())));
}

function parse(body: string): unknown {
  if (body === '') return '';
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function delivery(mock: HookMock) {
  const attempt = mock.pings.last();
  if (!attempt) throw new Error('no ping attempt recorded');
  return { headers: attempt.headers, body: JSON.parse(attempt.body) as unknown, rawBody: attempt.body };
}
