// The core alone (mock.handle, no transport): reset() of built-in scenarios beside a deep copy
// of the same state, and list/get at 100, 10,000 and 100,000 hooks in total.
//   node bench/core.js [--quick]   → one JSON line
/* global structuredClone */
import { performance } from 'node:perf_hooks';
import { createHookMock } from '../dist/src/index.js';
import { CLOCK, TOKEN } from './lib/fixtures.js';
import { attempt, timeSync } from './lib/timing.js';

const quick = process.argv.includes('--quick');
const SIZES = [100, 10_000, 100_000];
const HOOKS_PER_REPO = 100;

/** reset() of a built-in scenario, and the floor: structuredClone of the same state. */
function resetCost(name) {
  const mock = createHookMock({ scenario: name });
  const state = mock.snapshot();
  const hooks = state.hooks.length;
  const batch = hooks > 500 ? 50 : 500;
  const resetMs = timeSync(() => mock.reset(), { batch, rounds: 7, warmup: batch });
  const copyMs = timeSync(() => structuredClone(state), { batch, rounds: 7, warmup: batch });
  return { hooks, resetMs, deepCopyMs: copyMs, ratio: resetMs / copyMs };
}

/**
 * `total` hooks: acme/widgets holds 30 (ids 1–30), the rest sit 100 to a repo in other repos
 * of acme, so a lookup that scanned every record would show.
 */
function scaleScenario(total) {
  const hooks = [];
  const repos = [{ owner: 'acme', name: 'widgets', admins: ['alice'] }];
  const hook = (repo, i) => ({
    repo,
    active: i % 2 === 0,
    events: ['push'],
    config: { url: `https://h${i}.example.test/in`, content_type: 'json' },
  });
  for (let i = 0; i < 30; i++) hooks.push(hook('acme/widgets', i));
  for (let i = 30, r = 0; i < total; r++) {
    repos.push({ owner: 'acme', name: `repo-${r}` });
    for (let k = 0; k < HOOKS_PER_REPO && i < total; k++, i++) hooks.push(hook(`acme/repo-${r}`, i));
  }
  return {
    name: `scale-${total}`,
    clock: CLOCK,
    users: [{ login: 'alice', token: TOKEN }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos,
    hooks,
  };
}

function request(path) {
  const url = new URL(`http://localhost/api/v1${path}`);
  const headers = { authorization: `token ${TOKEN}` };
  return { method: 'GET', url, header: (name) => headers[name.toLowerCase()] ?? null, body: '' };
}

function scaleAt(mock, total) {
  const scenario = scaleScenario(total);
  const started = performance.now();
  mock.load(scenario);
  const loadMs = performance.now() - started;
  const list = request('/repos/acme/widgets/hooks');
  const get = request('/repos/acme/widgets/hooks/15');
  const lastRepo = `/repos/acme/repo-${scenario.repos.length - 2}/hooks/${total}`;
  const getLast = request(lastRepo);
  for (const r of [list, get, getLast]) {
    const answer = mock.handle(r);
    if (answer.status !== 200) throw new Error(`${r.url.pathname} answered ${answer.status}: ${answer.body}`);
  }
  const options = { batch: quick ? 500 : 2000, rounds: 7, warmup: 500 };
  const run = (r) => {
    const ms = timeSync(() => mock.handle(r), options);
    mock.requests.clear();
    return ms;
  };
  return { hooks: total, loadMs, listMs: run(list), getMs: run(get), getLastMs: run(getLast) };
}

const reset = {};
for (const name of ['default', 'large']) reset[name] = await attempt(() => resetCost(name));

const scale = [];
const mock = createHookMock({ scenario: 'empty' });
scaleAt(mock, 100); // warm the JIT first, so the smallest size is not measured cold
for (const total of SIZES) scale.push({ hooks: total, ...(await attempt(() => scaleAt(mock, total))) });

console.log(JSON.stringify({ reset, scale }));
