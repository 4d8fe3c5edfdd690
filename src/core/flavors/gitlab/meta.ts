import type { HookRecord } from '../../state/database.js';
import type { HookSettings } from '../../contract/hook-settings.js';

/**
 * GitLab's hook settings that have no column of their own, kept as JSON in a hook's `meta`
 * (the record's `url`, `secret` (the token), `name` and `events` (the flags that are on) hold the
 * rest). docs/gitlab.md
 */
export interface GitlabMeta {
  description: string | null;
  enable_ssl_verification: boolean;
  push_events_branch_filter: string | null;
  branch_filter_strategy: string;
  custom_webhook_template: string | null;
  url_variables: Record<string, string>;
  custom_headers: Record<string, string>;
  /**
   * Auto-disabling's state (GitLab's `recent_failures` and `disabled_until` columns,
   * `WebHooks::AutoDisabling`): consecutive failures, and until when the hook rests (ISO, or null).
   */
  recent_failures: number;
  disabled_until: string | null;
  /** The Standard Webhooks secret (`whsec_…`) deliveries are signed with; never read back. */
  signing_token: string | null;
}

/** A hook's settings before anything is sent: GitLab's column defaults (§2.2 "Defaults on create"). */
export const GITLAB_META_DEFAULTS: Readonly<GitlabMeta> = {
  description: null,
  enable_ssl_verification: true,
  push_events_branch_filter: null,
  branch_filter_strategy: 'wildcard',
  custom_webhook_template: null,
  url_variables: {},
  custom_headers: {},
  recent_failures: 0,
  disabled_until: null,
  signing_token: null,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The string entries of a map a user named: defined, never assigned, so a `__proto__` key is kept
 * as a key (an assignment would call `Object.prototype`'s setter and drop it). Read by own key.
 */
const stringMap = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    isRecord(value)
      ? Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')
      : [],
  );

const stringOrNull = (value: unknown, fallback: string | null) =>
  typeof value === 'string' || value === null ? value : fallback;

/** The settings a hook's `meta` stores, defaults for what it does not (a scenario hook stores none). */
export function gitlabMetaOf(hook: Pick<HookRecord, 'meta'>): GitlabMeta {
  let raw: unknown = {};
  try {
    raw = hook.meta ? JSON.parse(hook.meta) : {};
  } catch {
    // A meta that is not ours: the defaults.
  }
  const m = isRecord(raw) ? raw : {};
  const d = GITLAB_META_DEFAULTS;
  return {
    description: stringOrNull(m.description, d.description),
    enable_ssl_verification:
      typeof m.enable_ssl_verification === 'boolean' ? m.enable_ssl_verification : d.enable_ssl_verification,
    push_events_branch_filter: stringOrNull(m.push_events_branch_filter, d.push_events_branch_filter),
    branch_filter_strategy:
      typeof m.branch_filter_strategy === 'string' ? m.branch_filter_strategy : d.branch_filter_strategy,
    custom_webhook_template: stringOrNull(m.custom_webhook_template, d.custom_webhook_template),
    url_variables: stringMap(m.url_variables),
    custom_headers: stringMap(m.custom_headers),
    recent_failures:
      typeof m.recent_failures === 'number' && Number.isInteger(m.recent_failures) && m.recent_failures >= 0
        ? m.recent_failures
        : d.recent_failures,
    disabled_until: stringOrNull(m.disabled_until, d.disabled_until),
    signing_token: typeof m.signing_token === 'string' && m.signing_token !== '' ? m.signing_token : null,
  };
}

/** The `meta` text of GitLab settings. */
export const encodeGitlabMeta = (meta: GitlabMeta): string => JSON.stringify(meta);

/**
 * `hooks[].gitlab` of a scenario: the settings above, each optional (the defaults otherwise), so
 * `snapshot()` writes what differs and loading it stores the same `meta` (docs/guide/gitlab.md).
 */
export const GITLAB_HOOK_SETTINGS: HookSettings = {
  key: 'gitlab',
  // GitLab has no `active`: an inactive scenario hook is one auto-disabling gave up on (40 failures,
  // past `permanentAfter`; `WebHooks::AutoDisabling`), so the API shows it and a test revives it.
  inactive: { recent_failures: 40, disabled_until: null },
  toMeta: (settings) => encodeGitlabMeta(gitlabMetaOf({ meta: JSON.stringify(settings ?? {}) })),
  fromMeta(meta) {
    const defaults = new Map<string, unknown>(Object.entries(GITLAB_META_DEFAULTS));
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(gitlabMetaOf({ meta })))
      if (JSON.stringify(value) !== JSON.stringify(defaults.get(key))) out[key] = value;
    return Object.keys(out).length ? out : undefined;
  },
};
