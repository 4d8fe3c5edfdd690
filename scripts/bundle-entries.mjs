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
//   dist/esm/browser/{index,core}.js
//     its own build, platform browser: `hookmock/browser` and the core as a browser bundler
//     gets `hookmock` ("exports" "." → "browser"), sharing one copy of the core
//     (dist/esm/browser/chunks/). It differs from the first only in where msw's `http` comes
//     from: Node's ES modules load it without msw's GraphQL parser by a top-level await, which
//     browser bundlers' targets refuse (src/core/msw/msw-http.ts, scripts/msw-http-variant.mjs).
// Every npm package (msw, vitest, faker, …: peer and runtime dependencies) stays an import but zod;
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
// node's require when one of its flavors is first named: importing hookmock loads no product,
// a mock its own. The browser build keeps the registry's static imports (every product; no
// require in a browser), as do the CommonJS faces (scripts/bundle-client.mjs) and the CLI.
//
//   node scripts/bundle-entries.mjs [outdir]   (after tsc and vendor-mswjs-data; part of npm run build)
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { assertLoaderIn, lazyProducts, productEntries } from './lazy-products.mjs';
import { mswHttpVariant } from './msw-http-variant.mjs';

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

// npm packages (peer and runtime dependencies) and node's built-ins are imported at run time, but
// zod: hookmock's schemas are its own (no zod object is public), and zod/mini with the English
// locale is ~60 KB bundled, against 92 files to resolve, read and link at every import (the
// locales' index imports every language; ~100 ms of CPU: docs/internals/benchmarks.md). The copy
// is hookmock's alone, so its locale setting no longer reaches a user's own zod.
const BUNDLED = /^zod(\/|$)/;
const dependenciesExternal = {
  name: 'dependencies-external-but-zod',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

const common = {
  bundle: true,
  format: 'esm',
  target: 'es2022',
  sourcemap: true,
  // Class and function names as written (esbuild renames clashing top-level names when it
  // merges modules): `error.constructor.name`, a stack's frame names and inspect() stay the same.
  keepNames: true,
  legalComments: 'inline',
  logLevel: 'warning',
  plugins: [jsonAsParse, dependenciesExternal],
};

rmSync(OUT, { recursive: true, force: true });
const { metafile } = await build({
  ...common,
  platform: 'neutral',
  entryPoints: { ...ENTRIES, ...productEntries('chunks/') },
  outdir: OUT,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  plugins: [lazyProducts, ...common.plugins],
});
assertLoaderIn(metafile, `${OUT}/chunks`);

// The browser build: the browser entry and the core as browsers get it (package.json "exports"
// "." → "browser"), one build so the two share one copy of the core, with msw's `http` from msw's
// root entry (scripts/msw-http-variant.mjs: no top-level await, which Vite's targets refuse).
await build({
  ...common,
  platform: 'browser',
  entryPoints: { 'browser/index': `${SRC}/browser/index.js`, 'browser/core': `${SRC}/index.js` },
  outdir: OUT,
  splitting: true,
  chunkNames: 'browser/chunks/[name]-[hash]',
  plugins: [...common.plugins, mswHttpVariant('browser')],
});
