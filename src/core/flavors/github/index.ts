import type { Product } from '../../product/product.js';
import { GITHUB_DASHBOARD } from './dashboard.js';
import { GITHUB_RECORDING } from './recording-hints.js';
import { githubFlavor } from './flavor.js';
import { GITHUB_EVENT_TYPES } from './events/catalog.js';
import { GITHUB_PAYLOADS } from './events/payload-set.js';
import { GITHUB_VOCABULARY } from './events/vocabulary.js';
import { GITHUB_OPERATIONS } from './operations.js';
import { githubOwner } from './repository-id.js';
import { GithubApps } from './apps/apps-service.js';
import { APPS_SECTION } from './apps/app-section.js';
import githubDocument from './openapi/hooks.openapi.json' with { type: 'json' };

/** GitHub: repository and organization webhooks, their deliveries, and GitHub Apps. */
export const githubProduct: Product = {
  dashboard: GITHUB_DASHBOARD,
  flavors: [githubFlavor],
  operations: GITHUB_OPERATIONS,
  // By `:owner/:repo` and `:org`, and by `/repositories/:repository_id` (./repository-id.ts).
  owner: githubOwner,
  recording: GITHUB_RECORDING,
  catalog: { rows: GITHUB_EVENT_TYPES, payloads: GITHUB_PAYLOADS, vocabulary: GITHUB_VOCABULARY },
  // GitHub Apps: the `/app` routes' registry, the apps' webhooks, installation tokens, simulations.
  services: [(host) => new GithubApps(host)],
  scenario: [APPS_SECTION],
  // Served at `/swagger.v1.json` instead of the document built from the route rows.
  openApi: () => githubDocument,
};
