import type { Product } from '../../product/product.js';
import { GITEA_DASHBOARD } from './dashboard.js';
import { ownerByRowNames } from '../../routing/owner-access.js';
import { BY_NAME_HINTS } from '../../recording/by-name-hints.js';
import { configHook } from '../../recording/config-hook.js';
import { forgejoFlavor } from './forgejo.js';
import { giteaFlavor } from './gitea.js';
import { GITEA_EVENT_TYPES } from './events/catalog.js';
import { GITEA_PAYLOADS } from './events/payload-set.js';
import { GITEA_VOCABULARY } from './events/vocabulary.js';
import { GITEA_OPERATIONS } from './operations.js';
import { specFlavor } from './spec.js';

/** The Gitea family: the spec flavor, Gitea and Forgejo, one set of operations. */
export const giteaProduct: Product = {
  dashboard: GITEA_DASHBOARD,
  flavors: [specFlavor, giteaFlavor, forgejoFlavor],
  operations: GITEA_OPERATIONS,
  owner: ownerByRowNames,
  recording: {
    ...BY_NAME_HINTS,
    // The hook type in `type`, a `name` where the hook has one (Forgejo's, Gitea's).
    hookOfAnswer: (raw, ctx) =>
      configHook(raw, ctx, {
        type: String(raw.type),
        ...(typeof raw.name === 'string' && raw.name ? { name: raw.name } : {}),
      }),
  },
  catalog: { rows: GITEA_EVENT_TYPES, payloads: GITEA_PAYLOADS, vocabulary: GITEA_VOCABULARY },
};
