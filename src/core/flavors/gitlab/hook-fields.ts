import type { HookRecord } from '../../state/database.js';
import type { HookField } from '../../contract/flavor.js';
import { gitlabMetaOf } from './meta.js';
import type { GitlabMeta } from './meta.js';
import { GITLAB_PROJECT_FLAGS } from './event-model.js';

/** A hook's `alert_status` and `disabled_until` now (delivery/hook-health.ts computes them on the mock's clock). */
export interface GitlabHealth {
  readonly alertStatus: string;
  readonly disabledUntil: string | null;
}

/** Where no clock is at hand (the flavor table's generic rendering): an executable hook. */
const EXECUTABLE: GitlabHealth = { alertStatus: 'executable', disabledUntil: null };

/**
 * How one key of GitLab's hook entity is computed: a flag of the hook, or a value of the hook, its
 * health and its settings (`meta`, parsed once per hook shown, not once per key).
 */
type Value = (hook: HookRecord, health: GitlabHealth, meta: GitlabMeta) => unknown;
type Key = readonly [key: string, value: Value] | string;

const flag = (name: string) => (hook: HookRecord) => hook.events.includes(name);
/** Masked: the keys, never the values (`masked_url_variables`, §2.1). */
const masked = (map: Readonly<Record<string, string>>) => Object.keys(map).map((key) => ({ key }));

/**
 * `created_at` as Rails writes it, in UTC with milliseconds (`"2024-09-01T09:10:54.854Z"`,
 * §2.1); a scenario hook's `created` may have none.
 */
export const gitlabTime = (stamp: string): string => {
  const date = new Date(stamp);
  return Number.isNaN(date.getTime()) ? stamp : date.toISOString();
};

/** `API::Entities::Hook` (lib/api/entities/hook.rb): the keys every hook starts with. */
const HEAD: readonly Key[] = [
  ['id', (h) => h.id],
  ['url', (h) => h.url],
  ['name', (h) => h.name || null],
  ['description', (_h, _health, m) => m.description],
  ['created_at', (h) => gitlabTime(h.created)],
  'push_events',
  'tag_push_events',
  'merge_requests_events',
  'repository_update_events',
  ['enable_ssl_verification', (_h, _health, m) => m.enable_ssl_verification],
  ['alert_status', (_h, health) => health.alertStatus],
  ['disabled_until', (_h, health) => health.disabledUntil],
];

const URL_VARIABLES: Key = ['url_variables', (_h, _health, m) => masked(m.url_variables)];
const CUSTOM_HEADERS: Key = ['custom_headers', (_h, _health, m) => masked(m.custom_headers)];
const FILTERS: readonly Key[] = [
  ['push_events_branch_filter', (_h, _health, m) => m.push_events_branch_filter],
  ['branch_filter_strategy', (_h, _health, m) => m.branch_filter_strategy],
];
const TEMPLATE: Key = ['custom_webhook_template', (_h, _health, m) => m.custom_webhook_template];

/**
 * A project hook: the `Hook` keys, then `API::Entities::ProjectHook`'s (project_hook.rb), in
 * exposure order, parent first (§2.1). `masks: false` leaves out `url_variables` and
 * `custom_headers`, as the project list does (`with_url_variables: false`).
 */
const projectKeys = (masks: boolean): readonly Key[] => [
  ...HEAD,
  ...(masks ? [URL_VARIABLES] : []),
  ...FILTERS,
  TEMPLATE,
  ...(masks ? [CUSTOM_HEADERS] : []),
  ['project_id', (h) => h.scopeId],
  // The entity lists the project flags in the parameters' order, from `issues_events` on.
  ...GITLAB_PROJECT_FLAGS.slice(GITLAB_PROJECT_FLAGS.indexOf('issues_events')),
];

/**
 * A group hook: `EE::API::Entities::GroupHook < ::API::Entities::Hook`
 * (`ee/lib/ee/api/entities/group_hook.rb`), the parent's keys first (so the template and custom
 * headers right after `branch_filter_strategy`, as group_webhooks.md's 17.9 list example shows),
 * then the group's in exposure order, ending with `milestone_events`' neighbours and
 * `vulnerability_events`, `project_events`.
 */
const GROUP_KEYS: readonly Key[] = [
  ...HEAD,
  URL_VARIABLES,
  ...FILTERS,
  TEMPLATE,
  CUSTOM_HEADERS,
  ['group_id', (h) => h.scopeId],
  'issues_events',
  'confidential_issues_events',
  'note_events',
  'confidential_note_events',
  'pipeline_events',
  'wiki_page_events',
  'job_events',
  'deployment_events',
  'feature_flag_events',
  'releases_events',
  'milestone_events',
  'subgroup_events',
  'emoji_events',
  'resource_access_token_events',
  'member_events',
  'vulnerability_events',
  'project_events',
];

/** A key as the view computes it. */
type ViewField = readonly [key: string, value: Value];

const asView = (key: Key): ViewField => (typeof key === 'string' ? [key, flag(key)] : key);
const asField = ([key, value]: ViewField): HookField => [
  key,
  (hook) => value(hook, EXECUTABLE, gitlabMetaOf(hook)),
];

const PROJECT_FIELDS = projectKeys(true).map(asView);
const PROJECT_LIST_FIELDS = projectKeys(false).map(asView);
const GROUP_FIELDS = GROUP_KEYS.map(asView);

/** The keys of a project (`repo`) or group (`org`) hook shown alone: the OpenAPI document's. */
export const gitlabHookKeys = (scope: 'repo' | 'org'): readonly string[] =>
  (scope === 'org' ? GROUP_FIELDS : PROJECT_FIELDS).map(([key]) => key);

/** The flavor table's hook keys: a project hook's. */
export const GITLAB_HOOK_FIELDS: readonly HookField[] = PROJECT_FIELDS.map(asField);

/** The flavor table's keys of a group hook (the dashboard's view of one). */
export const GITLAB_GROUP_HOOK_FIELDS: readonly HookField[] = GROUP_FIELDS.map(asField);

/**
 * A hook as GitLab's API shows it: the project or group entity, with its health now; `inList` is
 * the project list's variant without the masked maps. The token is never shown.
 */
export function gitlabHookView(
  hook: HookRecord,
  health: GitlabHealth,
  inList = false,
): Record<string, unknown> {
  const fields = hook.scope === 'org' ? GROUP_FIELDS : inList ? PROJECT_LIST_FIELDS : PROJECT_FIELDS;
  const meta = gitlabMetaOf(hook);
  const out: Record<string, unknown> = {};
  for (const [key, value] of fields) out[key] = value(hook, health, meta);
  return out;
}
