// The products as files of their own, loaded when a flavor is first named (issue 47,
// docs/decisions/lazy-products.md): for an esbuild build with code splitting, each product's
// folder (dist/src/core/flavors/<name>/index.js, from tsc) is an entry `<dir>product-<name>`, and
// the registry's product-modules.js, which imports every product, is replaced by
// product-modules-lazy.js, which reads `./product-<name>.js` beside its own file with node's
// `require`. Used by scripts/bundle-entries.mjs (the ES module entries) and scripts/bundle-cli.mjs
// (serve and the other commands); the browser build and the CommonJS faces keep every product.
import { resolve } from 'node:path';
import { PRODUCT_NAMES } from '../dist/src/core/flavors/product-names.js';

const EAGER = resolve('dist/src/core/flavors/product-modules.js');
const LAZY = resolve('dist/src/core/flavors/product-modules-lazy.js');

/**
 * The products' entries, named `<dir>product-<name>` (dir: '' or 'chunks/'), and
 * `<dir>core-identity`, the core's HookMockError as node's `require` finds it: the loader compares
 * it with its own to know whether `require` shares the module graph that loaded it.
 */
export const productEntries = (dir) => ({
  ...Object.fromEntries(
    PRODUCT_NAMES.map((name) => [`${dir}product-${name}`, `dist/src/core/flavors/${name}/index.js`]),
  ),
  [`${dir}core-identity`]: IDENTITY,
});

// A module of its own rather than hookmock-error.js as an entry: the CLI's builds import that file
// from their shared copy (scripts/bundle-cli.mjs), and an entry cannot be external.
const IDENTITY = 'hookmock:core-identity';

/** The plugin that puts the lazy loader in the eager registry's place. */
export const lazyProducts = {
  name: 'lazy-products',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^hookmock:core-identity$/ }, () => ({
      path: IDENTITY,
      namespace: 'identity',
    }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'identity' }, () => ({
      contents: "export { HookMockError } from './dist/src/core/errors/hookmock-error.js';",
      resolveDir: process.cwd(),
      loader: 'js',
    }));
    pluginBuild.onResolve({ filter: /\/product-modules\.js$/ }, (args) =>
      // The loader's own import of every product (its fallback) is the eager registry itself.
      resolve(args.resolveDir, args.path) === EAGER && resolve(args.importer) !== LAZY
        ? { path: LAZY }
        : undefined,
    );
  },
};

/**
 * The loader requires `./product-<name>.js` relative to its own file: it must be in exactly one
 * output, in `dir`, where the products' files are. Throws, naming where it landed, otherwise.
 */
export function assertLoaderIn(metafile, dir) {
  const outputs = Object.keys(metafile.outputs).filter(
    (out) =>
      !out.endsWith('.map') &&
      Object.keys(metafile.outputs[out].inputs).some((input) => resolve(input) === LAZY),
  );
  if (outputs.length !== 1 || resolve(outputs[0], '..') !== resolve(dir))
    throw new Error(
      `lazy-products: the product loader landed in ${outputs.join(', ') || 'no file'}, not one file of ${dir}`,
    );
}
