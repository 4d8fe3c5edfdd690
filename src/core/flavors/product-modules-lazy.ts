import type { Product } from '../product/product.js';
import type { ProductName } from './product-names.js';
import { HookMockError } from '../errors/hookmock-error.js';
import { isJsonObject } from '../util/json-object.js';

/**
 * The registry's product modules in the package's ES module entries for Node and in the CLI, as
 * built: the build (scripts/lazy-products.mjs) puts this file in product-modules.ts's place and
 * writes each product's folder as a file of its own beside it (product-<name>.js). A product's
 * file is read with node's `require` (an ES module without top-level await, which node ≥ 20.19
 * loads synchronously, sharing the chunks already imported) when one of its flavors is first
 * named, so that `createHookMock` stays synchronous and loads one product's code. Node keeps the
 * module it read: the second call is a lookup in its cache. docs/decisions/lazy-products.md
 */
export function productModule(name: ProductName): Product {
  return EVERY?.productModule(name) ?? requiredProduct(name);
}

type Require = (id: string) => unknown;

/** Node's `require` relative to this file, where there is one (not in a browser). */
function nodeRequire(): Require | undefined {
  const nodeModule = typeof process === 'object' ? process.getBuiltinModule?.('node:module') : undefined;
  return nodeModule?.createRequire(import.meta.url);
}

/**
 * Whether node's `require` shares this module graph: true when node loaded hookmock itself. A
 * module runner that loads hookmock's files its own way (vitest's `server.deps.inline`, Jest's
 * ES module mode) has its own copies of them, and a product read with node's `require` would
 * bring a second core whose errors and classes the runner's copy does not know (every refusal
 * a 500). The build writes core-identity.js beside this file: the core's HookMockError, which
 * is this module's own when `require` shares its graph.
 */
function sharesNodeGraph(load: Require | undefined): boolean {
  try {
    const probe = load?.('./core-identity.js');
    return isJsonObject(probe) && probe.HookMockError === HookMockError;
  } catch {
    // No such file beside this one: an application bundler copied this module without the
    // products' files. Its own import of every product (below) is what it bundled.
    return false;
  }
}

/**
 * Every product, imported through the module system that loaded this file, when node's
 * `require` would not share it (see above; a browser, an application's bundle too): those get
 * what the source gets, every product at import, and the same answers.
 */
const LOAD = nodeRequire();
const EVERY: { productModule(name: ProductName): Product } | undefined = sharesNodeGraph(LOAD)
  ? undefined
  : await import('./product-modules.js');

/** The product's own file, read with node's `require`. */
function requiredProduct(name: ProductName): Product {
  const loaded = LOAD?.(`./product-${name}.js`);
  const product = isJsonObject(loaded) ? Object.values(loaded).find(isProduct) : undefined;
  if (product === undefined) throw new HookMockError(`the product file of "${name}" exports no product`);
  return product;
}

/** A product module's one export: its `Product` (flavors/<product>/index.ts exports nothing else). */
function isProduct(value: unknown): value is Product {
  return isJsonObject(value) && Array.isArray(value.flavors) && isJsonObject(value.operations);
}
