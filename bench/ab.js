// A/B of two builds on the throughput routes: both `hookmock serve` at once (same scenario, same
// core), alternated load rounds, the server's CPU µs per request and req/s, paired B/A ratios
// (min / median / max). For checking one change at a time without the whole bench.
//   node bench/ab.js --a DIST_A [--b DIST_B] [--routes list,get,update] [--rounds 5] [--seconds 2]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeScenarioFile } from './lib/fixtures.js';
import { pairedRatios, spread } from './lib/stats.js';
import { Servers } from './lib/servers.js';
import { ENDPOINTS, loadOnce } from './lib/throughput.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const dists = { a: option('--a', undefined), b: option('--b', join(ROOT, 'dist')) };
if (dists.a === undefined) {
  console.error('usage: node bench/ab.js --a DIST_A [--b DIST_B] [--routes list,get] [--rounds N]');
  process.exit(2);
}
const routes = option('--routes', Object.keys(ENDPOINTS).join(',')).split(',');
const rounds = Number(option('--rounds', 5));
const options = { connections: 32, seconds: Number(option('--seconds', 2)), core: 1 };

const scenario = writeScenarioFile();
const sides = { a: new Servers(dists.a, ROOT), b: new Servers(dists.b, ROOT) };
try {
  const targets = {
    a: await sides.a.start('hookmock', scenario.file),
    b: await sides.b.start('hookmock', scenario.file),
  };
  for (const route of routes)
    for (const side of ['a', 'b']) await loadOnce(targets[side], route, { ...options, seconds: 1 });
  const runs = Object.fromEntries(routes.map((r) => [r, { a: [], b: [] }]));
  for (let i = 0; i < rounds; i++)
    for (const route of routes)
      for (const side of i % 2 ? ['b', 'a'] : ['a', 'b'])
        runs[route][side].push(await loadOnce(targets[side], route, options));
  const fmt = (s) => `${s.min.toFixed(2)} / ${s.median.toFixed(2)} / ${s.max.toFixed(2)}`;
  for (const route of routes) {
    const { a, b } = runs[route];
    const cpu = (xs) => xs.map((x) => x.cpuUsPerRequest);
    const rps = (xs) => xs.map((x) => x.rps);
    console.log(
      `${route.padEnd(7)} CPU µs/req A ${fmt(spread(cpu(a)))}  B ${fmt(spread(cpu(b)))}  B/A ${fmt(spread(pairedRatios(cpu(b), cpu(a))))}  req/s B/A ${fmt(spread(pairedRatios(rps(b), rps(a))))}`,
    );
  }
} finally {
  await sides.a.stopAll();
  await sides.b.stopAll();
  scenario.cleanup();
}
