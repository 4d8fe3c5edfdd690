// Cold starts of several builds of the CLI against the bare node:http server, in one loop: each
// round starts every build and the floor once, in an order rotated by one each round (so no build
// always follows another), and the report is each build's median wall time and its median ratio
// to the floor of the same round. For trying a change to the bundle before committing it:
//   node scripts/bundle-cli.mjs /tmp/before        (on the old code; then again on the new)
//   node bench/compare-starts.js 30 /tmp/before/main.js /tmp/after/main.js
// Each build must sit under a package.json with "type": "module", as dist/cli does: without one,
// Node ≥ 20.19 detects each .js file's module syntax by compiling it as CommonJS first, which adds
// ~5–8 ms to every start and once hid every variant's gain (docs/internals/benchmarks.md). The
// script refuses a build without one.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Servers } from './lib/servers.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const [roundsArg, ...clis] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!Number.isInteger(rounds) || rounds < 1 || clis.length === 0) {
  console.error('usage: node bench/compare-starts.js ROUNDS CLI_MAIN_JS [CLI_MAIN_JS ...]');
  process.exit(2);
}

/** The nearest package.json's "type", as node looks it up for a .js file. */
function packageType(file) {
  for (let dir = dirname(resolve(file)); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type;
    if (dirname(dir) === dir) return undefined;
  }
}

for (const cli of clis) {
  if (packageType(cli) !== 'module') {
    console.error(`${cli}: no package.json with "type": "module" above it (see the comment at the top)`);
    process.exit(2);
  }
}

const kinds = [
  ...clis.map((cli) => ({
    label: cli,
    kind: 'hookmock',
    servers: Object.assign(new Servers(join(ROOT, 'dist'), ROOT), { cli }),
  })),
  { label: 'bare node:http server', kind: 'baseline', servers: new Servers(join(ROOT, 'dist'), ROOT) },
];
const walls = kinds.map(() => []);
try {
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < kinds.length; k++) {
      const j = (k + round) % kinds.length;
      walls[j][round] = (await kinds[j].servers.firstAnswer(kinds[j].kind)).wallMs;
    }
  }
} finally {
  for (const { servers } of kinds) await servers.stopAll();
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const floor = walls[kinds.length - 1];
for (const [j, { label }] of kinds.entries()) {
  const ratio = median(walls[j].map((wall, round) => wall / floor[round]));
  console.log(`${label.padEnd(40)} ${median(walls[j]).toFixed(1).padStart(7)} ms  ${ratio.toFixed(3)}×`);
}
