import type { Product } from '../product.js';
import { forgejoFlavor } from './forgejo.js';
import { giteaFlavor } from './gitea.js';
import { GITEA_OPERATIONS } from './operations.js';
import { specFlavor } from './spec.js';

/** The Gitea family: the spec flavor, Gitea and Forgejo, one set of operations. */
export const giteaProduct: Product = {
  flavors: [specFlavor, giteaFlavor, forgejoFlavor],
  operations: GITEA_OPERATIONS,
};
