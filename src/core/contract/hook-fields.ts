import { decodeMeta, isMetaType } from './hook-meta.js';
import type { HookRecord } from '../state/database.js';
import type { HookField } from './flavor.js';

/**
 * `config` as the reference returns it (docs/behaviour.md §3.1): only url and content_type, plus the
 * slack settings for slack hooks; keys sorted because Go serializes a map.
 */
export function configOf(hook: HookRecord): Record<string, string> {
  const config: Record<string, string> = { content_type: hook.contentType, url: hook.url };
  // Already in key order: no sort for the common case (every hook but slack's).
  if (hook.type !== 'slack') return config;
  config.channel = hook.slack.channel ?? '';
  config.username = hook.slack.username ?? '';
  config.icon_url = hook.slack.iconUrl ?? '';
  config.color = hook.slack.color ?? '';
  const sorted: Record<string, string> = {};
  for (const [key, value] of Object.entries(config).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    sorted[key] = value;
  return sorted;
}

/**
 * Forgejo's `metadata` (F `services/webhook/general.go` `ToHook` → the type handler's
 * `Metadata`): the type's meta struct decoded from the stored meta (a scenario's `hooks[].meta`);
 * hooks created through the API leave it empty, so every field is at its zero value. The native types, dingtalk, msteams,
 * feishu and wechatwork have no meta: null.
 */
const EMPTY_META: Readonly<Record<string, object>> = {
  discord: { username: '', icon_url: '' },
  telegram: { bot_token: '', chat_id: '', thread_id: '' },
  matrix: { homeserver_url: '', room_id: '', message_type: 0 },
  packagist: { username: '', api_token: '', package_url: '' },
  sourcehut_builds: { manifest_path: '', visibility: '', secrets: false },
};

function metadataOf(hook: HookRecord): object | null {
  if (hook.type === 'slack') {
    const { channel, username, iconUrl, color } = hook.slack;
    return { channel, username, icon_url: iconUrl, color };
  }
  const stored = isMetaType(hook.type) ? decodeMeta(hook.type, hook.meta) : undefined;
  if (stored) return { ...stored };
  const meta = EMPTY_META[hook.type];
  return meta ? { ...meta } : null;
}

export const field = {
  id: ['id', (h) => h.id],
  name: ['name', (h) => h.name],
  type: ['type', (h) => h.type],
  active: ['active', (h) => h.active],
  events: ['events', (h, events) => events.report(h.events)],
  config: ['config', (h) => configOf(h)],
  branchFilter: ['branch_filter', (h) => h.branchFilter],
  authorizationHeader: ['authorization_header', (h) => h.authorizationHeader],
  url: ['url', (h) => h.url],
  contentType: ['content_type', (h) => h.contentType],
  metadata: ['metadata', (h) => metadataOf(h)],
  created: ['created', (h) => h.created],
  updated: ['updated', (h) => h.updated],
  createdAt: ['created_at', (h) => h.created],
  updatedAt: ['updated_at', (h) => h.updated],
} satisfies Record<string, HookField>;
