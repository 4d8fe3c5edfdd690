import { reposDashboard } from '../../contract/dashboard-view.js';
import type { DashboardView } from '../../contract/dashboard-view.js';

/**
 * GitHub's hooks on the dashboard: its `name` (`web`) as the type, active (with its toggle),
 * events, `config.url`, `config.content_type`. Its deliveries carry no secret, only the HMACs
 * (`X-Hub-Signature`, `X-Hub-Signature-256`): nothing to redact.
 */
export const GITHUB_DASHBOARD: DashboardView = reposDashboard('name', { names: [] });
