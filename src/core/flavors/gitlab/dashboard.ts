import { textColumn, urlAndEvents } from '../../contract/dashboard-view.js';
import type { DashboardView } from '../../contract/dashboard-view.js';
import { GITLAB_HOOK_API } from './hook-api.js';

const { url, events } = urlAndEvents(GITLAB_HOOK_API);

/**
 * GitLab's hooks on the dashboard: the flat `url`, the `*_events` flags that are on, and
 * `alert_status` (executable, temporarily_disabled, disabled: auto-disabling's verdict). No type
 * and no toggle: a GitLab hook has neither, and a hidden on/off would be a state no GitLab client
 * can see or undo. The request panel hides what GitLab's events log hides
 * (`WebHookLog#request_headers`, flavors/gitlab/hooks/hook-log.ts): `X-Gitlab-Token` and the
 * values of the hook's custom headers, which go out before GitLab's own, from `Content-Type` on.
 */
export const GITLAB_DASHBOARD: DashboardView = {
  columns: [url, events, textColumn('alert_status')],
  redact: { names: ['X-Gitlab-Token'], customBefore: 'Content-Type' },
};
