/**
 * Issue 47: a product's module loads when one of its flavors is first named. In the package's ES
 * module entries as built (`npm run build`: scripts/bundle-entries.mjs), each product is a file of
 * its own, dist/esm/chunks/product-<name>.js, read with node's `require` by the registry
 * (src/core/flavors/product-modules-lazy.ts); `createHookMock` stays synchronous. Each child
 * process records every hookmock file it loads (an ES module loader hook, plus `require`'s cache,
 * where node keeps the files `require` read) and prints them when it exits.
 * docs/decisions/lazy-products.md
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { FLAVOR_NAMES } from '../../src/core/contract/flavor-name.js';
import { PRODUCT_NAMES, SECTION_FIELDS, SERVED_BY } from '../../src/core/flavors/product-names.js';
import { productModule } from '../../src/core/flavors/product-modules.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hookmock-lazy-products-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const COUNTER = join(dir, 'count.mjs');
writeFileSync(
  COUNTER,
  `import { register, createRequire } from 'node:module';
const { port1, port2 } = new MessageChannel();
const files = new Set();
port1.on('message', (url) => files.add(url)); port1.unref();
register('data:text/javascript,' + encodeURIComponent(\`let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) { if (url.startsWith('file:')) port.postMessage(url); return next(url, context); }\`),
  { data: { port: port2 }, transferList: [port2] });
process.on('exit', () => {
  const all = [...files].map((url) => decodeURIComponent(new URL(url).pathname));
  all.push(...Object.keys(createRequire(import.meta.url).cache));
  process.stdout.write('\\n' + JSON.stringify([...new Set(all)]) + '\\n');
});
`,
);

// A module runner's own copies of hookmock's files, as vitest's `server.deps.inline` or Jest's
// ES module mode load them: every URL under dist/esm gets a query, so the ES module loader keeps
// a module of its own for each, which node's `require` does not share.
const RUNNER = join(dir, 'runner.mjs');
writeFileSync(
  RUNNER,
  `import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(\`export async function resolve(specifier, context, next) {
  const found = await next(specifier, context);
  return found.url.includes('/dist/esm/') && !found.url.includes('?') ? { ...found, url: found.url + '?runner' } : found;
}\`));
`,
);

// A static import of a bundle's top level: `import { a } from "./chunk-X.js";` or `import "./chunk-X.js";`.
const STATIC_IMPORT = /^import\s(?:[^;]*?\sfrom\s*)?"(\.{1,2}\/[^"]+)";/gm;

/**
 * The files and every file they import statically, which node loaded with them. A module read
 * with `require` loads its imports without the loader hook seeing them, and only the module
 * itself is in `require`'s cache.
 */
function withStaticImports(files: string[]): string[] {
  const all = new Set(files);
  for (const file of all)
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT))
      if (file.endsWith('.js')) all.add(join(dirname(file), match[1] ?? ''));
  return [...all];
}

/** `bitbucketDcProduct` → `bitbucket-dc`: the name of the product a module's constant is. */
const productOfConstant = (constant: string) => constant.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The products whose module a child running `code` loaded (the files that define a product's
 * constant, `var giteaProduct = {`, or `giteaProduct = {` in a CommonJS bundle: the bundles keep names), the hookmock files it loaded, and
 * what it printed.
 */
async function productsLoaded(code: string, type: 'module' | 'commonjs' = 'module', flags: string[] = []) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...flags, '--import', COUNTER, `--input-type=${type}`, '-e', code],
    { cwd: ROOT, timeout: 60_000 },
  );
  const lines = stdout.trim().split('\n');
  const files = JSON.parse(lines.pop() ?? '[]') as string[];
  const mine = withStaticImports(files.filter((file) => file.startsWith(join(ROOT, 'dist'))));
  const products = mine
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^\s*(?:var )?(\w+)Product = \{/gm)])
    .map((match) => productOfConstant(match[1] ?? ''))
    .sort();
  return { products, files: mine, out: lines.join('\n').trim() };
}

describe('the registry knows of each product what it needs without loading it', () => {
  it("SERVED_BY, the flavor → product table the registry loads by, is the products' own flavors", () => {
    const served = PRODUCT_NAMES.flatMap((name) => productModule(name).flavors.map((f) => [f.name, name]));
    expect(Object.fromEntries(served)).toEqual(SERVED_BY);
    expect(served.length).toBe(FLAVOR_NAMES.length);
  });

  it("SECTION_FIELDS, what a scenario refuses in another product's flavor, is the products' own sections", () => {
    const fields = PRODUCT_NAMES.map((name) => [
      name,
      (productModule(name).scenario ?? []).map((s) => s.field),
    ]);
    expect(Object.fromEntries(fields)).toEqual(SECTION_FIELDS);
  });
});

