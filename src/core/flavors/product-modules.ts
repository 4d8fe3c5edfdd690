import type { Product } from '../product/product.js';
import type { ProductName } from './product-names.js';
import { bitbucketDcProduct } from './bitbucket-dc/index.js';
import { bitbucketProduct } from './bitbucket/index.js';
import { giteaProduct } from './gitea/index.js';
import { githubProduct } from './github/index.js';
import { gitlabProduct } from './gitlab/index.js';

/**
 * Every product's module, imported with the registry: what the source, the CLI, the CommonJS
 * faces (Jest) and the browser build use. The package's ES module entries for Node are built with
 * product-modules-lazy.ts in this file's place (scripts/bundle-entries.mjs), which reads a
 * product's file when one of its flavors is first named (docs/decisions/lazy-products.md).
 */
const MODULES: Readonly<Record<ProductName, Product>> = {
  gitea: giteaProduct,
  github: githubProduct,
  gitlab: gitlabProduct,
  bitbucket: bitbucketProduct,
  'bitbucket-dc': bitbucketDcProduct,
};

/** The module of the product named. */
export function productModule(name: ProductName): Product {
  return MODULES[name];
}
