import { ACTIVE_COLUMN, textColumn, urlAndEvents } from '../../contract/dashboard-view.js';
import type { DashboardView } from '../../contract/dashboard-view.js';
import { BITBUCKET_HOOK_API } from './hook-api.js';

const { url, events } = urlAndEvents(BITBUCKET_HOOK_API);

/**
 * Bitbucket Cloud's hooks on the dashboard, in its `webhook_subscription`'s names: url,
 * description, events (the event keys), active (with its toggle: the API's own flag) and the
 * braced uuid clients address a hook by. `X-Hub-Signature` is an HMAC, not a secret: nothing to
 * redact.
 */
export const BITBUCKET_DASHBOARD: DashboardView = {
  columns: [url, textColumn('description'), events, ACTIVE_COLUMN, textColumn('uuid')],
  toggle: ACTIVE_COLUMN.heading,
  redact: { names: [] },
};
