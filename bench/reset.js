// Target 5: `reset()` beside a structuredClone of the same state (what any deep copy of it costs),
// at 1,000 and 100,000 hooks (10,000 with --quick), both backends: createHookMock (@mswjs/data)
// and createServerMock (plain Maps: the standalone server and sessions). Alternated per round.
// Also snapshot() beside the same structuredClone, and a 200-hook page of GET /__hookmock/state.
//   node bench/reset.js [--quick]   → one JSON line
/* global structuredClone */
import { performance } from 'node:perf_hooks';
import { CLOCK, TOKEN } from './lib/fixtures.js';
import { pairedRatios, spread } from './lib/stats.js';

const dist = process.env.HOOKMOCK_DIST ?? new URL('../dist', import.meta.url).pathname;
const { createHookMock } = await import(`${dist}/src/index.js`);
const { createServerMock } = await import(`${dist}/src/core/mock-facade.js`);

const quick = process.argv.includes('--quick');
const SIZES = quick ? [1_000, 10_000] : [1_000, 100_000];
const ROUNDS = quick ? 3 : 5;

/** `total` hooks, 100 to a repo of acme. */
function scenario(total) {
  const repos = [];
  const hooks = [];
  for (let i = 0; i < total; i++) {
    const repo = `repo-${Math.floor(i / 100)}`;
    if (i % 100 === 0) repos.push({ owner: 'acme', name: repo, admins: ['alice'] });
    hooks.push({
      repo: `acme/${repo}`,
      active: i % 2 === 0,
      events: ['push'],
      config: { url: `https://h${i}.example.test/in`, content_type: 'json' },
    });
  }
  const users = [{ login: 'alice', token: TOKEN }];
  return {
    name: `reset-${total}`,
    clock: CLOCK,
    users,
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos,
    hooks,
  };
}

/** Mean ms of `fn` over enough calls to last ~50 ms (at least one). */
function timed(fn, calls) {
  const started = performance.now();
  for (let i = 0; i < calls; i++) fn();
  return (performance.now() - started) / calls;
}

/** ROUNDS timings of `a` and of `b`, the order swapped every round (paired ratios need both). */
function alternated(a, b, calls) {
  const times = [[], []];
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 ? [1, 0] : [0, 1];
    for (const side of order) times[side].push(timed(side === 0 ? a : b, calls));
  }
  return times;
}

function measure(make, total) {
  const mock = make({ scenario: scenario(total) });
  const state = mock.snapshot();
  const calls = total >= 50_000 ? 1 : total >= 5_000 ? 5 : 50;
  timed(() => mock.reset(), calls);
  timed(() => structuredClone(state), calls);
  const [reset, clone] = alternated(
    () => mock.reset(),
    () => structuredClone(state),
    calls,
  );
  return {
    hooks: total,
    resetMs: spread(reset),
    cloneMs: spread(clone),
    ratio: spread(pairedRatios(reset, clone)),
    ...stateReads(mock, state, calls),
  };
}

/** A control-API GET answered in process (the same route the server and the dashboard use). */
function controlGet(mock, path) {
  const url = new URL(`${mock.origin ?? 'http://127.0.0.1'}/__hookmock${path}`);
  const answer = mock.handle({ method: 'GET', url, header: () => null, body: '' });
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
  return answer;
}

/**
 * Target 5's state reads: snapshot() beside a structuredClone of the same state (both linear:
 * the ratio is the constant), and one 200-hook page of GET /__hookmock/state from the middle of
 * the hooks, the snapshot already taken (the dashboard's poll): its time should not grow with N.
 */
function stateReads(mock, state, calls) {
  const [snapshot, clone] = alternated(
    () => mock.snapshot(),
    () => structuredClone(state),
    calls,
  );
  const middle = Math.floor(state.hooks.length / 2);
  const page = `/state?limit=200&after=${middle}`;
  const bytes = controlGet(mock, page).body.length; // the snapshot, taken once per state revision
  const pageMs = [];
  for (let r = 0; r < ROUNDS; r++) pageMs.push(timed(() => controlGet(mock, page), 20));
  return {
    snapshotMs: spread(snapshot),
    snapshotRatio: spread(pairedRatios(snapshot, clone)),
    statePageMs: spread(pageMs),
    statePageSamples: pageMs,
    statePageBytes: bytes,
  };
}

const results = [];
for (const [backend, make] of [
  ['@mswjs/data (createHookMock)', createHookMock],
  ['Maps (createServerMock)', createServerMock],
])
  for (const total of SIZES) results.push({ backend, ...measure(make, total) });
console.log(JSON.stringify(results));
