/**
 * What a product adds to its golden deliveries (test/support/golden-deliveries.ts makes the
 * rest): more repositories and hooks in the golden mock, and files of its own. A flavor without a
 * plan gets one file per event and action and nothing more.
 */
import type { Delivery, FlavorName, HookMock, Scenario } from '../../src/index.js';

type Hooks = NonNullable<Scenario['hooks']>;

/** What the receiver got, as a golden file holds it (a form body's payload decoded, for review). */
export const goldenFile = (d: Delivery) => ({
  method: d.method,
  url: d.url,
  headers: d.headers,
  body: JSON.parse(
    d.contentType === 'form' ? (new URLSearchParams(d.body).get('payload') ?? '') : d.body,
  ) as unknown,
  rawBody: d.body,
});

export interface GoldenPlan {
  /** Repositories after `acme/widgets`. */
  readonly repos?: NonNullable<Scenario['repos']>;
  /** Hooks after the one subscribed to everything. */
  readonly hooks?: (flavor: FlavorName) => Hooks;
  /**
   * When a file names the action: always (`star.created`, the default), or only when the event
   * has several (`pull_request_sync`, not `pull_request_sync.synchronized`: the Gitea family's files).
   */
  readonly actionInName?: 'always' | 'when-several';
  /** Files of the product's own, from the golden mock after the events. */
  more?(mock: HookMock, flavor: FlavorName): Promise<Record<string, unknown>>;
}

const CHAT_TYPES = ['slack', 'msteams', 'dingtalk', 'telegram', 'feishu', 'wechatwork'];

/** Every delivery of one emit, filed by the hook's type (`type-slack.push.json`). */
async function byType(mock: HookMock, event: string, repo: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const d of await mock.emit(event, { repo })) out[`type-${d.hookType}.${event}.json`] = goldenFile(d);
  return out;
}

/**
 * The Gitea family: each chat type's own body (`acme/gadgets`), and the types that read a hook's
 * meta with the meta the products' web forms store (`acme/gizmos`); not for spec, which sends its
 * payload to every type.
 */
const giteaPlan: GoldenPlan = {
  repos: [
    { owner: 'acme', name: 'gadgets', admins: ['alice'] },
    { owner: 'acme', name: 'gizmos', admins: ['alice'] },
  ],
  hooks: (flavor) => [
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
  actionInName: 'when-several',
  async more(mock, flavor) {
    if (flavor === 'spec') return {};
    return {
      ...(await byType(mock, 'push', 'acme/gadgets')),
      ...(await byType(mock, 'issues', 'acme/gadgets')),
      ...(await byType(mock, 'push', 'acme/gizmos')),
    };
  },
};

/** One hook per meta-reading type the flavor has, with the meta the products' web forms store. */
function metaHooks(flavor: FlavorName): Hooks {
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

/**
 * GitHub: a push to a form hook (signed as sent, `payload=…`) and to an organization hook
 * without a secret (no signature header).
 */
const githubPlan: GoldenPlan = {
  repos: [{ owner: 'acme', name: 'gadgets', admins: ['alice'] }],
  hooks: () => [
    {
      repo: 'acme/gadgets',
      active: true,
      events: ['push'],
      config: { url: 'https://receiver.example.test/form', content_type: 'form', secret: 'golden' },
    },
    {
      org: 'acme',
      active: true,
      events: ['push'],
      config: { url: 'https://receiver.example.test/org', content_type: 'json' },
    },
  ],
  async more(mock) {
    const [form, org] = await mock.emit('push', { repo: 'acme/gadgets' });
    if (!form || !org) throw new Error('no form or org delivery');
    return { 'form.push.json': goldenFile(form), 'org.push.json': goldenFile(org) };
  },
};

/** The products' plans by flavor; a flavor not listed gets the plain one. */
export const GOLDEN_PLANS: Partial<Record<FlavorName, GoldenPlan>> = {
  spec: giteaPlan,
  gitea: giteaPlan,
  forgejo: giteaPlan,
  github: githubPlan,
};
