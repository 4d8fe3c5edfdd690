// Bundles the public ES module entries (dist/src/**, from tsc) into dist/esm/ with esbuild, so
// that importing `hookmock` reads a handful of files instead of tsc's ~400 (issue 47: node's ESM
// loader pays for every file it resolves, reads and links; the code itself runs for ~20 ms).
// Two builds:
//   dist/esm/{index,node/index,client/index,matchers/index,matchers/jest,vitest/index,verify/index}.js
//     one build with code splitting: code two entries share is a chunk (dist/esm/chunks/) that
//     both import, so `hookmock` and `hookmock/node` or `hookmock/vitest` in one process share
//     one copy of the core (one HookMockError class for `instanceof`, one state). Platform
//     neutral: the core, the client and the matchers also run in browsers; node's built-ins
//     (`node:*`) are imported, not bundled.
//   dist/esm/browser/index.js
//     its own build, platform browser; it imports the core from the `hookmock` entry
//     (`../index.js`, as the source does) instead of bundling a second copy.
// Every npm package (msw, vitest, faker, zod, …: peer and runtime dependencies) stays an import;
// the vendored @mswjs/data (dist/src/vendor) is hookmock's own code and is bundled. JSON modules
// (the built-in scenarios, GitHub's OpenAPI document) become `JSON.parse('…')` of a string, which
// V8 scans faster than it compiles an object literal (as in scripts/bundle-cli.mjs). Source maps
// chain through tsc's (tsconfig.build.json has sourceMap), so a stack trace under
// --enable-source-maps (or a test runner) names src/**/*.ts. The .d.ts stay tsc's, in dist/src.
// The dynamic imports of the source (the OpenAPI builder, faker's locale, the delivery sockets…)
// stay dynamic: esbuild puts what only they reach in chunks loaded at first use.
// The products (issue 47, docs/decisions/lazy-products.md): in the first build each product's
// folder is an entry of its own, dist/esm/chunks/product-<name>.js, and the registry's
// product-modules.js is replaced by product-modules-lazy.js, which reads a product's file with
// node's require when its flavor is first named: importing hookmock loads no product, a mock one.
// The browser build keeps the registry's static imports (every product; no require there) and
// bundles its own core: dist/esm/browser/core.js is `hookmock` for browsers (the "browser"
// condition of package.json's exports), sharing its chunks with dist/esm/browser/index.js.
//
//   node scripts/bundle-entries.mjs [outdir]   (after tsc and vendor-mswjs-data; part of npm run build)
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { PRODUCT_NAMES } from '../dist/src/core/flavors/flavor-name.js';

const OUT = process.argv[2] ?? 'dist/esm';
const SRC = 'dist/src';

/** The package's ES module entries: output name → tsc's module (package.json "exports"). */
export const ENTRIES = {
  index: `${SRC}/index.js`,
  'node/index': `${SRC}/node/index.js`,
  'client/index': `${SRC}/client/index.js`,
  'matchers/index': `${SRC}/matchers/index.js`,
  'matchers/jest': `${SRC}/matchers/jest.js`,
  'vitest/index': `${SRC}/vitest/index.js`,
  'verify/index': `${SRC}/verify/index.js`,
};

const jsonAsParse = {
  name: 'json-as-parse',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.json$/ }, (args) => {
      const text = JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8')));
      return { contents: `export default JSON.parse(${JSON.stringify(text)});`, loader: 'js' };
    });
  },
};

const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  // npm packages (peer and runtime dependencies) and node's built-ins are imported at run time.
  packages: 'external',
  external: ['node:*'],
  sourcemap: true,
  // Class and function names as written (esbuild renames clashing top-level names when it
  // merges modules): `error.constructor.name`, a stack's frame names and inspect() stay the same.
  keepNames: true,
  legalComments: 'inline',
  logLevel: 'warning',
  plugins: [jsonAsParse],
};

/** Each product's folder as an entry: chunks/product-<name>.js, beside the lazy loader. */
const PRODUCTS = Object.fromEntries(
  PRODUCT_NAMES.map((name) => [`chunks/product-${name}`, `${SRC}/core/flavors/${name}/index.js`]),
);
const EAGER = resolve(SRC, 'core/flavors/product-modules.js');
const LAZY = resolve(SRC, 'core/flavors/product-modules-lazy.js');
const lazyProducts = {
  name: 'lazy-products',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\/product-modules\.js$/ }, (args) =>
      resolve(args.resolveDir, args.path) === EAGER ? { path: LAZY } : undefined,
    );
  },
};

rmSync(OUT, { recursive: true, force: true });
const { metafile } = await build({
  ...common,
  platform: 'neutral',
  entryPoints: { ...ENTRIES, ...PRODUCTS },
  outdir: OUT,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  plugins: [...common.plugins, lazyProducts],
});
// The loader requires `./product-<name>.js` relative to its own file: it must be a chunk.
const loaderIn = Object.keys(metafile.outputs).filter(
  (out) =>
    !out.endsWith('.map') &&
    Object.keys(metafile.outputs[out].inputs).some((input) => resolve(input) === LAZY),
);
if (loaderIn.length !== 1 || !resolve(loaderIn[0]).startsWith(resolve(OUT, 'chunks') + '/'))
  throw new Error(
    `bundle-entries: the product loader landed in ${loaderIn.join(', ') || 'no file'}, not one file of ${OUT}/chunks/`,
  );

await build({
  ...common,
  platform: 'browser',
  entryPoints: { 'browser/index': `${SRC}/browser/index.js`, 'browser/core': `${SRC}/index.js` },
  outdir: OUT,
  splitting: true,
  chunkNames: 'browser/chunks/[name]-[hash]',
});
