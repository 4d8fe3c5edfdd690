import { createHookMock } from '../../src/index.js';
import type { FlavorName } from '../../src/index.js';
import { actionsOf, eventTypesOf } from '../../src/core/events/catalog.js';

/**
 * One golden delivery per event and action of a flavor (the spec flavor uses Gitea's events): a
 * repo hook subscribed to everything, with a secret, gets it from a mock at a fixed clock and
 * origin. `npm run golden` writes them to fixtures/deliveries/<flavor>/; test/golden-deliveries
 * .test.ts checks the mock still sends them byte for byte.
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
      const [d] = await mock.emit(type.name, { repo: 'acme/widgets', action });
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
