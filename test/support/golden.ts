/** The golden files' producers: what `npm run golden` writes and test/golden/ checks. */
import { createHookMock } from '../../src/index.js';
import type { CoreResponse, FlavorName, HookMock } from '../../src/index.js';
import { actionsOf, eventTypesOf } from './catalog.js';

/**
 * One golden delivery per event and action of a flavor (the spec flavor uses Gitea's events): a
 * repo hook subscribed to everything, with a secret, gets it from a mock at a fixed clock and
 * origin. `npm run golden` writes them to fixtures/deliveries/<flavor>/; test/golden/deliveries.test.ts
 * checks the mock still sends them byte for byte.
 */
export async function goldenDeliveries(flavor: FlavorName): Promise<Record<string, unknown>> {
  const product = flavor === 'forgejo' ? 'forgejo' : 'gitea';
  const types = eventTypesOf(product);
  const flags = [...new Set(types.map((t) => (flavor === 'forgejo' ? (t.forgejoFlag ?? t.flag) : t.flag)))];
  const mock = createHookMock({
    flavor,
    baseUrl: 'http://localhost:4100/api/v1',
    clock: () => new Date('2026-03-01T12:00:00Z'),
    scenario: {
      name: 'golden-deliveries',
      clock: '2026-01-01T00:00:00Z',
      users: [{ login: 'alice', token: 'demo', full_name: 'Alice Example', email: 'alice@example.test' }],
      orgs: [{ name: 'acme', owners: ['alice'], full_name: 'Acme Corporation' }],
      repos: [
        { owner: 'acme', name: 'widgets', admins: ['alice'], description: 'The widget factory <&>' },
        { owner: 'acme', name: 'gadgets', admins: ['alice'] },
        { owner: 'acme', name: 'gizmos', admins: ['alice'] },
      ],
      hooks: [
        {
          repo: 'acme/widgets',
          type: flavor === 'spec' ? 'native' : flavor,
          active: true,
          events: flavor === 'forgejo' ? [...flags, 'pull_request_comment'] : flags,
          config: { url: 'https://receiver.example.test/hook', content_type: 'json', secret: 'golden' },
        },
        ...CHAT_TYPES.map((type) => ({
          repo: 'acme/gadgets',
          type,
          active: true,
          events: ['push', 'issues'],
          config: {
            url: `https://${type}.example.test/hook`,
            content_type: 'json' as const,
            secret: 'golden',
            channel: '#ci',
          },
        })),
        ...metaHooks(flavor),
      ],
    },
  });
  const out: Record<string, unknown> = {};
  for (const type of types) {
    const actions = actionsOf(type, product);
    for (const action of actions.length > 0 ? actions : [undefined]) {
      const [d] = await mock.emit<string>(type.name, { repo: 'acme/widgets', action });
      if (!d) throw new Error(`no delivery for ${type.name}/${action}`);
      const file = action && actions.length > 1 ? `${type.name}.${action}.json` : `${type.name}.json`;
      out[file] = {
        method: d.method,
        url: d.url,
        headers: d.headers,
        body: JSON.parse(d.body) as unknown,
        rawBody: d.body,
      };
    }
  }
  // Each chat type's own body (not for spec, which sends its payload to every type).
  if (flavor !== 'spec') {
    for (const event of ['push', 'issues']) {
      for (const d of await mock.emit(event, { repo: 'acme/gadgets' })) {
        out[`type-${d.hookType}.${event}.json`] = {
          method: d.method,
          url: d.url,
          headers: d.headers,
          body: JSON.parse(d.body) as unknown,
          rawBody: d.body,
        };
      }
    }
  }
  // The types that need meta, with a scenario's `hooks[].meta` (push: the event all of them send).
  if (flavor !== 'spec') {
    for (const d of await mock.emit('push', { repo: 'acme/gizmos' })) {
      out[`type-${d.hookType}.push.json`] = {
        method: d.method,
        url: d.url,
        headers: d.headers,
        body: JSON.parse(d.body) as unknown,
        rawBody: d.body,
      };
    }
  }
  return out;
}

/** One hook per meta-reading type the flavor has, with the meta the products' web forms store. */
function metaHooks(flavor: FlavorName) {
  if (flavor === 'spec') return [];
  const hook = (type: string, url: string, meta: Record<string, unknown>, authorization?: string) => ({
    repo: 'acme/gizmos',
    type,
    active: true,
    events: ['push'],
    config: { url, content_type: 'json' as const, secret: 'golden' },
    ...(authorization ? { authorization_header: authorization } : {}),
    meta,
  });
  const matrixVersion = flavor === 'forgejo' ? 'v3' : 'r0';
  return [
    hook(
      'matrix',
      `https://matrix.example.test/_matrix/client/${matrixVersion}/rooms/!room:matrix.example.test/send/m.room.message`,
      {
        homeserver_url: 'https://matrix.example.test',
        room_id: '!room:matrix.example.test',
        message_type: 1,
      },
      'Bearer matrix-token',
    ),
    hook('discord', 'https://discord.example.test/api/webhooks/1/abc', {
      username: 'hookmock',
      icon_url: 'https://discord.example.test/icon.png',
    }),
    hook(
      'packagist',
      'https://packagist.example.test/api/update-package?username=alice&apiToken=packagist-token',
      {
        username: 'alice',
        api_token: 'packagist-token',
        package_url: 'https://packagist.example.test/packages/acme/gizmos',
      },
    ),
    ...(flavor === 'forgejo'
      ? [
          hook(
            'sourcehut_builds',
            'https://builds.example.test/query',
            { manifest_path: '.build.yml', visibility: 'PUBLIC', secrets: true },
            'Bearer sourcehut-token',
          ),
        ]
      : []),
  ];
}

const CHAT_TYPES = ['slack', 'msteams', 'dingtalk', 'telegram', 'feishu', 'wechatwork'];

/**
 * The golden example bodies of one flavor, produced through `mock.handle` with a fixed clock:
 * a hook, a list, each error shape and a test-route delivery. `npm run golden` writes them to
 * fixtures/golden/<flavor>/; test/golden/examples.test.ts checks the mock still produces them.
 */
export async function goldenExamples(flavor: FlavorName): Promise<Record<string, unknown>> {
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
