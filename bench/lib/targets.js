// Issue 29's targets, each a ratio against a baseline measured in the same run, as rows: what
// `npm run bench` prints and writes to its JSON summary, and what the docs tables are made of
// (scripts/docs/bench-table.ts reads them from the committed summaries, and calls targetsOf({})
// for the rows of a run that predates a target: every figure null, "not measured"). The ids are
// issue 22's where the figure is the same (its baseline may have changed: each row names its own);
// the paged state read is issue 22's target, kept. The gitlab rows (issue 30) measure the same
// targets against `serve --flavor gitlab`, with the same goals (gitlabRows). Types: targets.d.ts.

import { spread } from './stats.js';

const at = (figure) => figure?.median;
/** A row: the ratio's min / median / max over the rounds; met decided on the median. */
function row(id, figure, baseline, goal, ratio, meets) {
  const value = at(ratio);
  return {
    id,
    figure,
    baseline,
    goal,
    ratio: ratio ?? null,
    // A 'report' row has no goal to meet: null, as for a figure not measured.
    met: typeof value === 'number' && goal !== 'report' ? meets(value) : null,
  };
}
const largest = (sizes) => Math.max(...sizes).toLocaleString('en-US');
const smallest = (sizes) => Math.min(...sizes).toLocaleString('en-US');
// The sizes bench/reset.js measures in a full run: the rows of a run without reset figures.
const FULL_RUN_SIZES = [1_000, 100_000];
// bench/reset.js puts 100 hooks in a repo.
const smallestRepos = (sizes) => Math.min(200, Math.ceil(Math.min(...sizes) / 100));

/**
 * A page's time at the largest state over the smallest, round by round (min / median / max);
 * `perByte` divides by the ratio of the pages' sizes. The pages are not the same size (`limit`
 * caps the repos listed too: 200 of 1,000 at the larger state, all 10 at the smaller), and O(page)
 * means time in proportion to the page, so the per-byte ratio is the one judged.
 */
function pageGrowth(large, small, perByte = false) {
  const a = large?.statePageSamples;
  const b = small?.statePageSamples;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length === 0) return undefined;
  const sizes = perByte ? large.statePageBytes / small.statePageBytes : 1;
  if (!Number.isFinite(sizes) || sizes <= 0) return undefined;
  return spread(a.map((x, i) => x / b[Math.min(i, b.length - 1)] / sizes));
}

const atLeast = (limit) => (value) => value >= limit;
const atMost = (limit) => (value) => value <= limit;

/**
 * Issue 30: the gitlab flavor's list, create, test trigger and emit, each with the goal of the
 * same target of the other flavors, against a baseline doing the same work in GitLab's shapes.
 */
function gitlabRows(r) {
  const t = r.gitlab?.throughput ?? {};
  return [
    row(
      'gl-1-list',
      'gitlab: GET /api/v4/projects/1/hooks?per_page=30 (30 hooks), req/s',
      "bare node:http, the same 30 hooks in GitLab's entity JSON.stringify-ed on every request",
      '≥ 0.5×',
      t.list?.ratio?.rps,
      atLeast(0.5),
    ),
    row(
      'gl-2-create',
      'gitlab: POST …/hooks, req/s',
      'bare node:http: parse, assign an id, store, answer',
      '≥ 0.4×',
      t.create?.ratio?.rps,
      atLeast(0.4),
    ),
    row(
      'gl-3-test',
      'gitlab: POST …/hooks/:hook_id/test/push_events (test trigger, round-robin over 64 projects × 100 users: 5 a minute each), req/s',
      'bare node:http route answering 204, no work',
      '≥ 0.1×',
      t.test?.ratio?.rps,
      atLeast(0.1),
    ),
    row(
      'gl-3-test-cpu',
      'gitlab: test trigger, server CPU per request',
      'the same 204 route',
      'report',
      t.test?.ratio?.cpu,
      () => true,
    ),
    row(
      'gl-1-list-cpu',
      'gitlab: GET list, server CPU per request',
      'the serializing floor',
      'report',
      t.list?.ratio?.cpu,
      () => true,
    ),
    row(
      'gl-4-emit',
      "gitlab: emit('push') to 1,000 hooks with a token, recording only",
      '1,000 × (HMAC-SHA256 + HMAC-SHA1) over the body',
      '≤ 2×',
      r.gitlab?.emit?.hmacRatio,
      atMost(2),
    ),
    row(
      'gl-4-emit-own',
      "gitlab: emit('push') to 1,000 hooks, against GitLab's own work per hook",
      '1,000 × (JSON.stringify of the payload + 2 randomUUID)',
      'report',
      r.gitlab?.emit?.ratio,
      () => true,
    ),
  ];
}