describe("importing hookmock's bundled entry loads a product when its flavor is first named", () => {
  it('importing hookmock and hookmock/node, and listing the flavors, loads no product', async () => {
    const { products, out } = await productsLoaded(`
      const { createHookMock, HookMockError } = await import('hookmock');
      await import('hookmock/node');
      console.log(typeof createHookMock, typeof HookMockError);`);
    expect(out).toBe('function function');
    expect(products).toEqual([]);
  });

  it.each(FLAVOR_NAMES)(
    'createHookMock({ flavor: %s }) loads its product alone, synchronously, once',
    async (flavor) => {
      const { products, files, out } = await productsLoaded(`
      const { createHookMock } = await import('hookmock');
      const mock = createHookMock({ flavor: ${JSON.stringify(flavor)} });
      const again = createHookMock({ flavor: ${JSON.stringify(flavor)} });
      console.log(mock.handlers.length > 0, again.handlers.length === mock.handlers.length);`);
      expect(out).toBe('true true');
      expect(products).toEqual([SERVED_BY[flavor]]);
      expect(new Set(files).size).toBe(files.length);
    },
  );

  it("the server (hookmock/node) and openApiDocument load the named flavor's product alone", async () => {
    const { products, out } = await productsLoaded(`
      const { startServer } = await import('hookmock/node');
      const { openApiDocument } = await import('hookmock');
      const server = await startServer({ flavor: 'gitlab', port: 0, host: '127.0.0.1', quiet: true });
      const answer = await fetch(server.url + '/projects/1/hooks', { headers: { 'private-token': 'demo' } });
      await server.close();
      console.log(answer.status, Object.keys(openApiDocument('gitlab').paths).length > 0);`);
    expect(out.split('\n').pop()).toBe('200 true');
    expect(products).toEqual(['gitlab']);
  });

  it('an unknown flavor is refused by name, as before, and loads no product', async () => {
    const { products, out } = await productsLoaded(`
      const { createHookMock, HookMockError } = await import('hookmock');
      try { createHookMock({ flavor: 'gitee' }); } catch (error) { console.log(error instanceof HookMockError, error.message); }`);
    expect(out).toMatch(
      /^true hookmock: unknown flavor "gitee" \(expected one of: spec, gitea, forgejo, github/,
    );
    expect(products).toEqual([]);
  });

  it("a scenario filling another product's section is refused naming it: that product loads only then", async () => {
    const { products, out } = await productsLoaded(`
      const { createHookMock } = await import('hookmock');
      const mock = createHookMock({ flavor: 'gitea', scenario: 'empty' });
      try { mock.load({ apps: [{ id: 42, slug: 'ci', webhookUrl: 'https://app.example.test/hooks', webhookSecret: 's', installations: [] }] }); }
      catch (error) { console.log(/GitHub Apps are the github flavor's/.test(error.message)); }`);
    expect(out).toBe('true');
    expect(products).toEqual(['gitea', 'github']);
  });

  it("a module runner with its own copies of hookmock's files gets every product at import, and the same answers", async () => {
    const { products, out } = await productsLoaded(
      `
      const { setupServer } = await import('msw/node');
      const { createHookMock, HookMockError } = await import('hookmock');
      const mock = createHookMock({ flavor: 'gitlab', baseUrl: 'http://gitlab.test/api/v4' });
      const server = setupServer(...mock.handlers);
      server.listen({ onUnhandledRequest: 'error' });
      const headers = { 'private-token': 'demo', 'content-type': 'application/json' };
      const refused = await fetch('http://gitlab.test/api/v4/projects/1/hooks', { method: 'POST', headers, body: '{"url":"nope"}' });
      const missing = await fetch('http://gitlab.test/api/v4/projects/1/hooks/999', { headers });
      server.close();
      let caught;
      try { createHookMock({ flavor: 'gitlab', scenario: { hooks: [{ repo: 'nope' }] } }); } catch (error) { caught = error instanceof HookMockError; }
      console.log(refused.status, await refused.text(), missing.status, caught);`,
      'module',
      ['--import', RUNNER],
    );
    expect(out).toBe('422 {"error":"Invalid url given"} 404 true');
    // Every product, through the runner (as the source has them).
    expect(products).toEqual([...PRODUCT_NAMES].sort());
  });

  it("an application's bundle of hookmock, without the products' files beside it, gets every product from its bundle", async () => {
    // esbuild as an application uses it: hookmock's ES module entry bundled into one file (npm
    // packages but hookmock left to node_modules), run from a folder of its own.
    const out = join(ROOT, 'node_modules', '.cache', `hookmock-app-bundle-${process.pid}`, 'app.mjs');
    onTestFinished(() => rmSync(dirname(out), { recursive: true, force: true }));
    await build({
      stdin: {
        contents: `import { createHookMock } from 'hookmock';
          const mock = createHookMock({ flavor: 'gitlab' });
          console.log(mock.handlers.length > 0, mock.db !== undefined);`,
        resolveDir: ROOT,
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: out,
      logLevel: 'silent',
      plugins: [
        {
          name: 'npm-packages-external-but-hookmock',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path === 'hookmock' ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    const { stdout } = await promisify(execFile)(process.execPath, [out], {
      cwd: dirname(out),
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe('true true');
  });

  it("require('hookmock') (Jest's face) is one file with every product in it", async () => {
    const { products, files, out } = await productsLoaded(
      `const { createHookMock } = require('hookmock');
      console.log(createHookMock({ flavor: 'github' }).handlers.length > 0);`,
      'commonjs',
    );
    expect(out).toBe('true');
    expect(products).toEqual([...PRODUCT_NAMES].sort());
    expect(files.map((file) => file.slice(ROOT.length))).toEqual(['dist/index.cjs']);
  });
});
