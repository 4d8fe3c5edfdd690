import type { Product } from '../product.js';
import { GITHUB_DASHBOARD } from './dashboard.js';
import { ownerByRowNames } from '../../routing/owner-access.js';
import { BY_NAME_HINTS } from '../../recording/by-name-hints.js';
import { configHook } from '../../recording/config-hook.js';
import { githubFlavor } from './flavor.js';
import { GITHUB_EVENT_TYPES } from './events/catalog.js';
import { GITHUB_PAYLOADS } from './events/payload-set.js';
import { GITHUB_VOCABULARY } from './events/vocabulary.js';
import { GITHUB_OPERATIONS } from './operations.js';
import { GithubApps } from './apps/apps-service.js';
import { APPS_SECTION } from './apps/app-section.js';

/** GitHub: repository and organization webhooks, their deliveries, and GitHub Apps. */
export const githubProduct: Product = {
  dashboard: GITHUB_DASHBOARD,
  flavors: [githubFlavor],
  operations: GITHUB_OPERATIONS,
  owner: ownerByRowNames,
  recording: {
    ...BY_NAME_HINTS,
    // The type is in `name` (`web`); GitHub's `type` says where the hook lives, which no scenario
    // hook type is.
    hookOfAnswer: (raw, ctx) =>
      configHook(raw, ctx, { type: typeof raw.name === 'string' && raw.name ? raw.name : 'web' }),
  },
  catalog: { rows: GITHUB_EVENT_TYPES, payloads: GITHUB_PAYLOADS, vocabulary: GITHUB_VOCABULARY },
  // GitHub Apps: the `/app` routes' registry, the apps' webhooks, installation tokens, simulations.
  services: [(host) => new GithubApps(host)],
  scenario: [APPS_SECTION],
};
