/**
 * Issue 47: a product's module loads when its flavor is first named. In the package's ES module
 * entries as built (`npm run build`: scripts/bundle-entries.mjs), each product is a file of its
 * own, dist/esm/chunks/product-<name>.js, read with node's `require` by the registry
 * (src/core/flavors/product-modules-lazy.ts); `createHookMock` stays synchronous. Each child
 * process records every hookmock file it loads (an ES module loader hook, plus `require`'s cache,
 * where node keeps the files `require` read) and prints them when it exits.
 * docs/decisions/lazy-products.md
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { FLAVOR_NAMES, PRODUCT_NAMES, SERVED_BY } from '../../src/core/flavors/flavor-name.js';
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

/** The product files (product-<name>) a child running `code` loaded, and what it printed. */
async function productsLoaded(code: string, type: 'module' | 'commonjs' = 'module') {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', COUNTER, `--input-type=${type}`, '-e', code],
    { cwd: ROOT, timeout: 60_000 },
  );
  const lines = stdout.trim().split('\n');
  const files = JSON.parse(lines.pop() ?? '[]') as string[];
  const products = files
    .filter((file) => file.startsWith(join(ROOT, 'dist')))
    .map((file) => /\/product-([\w-]+)\.js$/.exec(file)?.[1])
    .filter((name) => name !== undefined);
  return { products, out: lines.join('\n').trim() };
}

describe('the registry names each product once', () => {
  it("SERVED_BY, the flavor → product table the registry loads by, is the products' own flavors", () => {
    const served = PRODUCT_NAMES.flatMap((name) => productModule(name).flavors.map((f) => [f.name, name]));
    expect(Object.fromEntries(served)).toEqual(SERVED_BY);
    expect(served.length).toBe(FLAVOR_NAMES.length);
  });
});

describe("importing hookmock's bundled entry loads a product when its flavor is first named", () => {
  it('importing hookmock, and naming the flavors, loads no product', async () => {
    const { products, out } = await productsLoaded(`
      const { createHookMock, HookMockError } = await import('hookmock');
      await import('hookmock/node');
      console.log(typeof createHookMock, typeof HookMockError);`);
    expect(out).toBe('function function');
    expect(products).toEqual([]);
  });

  it.each(FLAVOR_NAMES)(
    'createHookMock({ flavor: %s }) loads its product alone, synchronously',
    async (flavor) => {
      const { products, out } = await productsLoaded(`
      const { createHookMock } = await import('hookmock');
      const mock = createHookMock({ flavor: ${JSON.stringify(flavor)} });
      const again = createHookMock({ flavor: ${JSON.stringify(flavor)} });
      console.log(mock.handlers.length > 0, again.handlers.length === mock.handlers.length);`);
      expect(out).toBe('true true');
      expect(products).toEqual([SERVED_BY[flavor]]);
    },
  );

  it("the server (hookmock/node) and openApiDocument load the named flavor's product alone", async () => {
    const { products, out } = await productsLoaded(`
      const { startServer } = await import('hookmock/node');
      const { openApiDocument } = await import('hookmock');
      const server = await startServer({ flavor: 'gitlab', port: 0, host: '127.0.0.1' });
      const answer = await fetch(server.url + '/projects/1/hooks');
      await server.close();
      console.log(answer.status, Object.keys(openApiDocument('gitlab').paths).length > 0);`);
    // The server's first lines are its banner; GitLab refuses a call without a token with 401.
    expect(out.split('\n').pop()).toBe('401 true');
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

  it('require("hookmock") from CommonJS (node ≥ 20.19) loads the product the same way', async () => {
    const { products, out } = await productsLoaded(
      `const { createHookMock } = require('hookmock');
      console.log(createHookMock({ flavor: 'github' }).handlers.length > 0);`,
      'commonjs',
    );
    expect(out).toBe('true');
    expect(products).toEqual(['github']);
  });
});
