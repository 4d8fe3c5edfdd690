import type { Product } from '../product.js';
import { githubFlavor } from './flavor.js';
import { GITHUB_OPERATIONS } from './operations.js';

/** GitHub: repository and organization webhooks, their deliveries, and GitHub Apps. */
export const githubProduct: Product = {
  flavors: [githubFlavor],
  operations: GITHUB_OPERATIONS,
};
