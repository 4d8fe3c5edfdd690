// Writes fixtures/golden/<flavor>/*.json (the Gitea family's example answers) and
// fixtures/deliveries/<flavor>/*.json for every flavor of the registry, from the mock itself (run
// after a deliberate change, then review the diff). The files are byte-stable: a second run
// writes the same bytes.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { GOLDEN_EXAMPLE_FLAVORS, goldenExamples } from '../test/support/golden.js';
import { GOLDEN_FLAVORS, goldenDeliveries } from '../test/support/golden-deliveries.js';

async function write(folder: string, flavor: string, files: Record<string, unknown>, fresh: boolean) {
  const dir = new URL(`../fixtures/${folder}/${flavor}/`, import.meta.url);
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, value] of Object.entries(files)) {
    writeFileSync(new URL(file, dir), JSON.stringify(value, null, 2) + '\n');
  }
  console.log(`wrote fixtures/${folder}/${flavor}/`);
}

for (const flavor of GOLDEN_EXAMPLE_FLAVORS)
  await write('golden', flavor, await goldenExamples(flavor), false);
for (const flavor of GOLDEN_FLAVORS) await write('deliveries', flavor, await goldenDeliveries(flavor), true);
