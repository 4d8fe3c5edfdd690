import type { HookRecord } from '../../state/database.js';
import type { HookField } from '../../contract/flavor.js';
import type { PayloadContext } from '../../events/payloads/context.js';
import { bitbucketWorkspace, repositorySummary } from './events/entities.js';
import { apiBase, href, inPath } from './events/links.js';
import { hookUuidOf } from './hook-uuid.js';
import { SKIP_CERT_META } from './hooks/body.js';

/** A hook's `created_at` as Bitbucket writes it in 2025: UTC, nine fractional digits, `Z`. */
export const createdAt = (stamp: string): string => {
  const date = new Date(stamp);
  return Number.isNaN(date.getTime()) ? stamp : date.toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z');
};

/** Where a hook lives, as its `subject` and `links.self` name it. */
export interface HookSubject {
  readonly subject: Record<string, unknown>;
  /** The hooks collection's API URL (`…/repositories/acme/widgets/hooks`). */
  readonly collection: string;
}

/** The subject of a hook: the repository summary, or the workspace (Jenkins' recorded hook). */
export function subjectOf(ctx: PayloadContext, hook: HookRecord): HookSubject {
  const repo = hook.scope === 'repo' ? ctx.store.repoById(hook.scopeId) : undefined;
  if (repo)
    return {
      subject: repositorySummary(ctx, repo),
      collection: `${apiBase(ctx)}/repositories/${repo.owner}/${repo.name}/hooks`,
    };
  const slug = ctx.store.orgById(hook.scopeId)?.name ?? '';
  const { type, uuid, name, links } = bitbucketWorkspace(ctx, slug);
  return {
    subject: { type, uuid, name, slug, links },
    collection: `${apiBase(ctx)}/workspaces/${slug}/hooks`,
  };
}

/**
 * `webhook_subscription` in the key order of the recorded 2025 answer (Jenkins'
 * `2.0-repositories-amuniz-test-repos-hooks.json`): never the `secret`, only `secret_set`.
 */
export function bitbucketHookView(hook: HookRecord, where: HookSubject): Record<string, unknown> {
  const uuid = hookUuidOf(hook.id);
  return {
    type: 'webhook_subscription',
    uuid,
    description: hook.name,
    url: hook.url,
    active: hook.active,
    skip_cert_verification: hook.meta === SKIP_CERT_META,
    events: hook.events,
    created_at: createdAt(hook.created),
    subject: where.subject,
    links: { self: href(`${where.collection}/${inPath(uuid)}`) },
    source: null,
    read_only: false,
    history_enabled: false,
    secret_set: hook.secret !== '',
  };
}

/**
 * The flavor table's keys (the dashboard's desk and snapshots read them): the same entity, its
 * subject reduced to its type (no store at hand there).
 */
export const BITBUCKET_HOOK_FIELDS: readonly HookField[] = [
  ['type', () => 'webhook_subscription'],
  ['uuid', (h) => hookUuidOf(h.id)],
  ['description', (h) => h.name],
  ['url', (h) => h.url],
  ['active', (h) => h.active],
  ['skip_cert_verification', (h) => h.meta === SKIP_CERT_META],
  ['events', (h) => h.events],
  ['created_at', (h) => createdAt(h.created)],
  ['subject', (h) => ({ type: h.scope === 'repo' ? 'repository' : 'workspace' })],
  ['source', () => null],
  ['read_only', () => false],
  ['history_enabled', () => false],
  ['secret_set', (h) => h.secret !== ''],
];
