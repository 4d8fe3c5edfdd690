#!/usr/bin/env node
// hookmock benchmarks: issue 29's targets (bench/lib/targets.js), each a ratio against a baseline
// measured in the same run, min / median / max over at least 3 alternated rounds; a JSON summary
// for the docs tables (bench/results/summary-round3.json keeps the round before, for the
// before/after table).
//   npm run bench                      full run (~5 min): writes bench/results/summary.json
//   npm run bench -- --quick           under 2 minutes: writes bench/results/quick.json (gitignored)
//   npm run bench -- --out FILE        the summary elsewhere; --rounds N, --seconds S
//   npm run bench -- --startup         only the cold start
//   npm run bench -- --soak            the soak with deliveries instead (bench/soak-deliveries.js)
//   npm run bench -- --only gitlab     only the gitlab flavor's rows (issue 30: list, create, test
//                                      trigger, emit): bench/results/gitlab.json (gitignored), or
//                                      quick.json with --quick
//   npm run bench -- --import-cost     only issue 47's rows (bench/import-cost.js: import, vitest
//                                      suite, CLI short commands, on the packed package):
//                                      bench/results/import-cost.json
//   npm run bench -- --no-suite        leave out the vitest suite row (20 files × 5 tests, twice
//                                      per side: the slowest row, ~2 min)
//   npm run bench -- --tgz FILE        the import-cost rows on that packed package (default: a
//                                      pack of the checkout as built)
// Needs the build (`npm run build`) and autocannon; HOOKMOCK_DIST benchmarks another build (A/B).
// Prints numbers; never fails on a figure. Everything binds 127.0.0.1; every process it starts,
// it stops (by its pid).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeScenarioFile } from './lib/fixtures.js';
import { gitlabBenchScenario } from './lib/gitlab-fixtures.js';
import { httpRequest } from './lib/http.js';
import { canPin, runJsonChild, spawnNode } from './lib/proc.js';
import { performance } from 'node:perf_hooks';
import { printSummary } from './lib/report.js';
import { pairedRatios, spread } from './lib/stats.js';
import { Servers } from './lib/servers.js';
import { targetsOf } from './lib/targets.js';
import { ENDPOINTS, GITLAB_ENDPOINTS, round, warmUp } from './lib/throughput.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.HOOKMOCK_DIST ?? join(ROOT, 'dist');
const script = (name) => fileURLToPath(new URL(`./${name}`, import.meta.url));

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
if (args.includes('--soak')) {
  const { status } = spawnSync(
    process.execPath,
    [script('soak-deliveries.js'), ...args.filter((a) => a !== '--soak')],
    {
      stdio: 'inherit',
    },
  );
  process.exit(status ?? 1);
}
const quick = args.includes('--quick');
const startupOnly = args.includes('--startup');
const importOnly = args.includes('--import-cost');
const only = option('--only', undefined);
if (only !== undefined && only !== 'gitlab') {
  process.stderr.write(`bench: --only takes gitlab, got ${only}\n`);
  process.exit(2);
}
const settings = {
  rounds: Number(option('--rounds', quick ? 3 : 5)),
  seconds: Number(option('--seconds', quick ? 1 : 3)),
  warmup: 1,
  connections: 32,
  tailConnections: 256,
  coldStarts: quick ? 5 : 11,
};
const out = option(
  '--out',
  join(
    ROOT,
    'bench',
    'results',
    quick
      ? 'quick.json'
      : startupOnly
        ? 'startup.json'
        : importOnly
          ? 'import-cost.json'
          : only
            ? `${only}.json`
            : 'summary.json',
  ),
);
const log = (line) => process.stderr.write(`bench: ${line}\n`);
const servers = new Servers(DIST, ROOT);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void servers.stopAll().then(() => process.exit(130)));

if (!existsSync(join(DIST, 'cli', 'main.js'))) {
  log(`${DIST}/cli/main.js is missing: run \`npm run build\` first.`);
  process.exit(1);
}

/**
 * Targets 1–3: each endpoint against the floor (bench/baseline-server.js), alternated per round,
 * same two servers throughout; `flavor` for `serve --flavor` (the gitlab rows).
 */
