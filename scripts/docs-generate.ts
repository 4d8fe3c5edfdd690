#!/usr/bin/env -S npx tsx
// Writes the generated parts of the docs: the control API tables (route rows), the CLI reference
// (commander program), the options tables (TSDoc) and the scenario field table (zod schema)
// between their markers in README.md and docs/**/*.md, and scenario.schema.json (shipped for
// editors). test/docs/generated-pages.test.ts and test/control/control-table.test.ts fail on drift.
//   npm run docs:generate            rewrites them
//   npm run docs:generate -- --check exits 1 when a committed file differs
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, docFiles, withGenerated } from './docs/generated-pages.js';
import { scenarioSchemaText } from './docs/scenario-schema.js';

const check = process.argv.includes('--check');
const outputs = new Map<string, string>([['scenario.schema.json', scenarioSchemaText()]]);
for (const file of docFiles()) outputs.set(file, withGenerated(readFileSync(join(ROOT, file), 'utf8')));

let stale = 0;
for (const [file, next] of outputs) {
  let current = '';
  try {
    current = readFileSync(join(ROOT, file), 'utf8');
  } catch {
    // A missing output is stale, like a changed one.
  }
  if (current === next) continue;
  stale++;
  if (check) console.error(`${file}: differs from what its generator makes (run npm run docs:generate)`);
  else writeFileSync(join(ROOT, file), next);
}
if (check && stale > 0) process.exit(1);
console.log(check ? 'generated docs: up to date' : `generated docs: ${stale} file(s) rewritten`);
