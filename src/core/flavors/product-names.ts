import type { FlavorName } from '../contract/flavor-name.js';
import type { ParsedScenario } from '../scenario/schema.js';

/**
 * The products, each a folder `src/core/flavors/<product>/` whose index.ts exports its module.
 * Part of the registry, with the flavors' names: what can be known of a product without loading
 * its module (the package's ES module entries load a product when one of its flavors is first
 * named: product-modules-lazy.ts). A new product's folder is added here.
 */
export const PRODUCT_NAMES = ['gitea', 'github', 'gitlab', 'bitbucket', 'bitbucket-dc'] as const;

/** One product's name: its folder under src/core/flavors/. */
export type ProductName = (typeof PRODUCT_NAMES)[number];

/**
 * The product that serves each flavor: what the registry loads when a flavor is first named.
 * test/packaging/lazy-products.test.ts holds it equal to the products' own `flavors`.
 */
export const SERVED_BY: Readonly<Record<FlavorName, ProductName>> = {
  spec: 'gitea',
  gitea: 'gitea',
  forgejo: 'gitea',
  github: 'github',
  gitlab: 'gitlab',
  bitbucket: 'bitbucket',
  'bitbucket-dc': 'bitbucket-dc',
};

/**
 * The scenario fields each product's own sections read (`Product.scenario`): a scenario that
 * fills another product's field is refused naming whose it is, which needs that product's module
 * only then (scenario/materialize-sections.ts). The same test holds it equal to the sections.
 */
export const SECTION_FIELDS: Readonly<Record<ProductName, readonly (keyof ParsedScenario)[]>> = {
  gitea: [],
  github: ['apps'],
  gitlab: [],
  bitbucket: [],
  'bitbucket-dc': [],
};
