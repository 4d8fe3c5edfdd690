// Bundles the CLI (dist/src/cli/*.js, from tsc) into dist/cli/ with esbuild, in three builds:
//   dist/cli/main.js          the bin (src/cli/bin.ts): commander, the program, --help, --version
//   dist/cli/serve/           `serve` and everything it loads at start, in one file (serve-command.js)
//   dist/cli/commands/        every other command (one file each, and the chunks they share)
// Why `serve` is a build of its own: one build of every command cuts serve's code into a chunk
// per set of commands sharing it (eight files at start), and node's ESM loader pays for each
// file it reads (serve's graph imported ~13 ms sooner as one file, docs/internals/benchmarks.md).
// One copy for all three, in dist/cli/shared/ (entry points of the bin's build, imported from
// there by the others): the modules whose classes the bin tests with `instanceof`
// (cli-errors.js, hookmock-error.js), and http-proxy, which commands load only sometimes (faker's
// locale is read from node_modules with `require` at its first use: src/core/scenario/faker-now.ts).
// The OpenAPI document stays a chunk of each commands' build. The commands are the dynamic
// imports of src/cli/main.ts, found while the bin is built: a new command is a line there.
// The products are files of their own in the serve and the commands' builds (product-<name>.js,
// scripts/lazy-products.mjs), read when a flavor is first named: `send --flavor gitea` or a
// gitea `serve` loads no other product's code (issue 47).
import { chmodSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { assertLoaderIn, lazyProducts, productEntries } from './lazy-products.mjs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
const OUT = process.argv[2] ?? 'dist/cli';
const CLI = 'dist/src/cli';

/**
 * JSON modules (the github OpenAPI document, the built-in scenarios) as `JSON.parse('…')` of a
 * string literal instead of an object literal: V8 scans a string and parses JSON faster than it
 * compiles the same data as JavaScript (same value, a fresh object as before).
 */
const jsonAsParse = {
  name: 'json-as-parse',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.json$/ }, (args) => {
      const text = JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8')));
      return { contents: `export default JSON.parse(${JSON.stringify(text)});`, loader: 'js' };
    });
  },
};

/**
 * One copy for every build: the modules with classes the bin checks with `instanceof`, and the
 * library the commands load only sometimes (http-proxy), which would otherwise be in both
 * commands' builds.
 */
const SHARED = {
  'shared/cli-errors': `${CLI}/cli-errors.js`,
  'shared/hookmock-error': 'dist/src/core/errors/hookmock-error.js',
  'shared/http-proxy': 'http-proxy',
};
const sharedByImport = new Map(
  Object.entries(SHARED).map(([name, path]) => [path.startsWith('dist/') ? resolve(path) : path, name]),
);

/** In the commands' builds (one directory deep, chunks beside them): the bin's copy of SHARED. */
const fromSharedCopy = {
  name: 'shared-copy',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /.*/ }, (args) => {
      const key = args.path.startsWith('.') ? resolve(args.resolveDir, args.path) : args.path;
      const name = sharedByImport.get(key);
      return name === undefined ? undefined : { path: `../${name}.js`, external: true };
    });
  },
};

const SERVE = 'serve-command';
const MAIN = resolve(CLI, 'main.js');

/**
 * In the bin's build: each `import('./x.js')` of main.js (the command switch) is the file a build
 * of its own writes (`serve` alone, the others together); `found` collects the others' names.
 */
const commandsBuiltApart = (found) => ({
  name: 'commands-apart',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\/[a-z-]+\.js$/ }, (args) => {
      if (args.kind !== 'dynamic-import' || args.importer !== MAIN) return undefined;
      const name = args.path.slice(2, -3);
      if (name === SERVE) return { path: `./serve/${name}.js`, external: true };
      found.add(name);
      return { path: `./commands/${name}.js`, external: true };
    });
  },
});

// `record --help` names every flavor of the registry and its API path, read from the registry
// here (tsc's output) so that the bin's help loads no flavor at run time (src/cli/cli-run.ts).
const { FLAVORS } = await import(pathToFileURL(resolve('dist/src/core/flavors/index.js')).href);
const flavorPaths = Object.fromEntries(Object.entries(FLAVORS).map(([name, f]) => [name, f.baseUrl.server]));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  minifyWhitespace: true,
  minifySyntax: true,
  // `hookmock --version` without reading package.json at run time.
  define: { HOOKMOCK_VERSION: JSON.stringify(version), HOOKMOCK_FLAVORS: JSON.stringify(flavorPaths) },
  logLevel: 'warning',
  splitting: true,
  format: 'esm',
  // CommonJS dependencies (commander, http-proxy) call require(); give ESM chunks one.
  banner: {
    js: "import { createRequire as __hookmockRequire } from 'node:module'; const require = __hookmockRequire(import.meta.url);",
  },
};

const commands = new Set();
await build({
  ...common,
  plugins: [jsonAsParse, commandsBuiltApart(commands)],
  entryPoints: { main: `${CLI}/bin.js`, ...SHARED },
  outdir: OUT,
  chunkNames: 'chunks/[name]-[hash]',
});
const serve = await build({
  ...common,
  plugins: [jsonAsParse, fromSharedCopy, lazyProducts],
  entryPoints: { [SERVE]: `${CLI}/${SERVE}.js`, ...productEntries('') },
  outdir: `${OUT}/serve`,
  chunkNames: '[name]-[hash]',
  metafile: true,
});
assertLoaderIn(serve.metafile, `${OUT}/serve`);
// main.js always imports its commands as `import('./x.js')`; none found means that changed.
if (commands.size === 0) throw new Error('bundle-cli: no command imports found in main.js');
const others = await build({
  ...common,
  plugins: [jsonAsParse, fromSharedCopy, lazyProducts],
  entryPoints: {
    ...Object.fromEntries([...commands].map((name) => [name, `${CLI}/${name}.js`])),
    ...productEntries(''),
  },
  outdir: `${OUT}/commands`,
  chunkNames: '[name]-[hash]',
  metafile: true,
});
assertLoaderIn(others.metafile, `${OUT}/commands`);

// The bin must be executable for `npx hookmock` in a clone (npm sets it only on install).
chmodSync(`${OUT}/main.js`, 0o755);
