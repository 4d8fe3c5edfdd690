import type { Product } from '../../product/product.js';
import { BITBUCKET_DC_DASHBOARD } from './dashboard.js';
import { bitbucketDcOwner } from './auth/access.js';
import { BITBUCKET_DC_EVENT_TYPES } from './events/catalog.js';
import { BITBUCKET_DC_PAYLOADS } from './events/payload-set.js';
import { BITBUCKET_DC_VOCABULARY } from './events/vocabulary.js';
import { bitbucketDcFlavor } from './flavor.js';
import { BITBUCKET_DC_OPERATIONS } from './operations.js';
import { BITBUCKET_DC_RECORDING } from './recording/hints.js';
import { bitbucketDcOpenApiDocument } from './openapi/document.js';

/** Bitbucket Data Center: repository and project webhooks, their test route and latest invocation. */
export const bitbucketDcProduct: Product = {
  dashboard: BITBUCKET_DC_DASHBOARD,
  flavors: [bitbucketDcFlavor],
  operations: BITBUCKET_DC_OPERATIONS,
  // The project key is an org's key or a user's `~slug`; REPO_ADMIN / PROJECT_ADMIN decide (auth/access.ts).
  owner: bitbucketDcOwner,
  recording: BITBUCKET_DC_RECORDING,
  catalog: {
    rows: BITBUCKET_DC_EVENT_TYPES,
    payloads: BITBUCKET_DC_PAYLOADS,
    vocabulary: BITBUCKET_DC_VOCABULARY,
  },
  // Served at `/swagger.v1.json` instead of the document built from the route rows.
  openApi: bitbucketDcOpenApiDocument,
};
