import { ACTIVE_COLUMN, textColumn, urlAndEvents } from '../../contract/dashboard-view.js';
import type { DashboardView } from '../../contract/dashboard-view.js';
import { BITBUCKET_DC_HOOK_API } from './hook-api.js';

const { url, events } = urlAndEvents(BITBUCKET_DC_HOOK_API);

/**
 * Data Center's webhooks on the dashboard, in its names: name, url, events (the event keys) and
 * active (with its toggle: the API's own flag). `Authorization` carries the hook's `credentials`
 * as Basic credentials: redacted; `X-Hub-Signature` is an HMAC and stays.
 */
export const BITBUCKET_DC_DASHBOARD: DashboardView = {
  columns: [textColumn('name'), url, events, ACTIVE_COLUMN],
  toggle: ACTIVE_COLUMN.heading,
  redact: { names: ['Authorization'] },
};
