/**
 * The child of test/reliability/generate-memory.test.ts, bench/generate-memory.js's steps on the
 * sources (no build needed): in a fresh process run with --expose-gc, RSS and heap before, after
 * the largest generate load, after a full GET /__hookmock/state, a reset and a second load, and
 * the peak RSS sampled every 5 ms in between. Prints one JSON line.
 */
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { clearInterval, setInterval } from 'node:timers';
import { createHookMock } from '../../src/index.js';
import { GENERATE_LIMITS } from '../../src/core/scenario/schema.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const plan = GENERATE_LIMITS.largest;
let peakRss = 0;
let peakHeap = 0;
const take = () => {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
  return { rss, heapUsed };
};
const sample = () => {
  gc();
  const { rss, heapUsed } = take();
  return { rss: mib(rss), heap: mib(heapUsed) };
};

const mock = createHookMock({ scenario: 'empty' });
// Warm the paths once on a small plan, so that module loading is not counted as the load's cost.
mock.load({ name: 'warm-up', seed: 1, generate: { orgs: 1, reposPerOrg: 1, hooksPerRepo: 1 } });
await mock.handle({
  method: 'GET',
  url: new URL('http://localhost/__hookmock/state'),
  header: () => null,
  body: '',
});
mock.reset();
const before = sample();
const timer = setInterval(take, 5);
let started = performance.now();
mock.load({ name: 'max-generate', seed: 1, generate: plan });
const loadMs = Math.round(performance.now() - started);
const afterLoad = sample();
const state = mock.snapshot();
const counts = { repos: state.repos?.length ?? 0, hooks: state.hooks?.length ?? 0 };
started = performance.now();
const full = await mock.handle({
  method: 'GET',
  url: new URL('http://localhost/__hookmock/state'),
  header: () => null,
  body: '',
});
const stateMs = Math.round(performance.now() - started);
const stateMiB = mib(Buffer.byteLength(full?.body ?? ''));
const afterState = sample();
mock.reset();
mock.load({ name: 'max-generate', seed: 1, generate: plan });
const afterReload = sample();
clearInterval(timer);
take();
console.log(
  JSON.stringify({
    plan,
    ...counts,
    loadMs,
    stateMs,
    stateMiB,
    rssMiB: {
      before: before.rss,
      afterLoad: afterLoad.rss,
      afterState: afterState.rss,
      afterReload: afterReload.rss,
      peak: mib(peakRss),
    },
    heapMiB: {
      before: before.heap,
      afterLoad: afterLoad.heap,
      afterState: afterState.heap,
      afterReload: afterReload.heap,
      peak: mib(peakHeap),
    },
  }),
);
