/**
 * Issue 47: importing `hookmock` as built (`npm run build`: the esbuild bundles of
 * scripts/bundle-entries.mjs, which package.json's exports name) loads a handful of hookmock's
 * files, not tsc's ~400 modules, and not the code that loads at first use (the OpenAPI route's
 * chunk). Counted in a child node process with an ES module loader hook.
 * No network: the child makes one mock and answers one request in-process.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'hookmock-import-count-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Every file: URL the ES module loader loads, printed as JSON when the process exits.
const COUNTER = `import { register } from 'node:module';
const { port1, port2 } = new MessageChannel();
const files = [];
port1.on('message', (url) => files.push(url)); port1.unref();
register('data:text/javascript,' + encodeURIComponent(\`let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) { if (url.startsWith('file:')) port.postMessage(url); return next(url, context); }\`),
  { data: { port: port2 }, transferList: [port2] });
process.on('exit', () => process.stdout.write('\\n' + JSON.stringify(files) + '\\n'));
`;

/** Every file `code` loads as an ES module (relative to the checkout), and what it printed. */
async function loadedFiles(code: string, flags: string[] = []): Promise<{ files: string[]; out: string }> {
  const counter = join(dir, 'count.mjs');
  writeFileSync(counter, COUNTER);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...flags, '--import', counter, '--input-type=module', '-e', code],
    { cwd: ROOT },
  );
  const lines = stdout.trim().split('\n');
  const urls = JSON.parse(lines.pop() ?? '[]') as string[];
  const files = urls.map((url) => fileURLToPath(url).slice(ROOT.length));
  return { files, out: lines.join('\n') };
}

/** hookmock's own files (under dist/) that `code` loads, relative to the checkout. */
async function hookmockFiles(code: string, flags: string[] = []): Promise<{ files: string[]; out: string }> {
  const { files, out } = await loadedFiles(code, flags);
  return { files: files.filter((file) => file.startsWith('dist/')), out };
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, Record<string, string>>;
};

