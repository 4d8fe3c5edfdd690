#!/usr/bin/env node
// The layers of docs/architecture.md as rules over the import graph of src/ (relative imports,
// `import type` included):
// 1. a product folder (src/core/flavors/<product>/) imports no other product's folder;
// 2. shared code (src/ outside the product folders) imports no product folder, the registry
//    (src/core/flavors/index.ts and its type halves catalog-types.ts, payload-maps.ts,
//    simulate-verbs.ts and hook-settings-shape.ts; product-modules.ts, which imports every
//    product's module, and its built stand-in product-modules-lazy.ts) and the public entry files
//    aside;
// 3. delivery (src/core/delivery/) imports neither the events (src/core/events/) nor the API layer
//    (src/core/routing/, src/core/hooks/, src/core/control/).
// Imports that break a rule today are listed in scripts/layers-allowed.txt, one `from -> to` a
// line: the list may only shrink (a listed import that is gone fails too, so the list stays true).
//   node scripts/check-layers.mjs   exits 1 when a rule is broken
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, normalize } from 'node:path';

const PRODUCT = /^src\/core\/flavors\/([^/]+)\//;
const REGISTRY = new Set([
  'src/core/flavors/index.ts',
  'src/core/flavors/catalog-types.ts',
  'src/core/flavors/payload-maps.ts',
  'src/core/flavors/simulate-verbs.ts',
  'src/core/flavors/hook-settings-shape.ts',
  'src/core/flavors/product-modules.ts',
]);
const ENTRY = /^src\/([^/]+\/)?index\.ts$/;
const files = execFileSync('git', ['ls-files', 'src/*.ts', 'src/**/*.ts'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
const known = new Set(files);
const SPEC = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolve(from, spec) {
  const base = normalize(join(dirname(from), spec));
  return [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')].find((c) => known.has(c));
}

/** The rule an import breaks, or undefined. */
function broken(from, to) {
  const a = PRODUCT.exec(from)?.[1];
  const b = PRODUCT.exec(to)?.[1];
  if (a && b && a !== b) return 'a product imports another product';
  if (!a && b && !REGISTRY.has(from) && !ENTRY.test(from)) return 'shared code imports a product folder';
  if (from.startsWith('src/core/delivery/') && /^src\/core\/(events|routing|hooks|control)\//.test(to))
    return 'delivery imports the events or the API layer';
  return undefined;
}

const allowed = new Set(
  readFileSync(new URL('./layers-allowed.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean),
);
const found = new Map();
for (const f of files) {
  for (const m of readFileSync(f, 'utf8').matchAll(SPEC)) {
    const to = resolve(f, m[1]);
    const rule = to && broken(f, to);
    if (rule) found.set(`${f} -> ${to}`, rule);
  }
}
const news = [...found].filter(([edge]) => !allowed.has(edge));
const stale = [...allowed].filter((edge) => !found.has(edge));
console.log(
  `layers: ${found.size} imports across a layer, ${allowed.size} allowed (scripts/layers-allowed.txt)`,
);
for (const [edge, rule] of news) console.log(`  not allowed: ${edge} (${rule})`);
for (const edge of stale) console.log(`  allowed but gone (remove it from layers-allowed.txt): ${edge}`);
if (news.length > 0 || stale.length > 0) process.exit(1);
