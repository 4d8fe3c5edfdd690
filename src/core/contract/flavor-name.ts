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
 * Which product's event set a flavor sends (`DeliveryDialect.shape`, `EventType.only`, the key of
 * `EventType.flagIn`): the spec flavor sends Gitea's, with its own headers; GitLab and the
 * Bitbucket products, whose catalogs have no `only` rows, say `github` (every row).
 */
export type Shape = Extract<FlavorName, 'gitea' | 'forgejo' | 'github'>;

/**
 * The flavor the public types default to when none is given (`ActionOf<E>`, `PayloadOf<E>`,
 * `isDeliveryOf(delivery, event)`): Gitea, the first product the mock served. (This file's other
 * quoted strings are read as the flavors' names by scripts/check-size.mjs: no example names here.)
 */
export type DefaultTypesFlavor = 'gitea';
