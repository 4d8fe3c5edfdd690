#!/usr/bin/env -S npx tsx
// Writes the control API's tables in README.md and docs/*.md from the route rows
// (src/core/control/routes/), between `<!-- control-api: … -->` and `<!-- /control-api -->`
// markers (and `control-api-sessions`). test/control/control-table.test.ts fails when they drift.
//   npm run docs:control            rewrites the tables
//   npm run docs:control -- --check exits 1 when a committed table differs from the rows
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { withControlTables } from '../src/core/control/control-table.js';

const files = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const check = process.argv.includes('--check');
let stale = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const next = withControlTables(text);
  if (next === text) continue;
  stale++;
  if (check) console.error(`${file}: the control API table differs from the rows (run npm run docs:control)`);
  else writeFileSync(file, next);
}
if (check && stale > 0) process.exit(1);
console.log(check ? 'control tables: up to date' : `control tables: ${stale} file(s) rewritten`);
