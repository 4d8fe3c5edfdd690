import type { AutoDisablePolicy } from '../../contract/auto-disable.js';
import { encodeGitlabMeta, gitlabMetaOf } from './meta.js';

/**
 * GitLab.com's auto-disabling (`app/models/concerns/web_hooks/auto_disabling.rb`:
 * `TEMPORARILY_DISABLED_FAILURE_THRESHOLD = 3`, `PERMANENTLY_DISABLED_FAILURE_THRESHOLD = 39`,
 * `INITIAL_BACKOFF = 1.minute`, `MAX_BACKOFF = 1.day`, `BACKOFF_GROWTH_FACTOR = 2.0`; the ops flag
 * `auto_disabling_web_hooks` is on on GitLab.com, gitlab-org/gitlab#462719). FOSS applies it to
 * project hooks (`ENABLED_HOOK_TYPES`), EE adds group hooks (`ee/app/models/ee/web_hooks/
 * auto_disabling.rb`, `EE_ENABLED_HOOK_TYPES = %w[GroupHook]`); GitLab.com runs EE, so both.
 * The state is GitLab's two columns, kept in the hook's `meta` (flavors/gitlab/meta.ts).
 */
export const GITLAB_COM_AUTO_DISABLE: AutoDisablePolicy = {
  name: 'gitlab.com',
  graceFailures: 3,
  permanentAfter: 39,
  initialBackoffMs: 60_000,
  maxBackoffMs: 24 * 60 * 60_000,
  backoffGrowth: 2,
  scopes: new Set(['repo', 'org']),
  state(hook) {
    const meta = gitlabMetaOf(hook);
    return { recentFailures: meta.recent_failures, disabledUntil: meta.disabled_until };
  },
  withState(hook, state) {
    const meta = {
      ...gitlabMetaOf(hook),
      recent_failures: state.recentFailures,
      disabled_until: state.disabledUntil,
    };
    return { meta: encodeGitlabMeta(meta) };
  },
};
