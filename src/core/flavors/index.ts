import type { Flavor, FlavorName } from '../contract/flavor.js';
import type { Product } from '../product/product.js';
import { FLAVOR_NAMES } from '../contract/flavor-name.js';
import { PRODUCT_NAMES, SERVED_BY, type ProductName } from './product-names.js';
import { productModule } from './product-modules.js';
import { HookMockError } from '../errors/hookmock-error.js';

/**
 * The registry: the one place that names every product. Each product is a folder
 * (flavors/<product>/) whose index.ts exports its module; shared code asks these. A product's
 * module is loaded when one of its flavors is first named (product-modules.ts; in the package's
 * ES module entries for Node, a file of its own: docs/decisions/lazy-products.md), never by
 * naming the flavors: `Object.keys(FLAVORS)` and `flavorNamed('gitee')` load nothing.
 */

/** Own keys only: `constructor` and friends are not flavors. */
const isFlavorName = (name: string): name is FlavorName => Object.hasOwn(SERVED_BY, name);

/** A flavor's wire dialect by name, from the module of the product that serves it. */
export function flavorNamed(name: string): Flavor {
  if (!isFlavorName(name))
    throw new HookMockError(`unknown flavor "${name}" (expected one of: ${FLAVOR_NAMES.join(', ')})`);
  const flavor = productModule(SERVED_BY[name]).flavors.find((f) => f.name === name);
  if (flavor === undefined)
    throw new HookMockError(`the product "${SERVED_BY[name]}" serves no flavor "${name}"`);
  return flavor;
}

/**
 * Every flavor's wire dialect by name: what differs between spec, gitea, forgejo, github and gitlab (hook fields,
 * events, test presses, pagination, error bodies, delivery headers). Its keys are the names
 * alone; reading a flavor loads its product's module.
 *
 * @example
 * FLAVORS.gitea.types.has('slack'); // true: the hook types a create request may name
 * @see docs/fidelity/flavors-at-a-glance.md
 */
export const FLAVORS: Readonly<Record<FlavorName, Flavor>> = {
  get spec() {
    return flavorNamed('spec');
  },
  get gitea() {
    return flavorNamed('gitea');
  },
  get forgejo() {
    return flavorNamed('forgejo');
  },
  get github() {
    return flavorNamed('github');
  },
  get gitlab() {
    return flavorNamed('gitlab');
  },
  get bitbucket() {
    return flavorNamed('bitbucket');
  },
  get 'bitbucket-dc'() {
    return flavorNamed('bitbucket-dc');
  },
};

/** The product module that serves a flavor. */
export function productOf(flavor: Flavor): Product {
  return productModule(SERVED_BY[flavor.name]);
}

/** Every product's module, each loaded (the CLI's help, the docs' checks): not for a request path. */
export function allProducts(): readonly Product[] {
  return PRODUCT_NAMES.map(productModule);
}

export { productModule, PRODUCT_NAMES, SERVED_BY };
export type { ProductName };
export type { Flavor, FlavorName } from '../contract/flavor.js';
export type { Product } from '../product/product.js';