async function throughput(scenarioFile, endpoints = Object.keys(ENDPOINTS), flavor = undefined) {
  const targets = {
    hookmock: await servers.start('hookmock', scenarioFile, flavor),
    baseline: await servers.start('baseline'),
  };
  const options = {
    connections: settings.connections,
    seconds: settings.seconds,
    warmup: settings.warmup,
    core: 1,
  };
  log(
    `throughput: warm-up, then ${settings.rounds} rounds × ${endpoints.length} endpoints × 2 servers × ${settings.seconds} s…`,
  );
  await warmUp(Object.values(targets), endpoints, options);
  const rounds = [];
  for (let i = 0; i < settings.rounds; i++) rounds.push(await round(targets, endpoints, i, options));
  const sameList = flavor ? await sameFirstList(targets) : undefined;
  await servers.stop(targets.hookmock);
  await servers.stop(targets.baseline);
  const figures = Object.fromEntries(endpoints.map((e) => [e, summarizeRounds(rounds.map((r) => r[e]))]));
  return sameList === undefined ? figures : { ...figures, sameList };
}

/** Whether the mock's gitlab list and the floor's are the same bytes (the floor serializes the same hooks). */
async function sameFirstList(targets) {
  const { path, headers } = GITLAB_ENDPOINTS['gitlab-list'];
  const [a, b] = await Promise.all(
    Object.values(targets).map((t) => httpRequest(t.origin + path, { headers })),
  );
  return a.status === 200 && a.body === b.body;
}

/** Issue 30: the gitlab flavor's list, create and test trigger, and emit to 1,000 GitLab hooks. */
async function gitlab() {
  const scenario = writeScenarioFile(gitlabBenchScenario());
  try {
    log('gitlab: list, create and the test trigger against `serve --flavor gitlab`…');
    const { sameList, ...figures } = await throughput(scenario.file, Object.keys(GITLAB_ENDPOINTS), 'gitlab');
    if (sameList === false)
      log('gitlab: the floor answered another list than the mock (compare the fixtures)');
    const gitlabThroughput = Object.fromEntries(
      Object.entries(figures).map(([name, f]) => [name.replace(/^gitlab-/, ''), f]),
    );
    const emit = await child('emit.js', 'emit to 1,000 GitLab hooks', 0, ['--flavor', 'gitlab']);
    return { throughput: gitlabThroughput, sameList, emit };
  } finally {
    scenario.cleanup();
  }
}

/** Per side: spreads of req/s, CPU µs per request, p50, p99; ratios paired round by round. */
function summarizeRounds(runs) {
  const series = (kind, key) => runs.map((run) => run[kind][key]);
  const side = (kind) =>
    Object.fromEntries(['rps', 'cpuUsPerRequest', 'p50', 'p99'].map((k) => [k, spread(series(kind, k))]));
  const paired = (key) => spread(pairedRatios(series('hookmock', key), series('baseline', key)));
  return {
    hookmock: side('hookmock'),
    baseline: side('baseline'),
    ratio: { rps: paired('rps'), cpu: paired('cpuUsPerRequest'), p99: paired('p99') },
  };
}

/** Target 7: GET list at 256 keep-alive connections, p99 against the floor's, alternated. */
async function tail(scenarioFile) {
  const targets = {
    hookmock: await servers.start('hookmock', scenarioFile),
    baseline: await servers.start('baseline'),
  };
  const options = {
    connections: settings.tailConnections,
    seconds: settings.seconds,
    warmup: settings.warmup,
    core: 1,
  };
  log(`tail: ${settings.rounds} rounds of GET list at ${settings.tailConnections} connections…`);
  await warmUp(Object.values(targets), ['list'], options);
  const rounds = [];
  for (let i = 0; i < settings.rounds; i++) rounds.push((await round(targets, ['list'], i, options)).list);
  await servers.stop(targets.hookmock);
  await servers.stop(targets.baseline);
  return summarizeRounds(rounds);
}

/** Target 6: spawn → first 200, hookmock and the floor in alternated pairs. */
async function coldStart() {
  log(`cold start: ${settings.coldStarts} alternated pairs…`);
  const wall = { hookmock: [], baseline: [] };
  const cpu = { hookmock: [], baseline: [] };
  for (let i = 0; i < settings.coldStarts; i++) {
    for (const kind of i % 2 ? ['baseline', 'hookmock'] : ['hookmock', 'baseline']) {
      const first = await servers.firstAnswer(kind);
      wall[kind].push(first.wallMs);
      cpu[kind].push(first.cpuMs);
    }
  }
  return {
    hookmockMs: spread(wall.hookmock),
    baselineMs: spread(wall.baseline),
    ratio: spread(pairedRatios(wall.hookmock, wall.baseline)),
    cpuRatio: spread(pairedRatios(cpu.hookmock, cpu.baseline)),
  };
}

