import type { ProductName } from './flavor-name.js';
import type { Product } from './product.js';
import { HookMockError } from '../errors/hookmock-error.js';
import { isJsonObject } from '../util/json-object.js';

/**
 * The registry's product modules in the package's ES module entries as built: the build
 * (scripts/bundle-entries.mjs) puts this file in product-modules.ts's place and writes each
 * product's folder as a file of its own beside this one (dist/esm/chunks/product-<name>.js),
 * read with node's `require` (an ES module without top-level await, which node ≥ 20.19 loads
 * synchronously, sharing the chunks already imported) when its flavor is first named, so that
 * `createHookMock` stays synchronous and loads one product's code. Node keeps the module it
 * read: the second call is a lookup in its cache. docs/decisions/lazy-products.md
 */
export function productModule(name: ProductName): Product {
  const loaded: unknown = nodeRequire()(`./product-${name}.js`);
  const product = isJsonObject(loaded) ? Object.values(loaded).find(isProduct) : undefined;
  if (product === undefined) throw new HookMockError(`the product file of "${name}" exports no product`);
  return product;
}

/** A product module's one export: its `Product` (flavors/<product>/index.ts exports nothing else). */
function isProduct(value: unknown): value is Product {
  return isJsonObject(value) && Array.isArray(value.flavors) && isJsonObject(value.operations);
}

/** Node's `require` relative to this file; elsewhere (a browser) an error naming the build to use. */
function nodeRequire(): (id: string) => unknown {
  const nodeModule = typeof process === 'object' ? process.getBuiltinModule('node:module') : undefined;
  if (nodeModule === undefined)
    throw new HookMockError(
      'this build of hookmock loads a product when its flavor is first named, with node\'s require (Node ≥ 20.19); in a browser, bundle it with the "browser" condition (hookmock/browser, or hookmock resolved for browsers)',
    );
  return nodeModule.createRequire(import.meta.url);
}
