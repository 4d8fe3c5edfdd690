// Bundles the CLI (dist/src/cli/*.js, from tsc) into dist/cli/ with esbuild. Cold start of `serve`
// is a measured target (bench/), so `serve` and the other commands are two builds:
// - dist/cli/cli.js and dist/cli/chunks/: every command (src/cli/bin.ts), split so that each
//   command's code (the recorder, faker, http-proxy, …) is a chunk loaded only when it runs.
// - dist/cli/serve/serve.cjs: `serve` (src/cli/serve-bin.ts) as one CommonJS script: the server and
//   the core, no commander (a plain command line is parsed by src/cli/serve-argv.ts; any other is
//   handed to dist/cli/cli.js). Its import()s of faker and http-proxy load the split build's chunks
//   of them, which start-up never parses.
// dist/cli/main.js, the bin (src/cli/launch.ts), runs one of the two by the command's name; it
// compiles serve.cjs with the V8 code cache written here by a first start (serve.cjs.cache).
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { basename } from 'node:path';
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
  platform: 'node',
  target: 'node20',
  minifyWhitespace: true,
  minifySyntax: true,
  // `hookmock --version` without reading package.json at run time.
  define: { HOOKMOCK_VERSION: JSON.stringify(version) },
  logLevel: 'warning',
};

const split = await build({
  ...common,
  entryPoints: { cli: 'dist/src/cli/bin.js' },
  outdir: 'dist/cli',
  splitting: true,
  format: 'esm',
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  // CommonJS dependencies (http-proxy) call require(); give ESM chunks one.
  banner: {
    js: "import { createRequire as __hookmockRequire } from 'node:module'; const require = __hookmockRequire(import.meta.url);",
  },
});

/** The split build's chunk for a lazily imported package (its entry's path contains `name`). */
function chunkOf(name) {
  const found = Object.entries(split.metafile.outputs).find(([, output]) =>
    output.entryPoint?.includes(`node_modules/${name}/`),
  );
  if (found === undefined) throw new Error(`bundle-cli: no chunk for ${name}`);
  return `../chunks/${basename(found[0])}`;
}
const lazyChunks = {
  '@faker-js/faker/locale/en': chunkOf('@faker-js/faker'),
  'http-proxy': chunkOf('http-proxy'),
};

/**
 * serve.cjs runs as a vm.Script (launch.ts, for the code cache), where Node 20 refuses import()
 * without --experimental-vm-modules: each import( of hookmock's own code becomes a call of
 * `__hookmockImport`, which launch.ts passes in and which imports from serve.cjs's folder; faker
 * and http-proxy become the split build's chunks of them.
 */
const importsThroughLauncher = {
  name: 'imports-through-launcher',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]dist[\\/]src[\\/].*\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import(')) return undefined;
      let contents = source;
      for (const [name, chunk] of Object.entries(lazyChunks))
        contents = contents.replaceAll(`import('${name}')`, `import(${JSON.stringify(chunk)})`);
      return { contents: contents.replace(/\bimport\(/g, '__hookmockImport('), loader: 'js' };
    });
  },
};

await build({
  ...common,
  plugins: [jsonAsParse, importsThroughLauncher],
  entryPoints: ['dist/src/cli/serve-bin.js'],
  outfile: 'dist/cli/serve/serve.cjs',
  format: 'cjs',
});
// Every import() of the serve path goes through the launcher (else it fails at run time, not here).
const served = readFileSync('dist/cli/serve/serve.cjs', 'utf8');
if (/\bimport\(/.test(served)) throw new Error('bundle-cli: serve.cjs has an import() left');
for (const chunk of Object.values(lazyChunks))
  if (!served.includes(`__hookmockImport(${JSON.stringify(chunk)})`))
    throw new Error(`bundle-cli: serve.cjs does not load ${chunk}`);

copyFileSync('dist/src/cli/launch.js', 'dist/cli/main.js');
// The bin must be executable for `npx hookmock` in a clone (npm sets it only on install).
chmodSync('dist/cli/main.js', 0o755);

await writeCodeCache();

/** Starts `serve`, answers one list request, stops it: the bin writes serve.cjs.cache on exit. */
async function writeCodeCache() {
  const cache = 'dist/cli/serve/serve.cjs.cache';
  rmSync(cache, { force: true });
  const child = spawn(process.execPath, ['dist/cli/main.js', 'serve', '--port', '0'], {
    env: { ...process.env, HOOKMOCK_BUILD_CODE_CACHE: '1', PORT: '', HOST: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let out = '';
  const origin = await new Promise((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/[^/\s]+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`bundle-cli: serve exited ${code} before listening`)));
  });
  const status = await new Promise((resolve, reject) =>
    get(`${origin}/api/v1/repos/acme/widgets/hooks`, { headers: { authorization: 'token demo' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject),
  );
  child.kill('SIGTERM');
  const code = await exited;
  if (status !== 200 || code !== 0 || !existsSync(cache))
    throw new Error(`bundle-cli: code cache not written (status ${status}, exit ${code})`);
}