describe("importing hookmock's bundled entry", () => {
  it('loads a handful of files, all of them bundles (dist/esm), and the mock answers', async () => {
    const { files, out } = await hookmockFiles(`
      const { createHookMock } = await import('hookmock');
      const mock = createHookMock({ flavor: 'gitea' });
      console.log(mock.handlers.length > 0, typeof mock.emit);`);
    expect(out.trim()).toBe('true function');
    expect(files[0]).toBe('dist/esm/index.js');
    for (const file of files) expect(file).toMatch(/^dist\/esm\/(index|chunks\/[\w-]+)\.js$/);
    // tsc's layout loaded ~300 of its 411 modules for this import (issue 47); the bundle: the
    // entry, the chunks it shares with the other entries and the products' files (each product is
    // an entry of the build, so esbuild cuts the core by which products share it: 25 files here,
    // 10 when every product was in the core's chunks, and ~40 ms less CPU:
    // docs/internals/benchmarks.md); the product's own file comes through `require`, which this
    // loader hook does not see (test/packaging/lazy-products.test.ts counts it).
    expect(files.length).toBeLessThanOrEqual(30);
    // Loaded at first use only: the OpenAPI route's import.
    expect(files.filter((f) => /openapi-document-/.test(f))).toEqual([]);
  });

  it("loads faker's locale only when a scenario generates data, and then synchronously", async () => {
    // Files read with node's require are in its cache, not seen by the ES module loader's hook.
    const required = `Object.keys((await import('node:module')).createRequire(import.meta.url).cache).some((f) => f.includes('@faker-js'))`;
    const plain = await loadedFiles(`
      const { createHookMock } = await import('hookmock');
      console.log(createHookMock({ flavor: 'gitea' }).handlers.length > 0, ${required});`);
    expect(plain.out.trim()).toBe('true false');
    expect(plain.files.filter((f) => f.includes('@faker-js'))).toEqual([]);
    const generated = await loadedFiles(`
      const { createHookMock } = await import('hookmock');
      const mock = createHookMock({ flavor: 'gitea', scenario: 'large' });
      const again = createHookMock({ flavor: 'gitea', scenario: 'large' });
      console.log(mock.db.hook.count() > 1000, JSON.stringify(mock.snapshot()) === JSON.stringify(again.snapshot()), ${required});`);
    // The same generated world twice (faker seeded, read once through node's require cache).
    expect(generated.out.trim()).toBe('true true true');
  });

  it('hookmock/node shares its chunks (one copy of the core in a process)', async () => {
    const { files } = await hookmockFiles(`
      const core = await import('hookmock');
      const node = await import('hookmock/node');
      console.log(typeof core.createHookMock, typeof node.startServer);`);
    expect(files.length).toBeLessThanOrEqual(32);
    expect(new Set(files).size).toBe(files.length);
  });

  it('every ES module entry of the exports map is a bundle in dist/esm', () => {
    const entries = Object.values(pkg.exports)
      .filter((e) => typeof e === 'object')
      .map((e) => e.import ?? e.default);
    expect(entries.length).toBe(8);
    for (const entry of entries) expect(entry).toMatch(/^\.\/dist\/esm\/[\w/]+\.js$/);
  });

  it("loads msw's `http` without msw's root entry and its GraphQL parser, and a request is answered", async () => {
    const { files, out } = await loadedFiles(`
      const { setupServer } = await import('msw/node');
      const { createHookMock } = await import('hookmock');
      const server = setupServer(...createHookMock({ flavor: 'gitea' }).handlers);
      server.listen({ onUnhandledRequest: 'error' });
      const response = await fetch('http://localhost/api/v1/repos/acme/widgets/hooks', {
        headers: { Authorization: 'token demo' },
      });
      console.log(response.status, (await response.json()).length > 0);
      server.close();`);
    expect(out.trim()).toBe('200 true');
    // msw 2's root entry (lib/core/index.mjs) imports its GraphQL handlers and the graphql package:
    // ~160 ms of this import (src/core/msw/msw-http.ts).
    expect(files.filter((f) => f.includes('node_modules/graphql/'))).toEqual([]);
    expect(files).not.toContain('node_modules/msw/lib/core/index.mjs');
    expect(files).toContain('node_modules/msw/lib/core/http.mjs');
  });

  it('a bundler resolving the browser condition gets the browser build: one core for hookmock and hookmock/browser', async () => {
    // node -C browser resolves package.json's "browser" conditions as vite or webpack do.
    const { files, out } = await hookmockFiles(
      `
      const core = await import('hookmock');
      const browser = await import('hookmock/browser');
      console.log(typeof core.createHookMock, typeof browser.startWorker);`,
      ['-C', 'browser'],
    );
    expect(out.trim()).toBe('function function');
    expect(files).toContain('dist/esm/browser/core.js');
    for (const file of files) expect(file).toMatch(/^dist\/esm\/browser\/(index|core|chunks\/[\w-]+)\.js$/);
    expect(new Set(files).size).toBe(files.length);
  });
});

describe("hookmock's CommonJS face (the require condition: Jest, require())", () => {
  it('require("hookmock") makes a mock that answers through msw', async () => {
    const code = `
      const { setupServer } = require('msw/node');
      const { createHookMock } = require('hookmock');
      const server = setupServer(...createHookMock({ flavor: 'gitea' }).handlers);
      server.listen({ onUnhandledRequest: 'error' });
      fetch('http://localhost/api/v1/repos/acme/widgets/hooks', { headers: { Authorization: 'token demo' } })
        .then((response) => console.log(require.resolve('hookmock').endsWith('dist/index.cjs'), response.status))
        .finally(() => server.close());`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=commonjs', '-e', code], {
      cwd: ROOT,
    });
    expect(stdout.trim()).toBe('true 200');
  });
});