/** The target rows of one run's results (a missing figure: ratio null, met null). */
export function targetsOf(r) {
  const t = r.throughput ?? {};
  const rps = (endpoint) => t[endpoint]?.ratio?.rps;
  const cpu = (endpoint) => t[endpoint]?.ratio?.cpu;
  const reset = (backend, hooks) =>
    r.reset?.find?.((x) => x.backend.startsWith(backend) && x.hooks === hooks)?.ratio;
  const measured = [...new Set((Array.isArray(r.reset) ? r.reset : []).map((x) => x.hooks))];
  const sizes = measured.length > 0 ? measured : FULL_RUN_SIZES;
  const stateOf = (backend, hooks) =>
    r.reset?.find?.((x) => x.backend.startsWith(backend) && x.hooks === hooks);
  const floor = 'bare node:http, the same 30 hooks JSON.stringify-ed on every request';
  return [
    row(
      '0-inprocess',
      'in-process GET list through setupServer + fetch (createHookMock handlers), time per request',
      'a hand-written msw handler doing the same work (token check, repo lookup, HttpResponse.json), same process, alternated',
      '≤ 1.1×',
      r.inprocess?.ratio,
      atMost(1.1),
    ),
    row('1-list', 'GET list (30 hooks), req/s', floor, '≥ 0.5×', rps('list'), atLeast(0.5)),
    row(
      '1-get',
      'GET one hook, req/s',
      'bare node:http, the stored hook JSON.stringify-ed on every request',
      '≥ 0.5×',
      rps('get'),
      atLeast(0.5),
    ),
    row(
      '2-create',
      'POST create, req/s',
      'bare node:http: parse, assign an id, store, answer',
      '≥ 0.4×',
      rps('create'),
      atLeast(0.4),
    ),
    row(
      '2-update',
      'PATCH update, req/s',
      'bare node:http: parse, assign fields, answer',
      '≥ 0.4×',
      rps('update'),
      atLeast(0.4),
    ),
    row(
      '3-test',
      'POST …/tests (test press), req/s',
      'bare node:http route answering 204, no work',
      '≥ 0.1×',
      rps('test'),
      atLeast(0.1),
    ),
    row(
      '3-test-cpu',
      'test press, server CPU per request',
      'the same 204 route',
      'report',
      cpu('test'),
      () => true,
    ),
    row(
      '1-list-cpu',
      'GET list, server CPU per request',
      'the serializing floor',
      'report',
      cpu('list'),
      () => true,
    ),
    row(
      '4-emit',
      "emit('push') to 1,000 hooks, recording only",
      '1,000 × (HMAC-SHA256 + HMAC-SHA1) over the body',
      '≤ 2×',
      r.emit?.ratio,
      atMost(2),
    ),
    row(
      '4-deliver',
      'standalone delivery to 10,000 hooks, emit to all received',
      'the same POSTs by a bare node:http client, same concurrency',
      '≤ 2×',
      r.deliveries?.ratio,
      atMost(2),
    ),
    ...sizes.flatMap((hooks) =>
      ['@mswjs/data', 'Maps'].map((backend) =>
        row(
          `5-reset-${backend === 'Maps' ? 'maps' : 'mswjs'}-${hooks}`,
          `reset() at ${hooks.toLocaleString('en-US')} hooks, ${backend}`,
          'structuredClone of the same state',
          '≤ 2×',
          reset(backend, hooks),
          atMost(2),
        ),
      ),
    ),
    ...sizes.flatMap((hooks) =>
      ['@mswjs/data', 'Maps'].map((backend) =>
        row(
          `5-snapshot-${backend === 'Maps' ? 'maps' : 'mswjs'}-${hooks}`,
          `snapshot() at ${hooks.toLocaleString('en-US')} hooks, ${backend}`,
          'structuredClone of the same state (both linear: the ratio is the constant)',
          'report',
          stateOf(backend, hooks)?.snapshotRatio,
          () => true,
        ),
      ),
    ),
    ...['@mswjs/data', 'Maps'].flatMap((backend) => {
      const name = backend === 'Maps' ? 'maps' : 'mswjs';
      const [large, small] = [stateOf(backend, Math.max(...sizes)), stateOf(backend, Math.min(...sizes))];
      const what = `GET /__hookmock/state?limit=200 (a middle page) at ${largest(sizes)} hooks, ${backend}`;
      const pages = `the larger page also lists 200 repos, ${smallestRepos(sizes)} at the smaller size`;
      return [
        row(
          `5-state-page-${name}`,
          `${what}, time per byte of the page`,
          `the same page at ${smallest(sizes)} hooks, per byte (O(page); ${pages})`,
          '≤ 2×',
          pageGrowth(large, small, true),
          atMost(2),
        ),
        row(
          `5-state-page-${name}-time`,
          `${what}, time`,
          `the same page at ${smallest(sizes)} hooks (${pages})`,
          'report',
          pageGrowth(large, small),
          () => true,
        ),
      ];
    }),
    row(
      '6-cold',
      'cold start of serve to the first 200',
      'bare node:http server, paired alternated starts',
      '≤ 1.5×',
      r.coldStart?.ratio,
      atMost(1.5),
    ),
    row(
      '6-cold-cpu',
      'cold start, server CPU to the first 200',
      'the same',
      'report',
      r.coldStart?.cpuRatio,
      () => true,
    ),
    row('6-help', '`hookmock --help`', 'an empty `node -e 0`', 'report', r.helpStart?.ratio, () => true),
    row(
      '7-p99',
      'p99 latency, GET list at 256 keep-alive connections',
      'the serializing floor under the same load',
      '≤ 3×',
      r.tail?.ratio?.p99,
      atMost(3),
    ),
    ...gitlabRows(r),
    ...importCostRows(r),
  ];
}

/**
 * Issue 47 (bench/import-cost.js, on the packed package): what a test file pays to import
 * hookmock, a vitest suite on setupHookMock, and the CLI's short commands against a running serve.
 */
function importCostRows(r) {
  const c = r.importCost ?? {};
  const command = (name) =>
    row(
      `ic-3-${name}`,
      `\`hookmock ${name}\` against a running serve, spawn to exit`,
      'a bare `node -e` making one HTTP request (node:http) to the same server',
      '≤ 1.5×',
      c.cli?.[name]?.ratio,
      atMost(1.5),
    );
  return [
    row(
      'ic-1-import',
      'fresh node: import msw/node, then hookmock, one createHookMock(), spawn to exit',
      'import msw/node alone',
      '≤ 1.5×',
      c.import?.ratio,
      atMost(1.5),
    ),
    row(
      'ic-2-suite',
      'vitest run: 20 files × 5 tests, setupHookMock({ flavor }) per file, one request per test',
      'the same tests on hand-written msw handlers giving the same answers',
      '≤ 1.15×',
      c.suite?.ratio,
      atMost(1.15),
    ),
    command('send'),
    command('emit'),
    command('redeliver'),
  ];
}
