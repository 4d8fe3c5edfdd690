/**
 * hookmock/verify as built (`npm run build`, run by `npm ci`): its module graph reaches no npm
 * package (no msw, no faker), and both its `import` and `require` faces verify a signature.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  exports: Record<string, Record<string, string>>;
};
const entry = pkg.exports['./verify'];

/** Every specifier a built ES module imports (static, re-export and dynamic). */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(/(?:^|[;\s])(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/gm)];
  const bare = [...text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)];
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)];
  return [...found, ...bare, ...dynamic].map((m) => m[1] ?? '');
}

/** The files an ES module reaches, and the non-relative specifiers on the way. */
function graph(start: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of specifiers(file)) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(start);
  return { files: [...files], packages: [...packages] };
}

const node = (args: string[]) => promisify(execFile)(process.execPath, args, { cwd: ROOT });

/** Signs `{}` with `s3cret` as gitea does and asks the entry (by package name) to verify it. */
const CHECK = (load: string) => `
${load}
const sig = require('node:crypto').createHmac('sha256', 's3cret').update('{}').digest('hex');
Promise.all([
  verifySignature('s3cret', '{}', { 'x-gitea-signature': sig }),
  verifySignature('s3cret', '{ }', { 'x-gitea-signature': sig }),
]).then((r) => console.log(JSON.stringify(r)));`;

describe('hookmock/verify', () => {
  it('is in the exports map with types, import and require', () => {
    expect(entry).toEqual({
      types: './dist/src/verify/index.d.ts',
      import: './dist/esm/verify/index.js',
      require: './dist/verify/index.cjs',
    });
  });

  it("reaches no npm package: the built module graph is hookmock's own files only", () => {
    const { files, packages } = graph(resolve(ROOT, entry?.import ?? ''));
    expect(packages).toEqual([]);
    // The bundle (scripts/bundle-entries.mjs): the entry and the chunks it shares with the others
    // (the signer, the helpers esbuild adds, cut finer since each product is an entry of the build:
    // docs/decisions/lazy-products.md), nothing of the rest of hookmock.
    const relative = files.map((f) => f.slice(ROOT.length));
    expect(relative[0]).toBe('dist/esm/verify/index.js');
    for (const file of relative.slice(1)) expect(file).toMatch(/^dist\/esm\/chunks\/[\w-]+\.js$/);
    expect(relative.length).toBeLessThanOrEqual(6);
    expect(files.reduce((bytes, f) => bytes + readFileSync(f).length, 0)).toBeLessThan(20_000);
    expect(readFileSync(resolve(ROOT, entry?.require ?? ''), 'utf8')).not.toMatch(/\brequire\(/);
  });

  it('verifies by import and by require (true for the signed body, false for another)', async () => {
    const esm = await node([
      '--input-type=module',
      '-e',
      CHECK(
        "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url); const { verifySignature } = await import('hookmock/verify');",
      ),
    ]);
    expect(esm.stdout.trim()).toBe('[true,false]');
    const cjs = await node(['-e', CHECK("const { verifySignature } = require('hookmock/verify');")]);
    expect(cjs.stdout.trim()).toBe('[true,false]');
  });
});
