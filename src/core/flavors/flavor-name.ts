/**
 * The flavors' names, in the order `--flavor` lists them: `spec` (the documented contract,
 * default), the products' (docs/fidelity/flavors-at-a-glance.md). Part of the registry: a new
 * product's flavor is added here and in flavors/index.ts.
 */
export const FLAVOR_NAMES = [
  'spec',
  'gitea',
  'forgejo',
  'github',
  'gitlab',
  'bitbucket',
  'bitbucket-dc',
] as const;

/** One flavor's name. */
export type FlavorName = (typeof FLAVOR_NAMES)[number];

/**
 * The products, each a folder `src/core/flavors/<product>/` whose index.ts exports its module.
 * Part of the registry, like the flavors' names: a new product's folder is added here.
 */
export const PRODUCT_NAMES = ['gitea', 'github', 'gitlab', 'bitbucket', 'bitbucket-dc'] as const;

/** One product's name: its folder under src/core/flavors/. */
export type ProductName = (typeof PRODUCT_NAMES)[number];

/**
 * The product that serves each flavor, by name: what the registry loads when a flavor is first
 * named (docs/decisions/lazy-products.md). A test holds it equal to the products' own `flavors`.
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
