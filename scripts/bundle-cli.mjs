// Bundles the CLI (dist/src/cli/main.js, from tsc) into dist/cli/ with esbuild: one file to load
// instead of hundreds, split so that lazily imported parts (faker, the recorder, http-proxy) are
// separate chunks that start-up never parses. Cold start is a measured target (bench/).
import { chmodSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

await build({
  entryPoints: { main: 'dist/src/cli/main.js' },
  outdir: 'dist/cli',
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
});
// The bin must be executable for `npx hookmock` in a clone (npm sets it only on install).
chmodSync('dist/cli/main.js', 0o755);
