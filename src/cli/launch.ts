#!/usr/bin/env node
// hookmock's bin, dist/cli/main.js (scripts/bundle-cli.mjs). Every command but `serve` is the split
// CLI (dist/cli/cli.js, from bin.ts). `serve` is one CommonJS bundle (dist/cli/serve/serve.cjs,
// from serve-bin.ts) compiled here with V8's code cache that the build wrote next to it
// (serve.cjs.cache, made by a start and a first request): cold start then skips most parsing and
// compiling (bench/: cold start). The cache only serves the exact file and V8 that made it; with
// another Node version, or no cache file, V8 compiles the bundle as any script.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const WHOLE_CLI = './cli.js';
const SERVE_BUNDLE = new URL('./serve/serve.cjs', import.meta.url);
/** Set by the build only: write the code cache when the process exits. */
const WRITE_CACHE = process.env.HOOKMOCK_BUILD_CODE_CACHE === '1';

if (process.argv[2] === 'serve') runServeBundle();
else await import(WHOLE_CLI);

function runServeBundle(): void {
  const file = fileURLToPath(SERVE_BUNDLE);
  const cacheFile = `${file}.cache`;
  const cachedData = !WRITE_CACHE && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname, __hookmockImport) {${readFileSync(file, 'utf8')}\n})`,
    { filename: file, ...(cachedData === undefined ? {} : { cachedData }) },
  );
  if (WRITE_CACHE) process.on('exit', () => writeFileSync(cacheFile, script.createCachedData()));
  const run: unknown = script.runInThisContext();
  if (typeof run !== 'function') throw new Error(`${file} is not a function wrapper`);
  const module = { exports: {} };
  run(
    module.exports,
    createRequire(file),
    module,
    file,
    fileURLToPath(new URL('.', SERVE_BUNDLE)),
    importFromBundle,
  );
}

/**
 * The bundle's import()s (faker's and http-proxy's chunks, node:dns, the whole CLI, scenario
 * files), relative to the bundle: Node 20 has no import() inside a vm.Script without
 * --experimental-vm-modules, so the build turns them into calls of this.
 */
function importFromBundle(specifier: string): Promise<unknown> {
  return import(specifier.startsWith('.') ? new URL(specifier, SERVE_BUNDLE).href : specifier);
}
