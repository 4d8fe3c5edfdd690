// Bundles the CLI (dist/src/cli/*.js, from tsc) into dist/cli/ with esbuild: dist/cli/main.js (the
// bin, from src/cli/bin.ts) and dist/cli/chunks/, split so that each command's code (the recorder,
// faker, http-proxy, …) is a chunk loaded only when that command runs. `serve` goes through the
// same program as every command.
import { chmodSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

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

await build({
  plugins: [jsonAsParse],
  bundle: true,
  platform: 'node',
  target: 'node20',
  minifyWhitespace: true,
  minifySyntax: true,
  // `hookmock --version` without reading package.json at run time.
  define: { HOOKMOCK_VERSION: JSON.stringify(version) },
  logLevel: 'warning',
  entryPoints: { main: 'dist/src/cli/bin.js' },
  outdir: 'dist/cli',
  splitting: true,
  format: 'esm',
  chunkNames: 'chunks/[name]-[hash]',
  // CommonJS dependencies (http-proxy) call require(); give ESM chunks one.
  banner: {
    js: "import { createRequire as __hookmockRequire } from 'node:module'; const require = __hookmockRequire(import.meta.url);",
  },
});

// The bin must be executable for `npx hookmock` in a clone (npm sets it only on install).
chmodSync('dist/cli/main.js', 0o755);
