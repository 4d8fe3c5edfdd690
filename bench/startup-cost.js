#!/usr/bin/env node
// Where cold start and idle RSS go: import time and RSS of each runtime dependency (and of
// hookmock's entry points as tsc emits them, dist/src/) in fresh node processes, median of
// several runs, pinned to core 0. `serve` itself runs the CLI's esbuild bundle (dist/cli/main.js
// and dist/cli/serve/), whose start `npm run bench -- --startup` measures against a bare server.
//   node bench/startup-cost.js [--runs 5] [--json]
import { fileURLToPath } from 'node:url';
import { runJsonChild } from './lib/proc.js';
import { median } from './lib/timing.js';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dist = (path) => new URL(`../dist/src/${path}`, import.meta.url).href;

const SETS = {
  'node (nothing imported)': [],
  zod: ['zod'],
  'http-proxy': ['http-proxy'],
  '@faker-js/faker (all locales)': ['@faker-js/faker'],
  '@faker-js/faker/locale/en': ['@faker-js/faker/locale/en'],
  msw: ['msw'],
  '@mswjs/data (requires msw, graphql, lodash, date-fns)': ['@mswjs/data'],
  'hookmock (core entry)': [dist('index.js')],
  'hookmock/node (the server; the CLI bundles it)': [dist('node/index.js')],
};

const probe = `
const started = performance.now();
for (const m of JSON.parse(process.argv[1])) await import(m);
const ms = performance.now() - started;
setTimeout(() => console.log(JSON.stringify({ ms, rss: process.memoryUsage().rss / 1048576 })), 50);
`;

const results = {};
for (const [label, modules] of Object.entries(SETS)) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(
      await runJsonChild(['--input-type=module', '-e', probe, JSON.stringify(modules)], {
        core: 0,
        cwd: ROOT,
      }),
    );
  }
  results[label] = { importMs: median(runs.map((r) => r.ms)), rssMiB: median(runs.map((r) => r.rss)) };
}
if (args.includes('--json')) console.log(JSON.stringify(results, null, 2));
else {
  const base = results['node (nothing imported)'];
  console.log(`import cost in a fresh process (median of ${RUNS}); Δ = over bare node`);
  console.log(
    `${'what'.padEnd(56)} ${'import ms'.padStart(9)} ${'RSS MiB'.padStart(8)} ${'Δ RSS'.padStart(7)}`,
  );
  for (const [label, r] of Object.entries(results)) {
    console.log(
      `${label.padEnd(56)} ${r.importMs.toFixed(0).padStart(9)} ${r.rssMiB.toFixed(1).padStart(8)} ${(r.rssMiB - base.rssMiB).toFixed(1).padStart(7)}`,
    );
  }
}