/** `hookmock --help` (the bin and commander, nothing else) against an empty `node -e 0`, alternated. */
async function helpStart() {
  const times = { hookmock: [], baseline: [] };
  for (let i = 0; i < settings.coldStarts; i++) {
    for (const kind of i % 2 ? ['baseline', 'hookmock'] : ['hookmock', 'baseline']) {
      const t0 = performance.now();
      const proc = servers.track(
        spawnNode(kind === 'hookmock' ? [join(DIST, 'cli', 'main.js'), '--help'] : ['-e', '0'], {
          core: 0,
          cwd: ROOT,
        }),
      );
      const code = await proc.exited;
      servers.running.delete(proc);
      if (code !== 0) throw new Error(`${kind} exited ${code}: ${proc.err.split('\n')[0]}`);
      times[kind].push(performance.now() - t0);
    }
  }
  return {
    hookmockMs: spread(times.hookmock),
    baselineMs: spread(times.baseline),
    ratio: spread(pairedRatios(times.hookmock, times.baseline)),
  };
}

async function child(name, label, core = 0, extra = []) {
  log(`${label}…`);
  try {
    return await runJsonChild([script(name), ...(quick ? ['--quick'] : []), ...extra], {
      core,
      cwd: ROOT,
      env: { HOOKMOCK_DIST: DIST },
    });
  } catch (error) {
    log(`${label} failed: ${error.message.split('\n')[0]}`);
    return { error: error.message.split('\n')[0] };
  }
}

const results = {
  date: new Date().toISOString(),
  machine: {
    node: process.version,
    cores: availableParallelism(),
    pinned: canPin(),
    loadAverageAtStart: loadavg()[0],
  },
  mode: `${quick ? 'quick' : startupOnly ? 'startup' : importOnly ? 'import-cost' : 'full'}${only ? `, only ${only}` : ''}`,
  // The target set the rows are judged by: the docs' before/after table takes a summary without
  // it for a run from before issue 29 (its after column then reads "not measured").
  targetSet: 'issue 29',
  settings,
};
log(
  `node ${process.version}, ${results.machine.pinned ? 'server on core 0, load on core 1 (taskset)' : 'not pinned (no taskset)'}`,
);
const scenario = writeScenarioFile();
try {
  if (!only && !importOnly) results.coldStart = await coldStart();
  if (!only && !importOnly) results.helpStart = await helpStart();
  if (!startupOnly && !only && !importOnly) {
    results.throughput = await throughput(scenario.file);
    results.tail = await tail(scenario.file);
    results.inprocess = await child('inprocess.js', 'in-process GET list against a hand-written msw handler');
    if (results.inprocess.sameBody === false)
      log(
        'in-process: the hand-written handler answered other hooks than the mock (compare bench/inprocess.js)',
      );
    results.emit = await child('emit.js', 'emit to 1,000 hooks');
    // On the load core: it is the receiver, and pins the servers and the floor client to core 0.
    results.deliveries = await child('deliveries.js', 'standalone delivery to 10,000 hooks', 1);
    results.reset = await child('reset.js', 'reset() against structuredClone');
  }
  if (!startupOnly && !importOnly) results.gitlab = await gitlab();
  // Issue 47: on the packed package in a temporary project (its own pack of this checkout).
  if (!startupOnly && !only)
    results.importCost = await child(
      'import-cost.js',
      'import cost, vitest suite and CLI short commands',
      0,
      [
        ...(args.includes('--no-suite') ? ['--no-suite'] : []),
        ...(option('--tgz', undefined) ? ['--tgz', option('--tgz', undefined)] : []),
      ],
    );
} finally {
  await servers.stopAll();
  scenario.cleanup();
}
results.machine.loadAverageAtEnd = loadavg()[0];
// --only gitlab: its rows alone (the others were not measured).
results.targets = targetsOf(results).filter(
  (t) => (!only || t.id.startsWith('gl-')) && (!importOnly || t.id.startsWith('ic-')),
);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
printSummary(results);
log(`summary written to ${out}`);
