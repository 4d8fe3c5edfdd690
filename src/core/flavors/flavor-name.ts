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
