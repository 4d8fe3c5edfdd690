import type { Product } from '../product.js';
import { gitlabFlavor } from './flavor.js';
import { GITLAB_OPERATIONS } from './operations.js';

/** GitLab: project and group webhooks, their test triggers, events log and by-key pairs. */
export const gitlabProduct: Product = {
  flavors: [gitlabFlavor],
  operations: GITLAB_OPERATIONS,
};
