import type { AnswerContext, ShownHook } from '../../../recording/recording-hints.js';
import { isJsonObject } from '../../../util/json-object.js';
import { REDACTED, isHookObject, replaceOrigin } from '../../../recording/normalize-values.js';

type Raw = Readonly<Record<string, unknown>>;

/** GitLab's settings a hook answer shows, as `hooks[].gitlab` holds them (flavors/gitlab/settings-schema.ts). */
const GITLAB_TEXT_SETTINGS = ['description', 'push_events_branch_filter', 'custom_webhook_template'] as const;
const STRATEGIES = new Set(['wildcard', 'regex', 'all_branches']);

/**
 * GitLab's hook entity read back: the URL at the top, one boolean per event and its own settings;
 * it never shows the token (docs/gitlab.md), and custom header and URL variable values only
 * as keys.
 */
export function gitlabHookOfAnswer(raw: Raw, ctx: AnswerContext): ShownHook | null {
  if (typeof raw.url !== 'string' || !isHookObject(raw)) return null;
  const flags = Object.keys(raw).filter((key) => raw[key] === true && ctx.flavor.events.accepted.has(key));
  // Masked pairs show their keys only: the values were secrets, and a replay never sees them.
  const pairs = (value: unknown) =>
    Object.fromEntries(
      (Array.isArray(value) ? value : [])
        .filter(isJsonObject)
        .flatMap((p) => (typeof p.key === 'string' && p.key ? [[p.key, REDACTED]] : [])),
    );
  const settings: Record<string, unknown> = {};
  for (const key of GITLAB_TEXT_SETTINGS)
    if (typeof raw[key] === 'string' && raw[key] !== '') settings[key] = raw[key];
  if (typeof raw.branch_filter_strategy === 'string' && STRATEGIES.has(raw.branch_filter_strategy))
    settings.branch_filter_strategy = raw.branch_filter_strategy;
  if (raw.enable_ssl_verification === false) settings.enable_ssl_verification = false;
  const headers = pairs(raw.custom_headers);
  const variables = pairs(raw.url_variables);
  if (Object.keys(headers).length) settings.custom_headers = headers;
  if (Object.keys(variables).length) settings.url_variables = variables;
  // The API shows auto-disabling's outcome, not its count: a resting hook comes back with the least
  // count that rests it (4), a disabled one as an inactive hook (stored disabled for good).
  if (raw.alert_status === 'temporarily_disabled' && typeof raw.disabled_until === 'string')
    Object.assign(settings, { recent_failures: 4, disabled_until: raw.disabled_until });
  return {
    active: raw.alert_status !== 'disabled',
    events: ctx.flavor.events.toInput(flags),
    config: { url: replaceOrigin(raw.url, ctx.origin), content_type: 'json' },
    ...(typeof raw.name === 'string' && raw.name ? { name: raw.name } : {}),
    ...(Object.keys(settings).length ? { gitlab: settings } : {}),
  };
}
