// Writes fixtures/golden/<flavor>/*.json from the mock itself (run after a deliberate change).
import { mkdirSync, writeFileSync } from 'node:fs';
import { goldenExamples } from '../test/support/golden-examples.js';

for (const flavor of ['spec', 'gitea', 'forgejo'] as const) {
  const dir = new URL(`../fixtures/golden/${flavor}/`, import.meta.url);
  mkdirSync(dir, { recursive: true });
  for (const [file, value] of Object.entries(await goldenExamples(flavor))) {
    writeFileSync(new URL(file, dir), JSON.stringify(value, null, 2) + '\n');
  }
  console.log(`wrote fixtures/golden/${flavor}/`);
}
