// Bundles the CLI (dist/src/cli/*.js, from tsc) into dist/cli/ with esbuild. Cold start is a
// measured target (bench/), so `serve` and the other commands are two builds:
// - dist/cli/serve/serve.js: `serve` (src/cli/serve-bin.ts) in one file: the server and the core,
//   one module to load and compile instead of a dozen shared chunks, and no commander (a plain
//   command line is parsed by src/cli/serve-argv.ts; any other is handed to dist/cli/cli.js);
//   faker and http-proxy, imported lazily, stay separate chunks that start-up never parses.
// - dist/cli/cli.js and dist/cli/chunks/: every command (src/cli/bin.ts), split so that each
//   command's code (the recorder, faker, http-proxy, …) is a chunk loaded only when it runs.
// dist/cli/main.js, the bin, only picks one of the two by the command's name.
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
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

const common = {
  plugins: [jsonAsParse],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minifyWhitespace: true,
  minifySyntax: true,
  chunkNames: 'chunks/[name]-[hash]',
  // CommonJS dependencies (http-proxy) call require(); give ESM chunks one.
  banner: {
    js: "import { createRequire as __hookmockRequire } from 'node:module'; const require = __hookmockRequire(import.meta.url);",
  },
  // `hookmock --version` without reading package.json at run time.
  define: { HOOKMOCK_VERSION: JSON.stringify(version) },
  logLevel: 'warning',
};

await build({ ...common, entryPoints: { cli: 'dist/src/cli/bin.js' }, outdir: 'dist/cli' });
await build({ ...common, entryPoints: { serve: 'dist/src/cli/serve-bin.js' }, outdir: 'dist/cli/serve' });
writeFileSync(
  'dist/cli/main.js',
  `#!/usr/bin/env node
// hookmock's bin (built by scripts/bundle-cli.mjs): \`serve\` is one bundle of its own, the rest the split CLI.
await import(process.argv[2] === 'serve' ? './serve/serve.js' : './cli.js');
`,
);
// The bin must be executable for `npx hookmock` in a clone (npm sets it only on install).
chmodSync('dist/cli/main.js', 0o755);
