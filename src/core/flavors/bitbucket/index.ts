import type { Product } from '../../product/product.js';
import { BITBUCKET_DASHBOARD } from './dashboard.js';
import { bitbucketOwner } from './auth/access.js';
import { BITBUCKET_EVENT_TYPES } from './events/catalog.js';
import { BITBUCKET_PAYLOADS } from './events/payload-set.js';
import { BITBUCKET_VOCABULARY } from './events/vocabulary.js';
import { bitbucketFlavor } from './flavor.js';
import { BITBUCKET_OPERATIONS } from './operations.js';
import { BITBUCKET_RECORDING } from './recording/hints.js';
import { bitbucketOpenApiDocument } from './openapi/document.js';

/** Bitbucket Cloud: repository and workspace webhooks, `hook_events`, the resources clients read first. */
export const bitbucketProduct: Product = {
  dashboard: BITBUCKET_DASHBOARD,
  flavors: [bitbucketFlavor],
  operations: BITBUCKET_OPERATIONS,
  owner: bitbucketOwner,
  recording: BITBUCKET_RECORDING,
  catalog: { rows: BITBUCKET_EVENT_TYPES, payloads: BITBUCKET_PAYLOADS, vocabulary: BITBUCKET_VOCABULARY },
  // Served at `/swagger.v1.json` instead of the document built from the route rows.
  openApi: bitbucketOpenApiDocument,
};
