// Memory of the largest `generate` a scenario may ask for, in a fresh process: RSS before, right
// after load, and after a reset, GET /__hookmock/state and a second load (the peak is what the
// README's budget promises). Run after a build:
//   node --expose-gc bench/generate-memory.js [orgs reposPerOrg hooksPerRepo hooksPerOrg] → one JSON line
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { createHookMock } from '../dist/src/index.js';
import { GENERATE_LIMITS } from '../dist/src/core/scenario/schema.js';

const [orgs, reposPerOrg, hooksPerRepo, hooksPerOrg] = process.argv.slice(2).map(Number);
const plan =
  orgs === undefined || Number.isNaN(orgs)
    ? GENERATE_LIMITS.largest
    : { orgs, reposPerOrg, hooksPerRepo, hooksPerOrg: hooksPerOrg || 0 };
const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
let peak = 0;
const sample = () => {
  globalThis.gc?.();
  const rss = process.memoryUsage().rss;
  peak = Math.max(peak, rss);
  return mib(rss);
};
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);

const mock = createHookMock({ scenario: 'empty' });
const before = sample();
let t = performance.now();
mock.load({ name: 'max-generate', seed: 1, generate: plan });
const loadMs = performance.now() - t;
const afterLoad = sample();
const state = mock.snapshot();
const counts = { repos: state.repos.length, hooks: state.hooks.length };
const request = (path) => ({
  method: 'GET',
  url: new URL(`http://localhost/__hookmock${path}`),
  header: () => null,
  body: '',
});
t = performance.now();
const full = await mock.handle(request('/state'));
const stateMs = performance.now() - t;
const stateMiB = mib(Buffer.byteLength(full.body));
const afterState = sample();
mock.reset();
mock.load({ name: 'max-generate', seed: 1, generate: plan });
const afterReload = sample();
clearInterval(timer);
console.log(
  JSON.stringify({
    plan,
    ...counts,
    loadMs,
    stateMs,
    stateMiB,
    rssMiB: { before, afterLoad, afterState, afterReload, peak: mib(peak) },
  }),
);
