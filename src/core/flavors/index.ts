import type { Flavor, FlavorName } from '../contract/flavor.js';
import type { Product } from '../product/product.js';
import type { ScenarioSection } from '../scenario/scenario-section.js';
import { forgejoFlavor } from './gitea/forgejo.js';
import { giteaFlavor } from './gitea/gitea.js';
import { giteaProduct } from './gitea/index.js';
import { specFlavor } from './gitea/spec.js';
import { githubFlavor } from './github/flavor.js';
import { githubProduct } from './github/index.js';
import { gitlabFlavor } from './gitlab/flavor.js';
import { gitlabProduct } from './gitlab/index.js';
import { bitbucketFlavor } from './bitbucket/flavor.js';
import { bitbucketProduct } from './bitbucket/index.js';
import { bitbucketDcFlavor } from './bitbucket-dc/flavor.js';
import { bitbucketDcProduct } from './bitbucket-dc/index.js';
import { HookMockError } from '../errors/hookmock-error.js';

/**
 * The registry: the one place that names every product. Each product is a folder
 * (flavors/<product>/) whose index.ts exports its module; shared code asks these.
 */
export const PRODUCTS: readonly Product[] = [
  giteaProduct,
  githubProduct,
  gitlabProduct,
  bitbucketProduct,
  bitbucketDcProduct,
];

/**
 * Every flavor's wire dialect by name: what differs between spec, gitea, forgejo, github and gitlab (hook fields,
 * events, test presses, pagination, error bodies, delivery headers).
 *
 * @example
 * FLAVORS.gitea.types.has('slack'); // true: the hook types a create request may name
 * @see docs/fidelity/flavors-at-a-glance.md
 */
export const FLAVORS: Readonly<Record<FlavorName, Flavor>> = {
  spec: specFlavor,
  gitea: giteaFlavor,
  forgejo: forgejoFlavor,
  github: githubFlavor,
  gitlab: gitlabFlavor,
  bitbucket: bitbucketFlavor,
  'bitbucket-dc': bitbucketDcFlavor,
};

/** Own keys only: `constructor` and friends are not flavors. */
const isFlavorName = (name: string): name is FlavorName => Object.hasOwn(FLAVORS, name);

export function flavorNamed(name: string): Flavor {
  if (!isFlavorName(name))
    throw new HookMockError(`unknown flavor "${name}" (expected one of: ${Object.keys(FLAVORS).join(', ')})`);
  return FLAVORS[name];
}

const PRODUCT_OF = new Map(PRODUCTS.flatMap((product) => product.flavors.map((f) => [f.name, product])));

/** The product module that serves a flavor. */
export function productOf(flavor: Flavor): Product {
  const product = PRODUCT_OF.get(flavor.name);
  if (product === undefined) throw new HookMockError(`no product serves the flavor "${flavor.name}"`);
  return product;
}

/** Every product's own sections of the scenario format, each with the flavors that take it. */
export const SCENARIO_SECTIONS: readonly { section: ScenarioSection; flavors: readonly string[] }[] =
  PRODUCTS.flatMap((product) =>
    (product.scenario ?? []).map((section) => ({ section, flavors: product.flavors.map((f) => f.name) })),
  );

export type { Flavor, FlavorName } from '../contract/flavor.js';
export type { Product } from '../product/product.js';
