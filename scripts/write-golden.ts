// Writes fixtures/golden/<flavor>/*.json and fixtures/deliveries/<flavor>/*.json from the mock
// itself (run after a deliberate change, then review the diff).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { goldenDeliveries, goldenExamples } from '../test/support/golden.js';
import { githubGoldenDeliveries } from '../test/support/github-golden.js';

for (const flavor of ['spec', 'gitea', 'forgejo'] as const) {
  for (const [folder, make, fresh] of [
    ['golden', goldenExamples, false],
    ['deliveries', goldenDeliveries, true],
  ] as const) {
    const dir = new URL(`../fixtures/${folder}/${flavor}/`, import.meta.url);
    if (fresh) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const [file, value] of Object.entries(await make(flavor))) {
      writeFileSync(new URL(file, dir), JSON.stringify(value, null, 2) + '\n');
    }
    console.log(`wrote fixtures/${folder}/${flavor}/`);
  }
}

// GitHub's deliveries: its own catalog and payloads (test/support/github-golden.ts).
const githubDir = new URL('../fixtures/deliveries/github/', import.meta.url);
rmSync(githubDir, { recursive: true, force: true });
mkdirSync(githubDir, { recursive: true });
for (const [file, value] of Object.entries(await githubGoldenDeliveries())) {
  writeFileSync(new URL(file, githubDir), JSON.stringify(value, null, 2) + '\n');
}
console.log('wrote fixtures/deliveries/github/');
