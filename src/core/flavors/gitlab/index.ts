import type { Product } from '../../product/product.js';
import { GITLAB_DASHBOARD } from './dashboard.js';
import { gitlabOwner } from './auth/access.js';
import { GITLAB_RECORDING } from './recording/hints.js';
import { gitlabFlavor } from './flavor.js';
import { GITLAB_EVENT_TYPES } from './events/catalog.js';
import { GITLAB_COUNTERPARTS } from './events/counterparts.js';
import { GITLAB_PAYLOADS } from './events/payload-set.js';
import { GITLAB_VOCABULARY } from './events/vocabulary.js';
import { GITLAB_OPERATIONS } from './operations.js';
import { GitlabTriggerPress } from './events/trigger-press.js';
import { GitlabHookTexts } from './hooks/hook-text.js';
import { gitlabOpenApiDocument } from './openapi/document.js';

/** GitLab: project and group webhooks, their test triggers, events log and by-key pairs. */
export const gitlabProduct: Product = {
  dashboard: GITLAB_DASHBOARD,
  flavors: [gitlabFlavor],
  operations: GITLAB_OPERATIONS,
  // `:id` is the numeric id or the full path; roles decide (auth/access.ts).
  owner: (c) => gitlabOwner(c.store, c.principal, c.route, c.params.id ?? ''),
  recording: GITLAB_RECORDING,
  catalog: {
    rows: GITLAB_EVENT_TYPES,
    payloads: GITLAB_PAYLOADS,
    vocabulary: GITLAB_VOCABULARY,
    counterparts: GITLAB_COUNTERPARTS,
  },
  // The test triggers: `…/test/:trigger`, the dashboard's test, their rate limits.
  services: [(host) => new GitlabTriggerPress(host), () => new GitlabHookTexts()],
  // Served at `/swagger.v1.json` instead of the document built from the route rows.
  openApi: gitlabOpenApiDocument,
};
