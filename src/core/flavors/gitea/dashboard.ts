import { reposDashboard } from '../../contract/dashboard-view.js';
import type { DashboardView } from '../../contract/dashboard-view.js';

/**
 * The Gitea family's hooks on the dashboard: type, active (with its toggle), events, URL, content
 * type. `Authorization` (a hook's `authorization_header`) is the one secret-bearing header: Gitea's
 * own delivery view hides it (`services/webhook/deliver.go`); the `X-*-Signature`s are HMACs.
 */
export const GITEA_DASHBOARD: DashboardView = reposDashboard('type', { names: ['Authorization'] });
