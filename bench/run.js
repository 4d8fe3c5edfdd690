#!/usr/bin/env node
// hookmock benchmarks: every figure measured in this run beside its baseline, as a ratio.
//   npm run bench [-- --json] [-- --quick] [-- --startup] [-- --duration SECONDS] [-- --connections N]
//   npm run bench -- --soak [--seconds 120]: the soak with deliveries instead (bench/soak-deliveries.js)
// --startup runs only the start-up rows (cold start to the first 200, `--help`).
// Needs the build (`npm run build`) and autocannon. Prints numbers; never fails on a figure
// (exit 0 unless the benchmark itself cannot run). Everything binds 127.0.0.1; every process it
// starts, it stops.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { AUTH_HEADERS, CREATE_BODY, HOOKS_IN_REPO, LIST_PATH, writeScenarioFile } from './lib/fixtures.js';
import { firstOk, httpRequest } from './lib/http.js';
import { canPin, cpuMs, rssMiB, runJsonChild, spawnNode, stop, waitForLine } from './lib/proc.js';
import { median } from './lib/timing.js';
import { printTable } from './lib/report.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const BASELINE = fileURLToPath(new URL('./baseline-server.js', import.meta.url));
const LOAD = fileURLToPath(new URL('./load.js', import.meta.url));
const INPROCESS = fileURLToPath(new URL('./inprocess.js', import.meta.url));
const CORE = fileURLToPath(new URL('./core.js', import.meta.url));
const BRANCH_FILTER = fileURLToPath(new URL('./branch-filter.js', import.meta.url));
const EMIT = fileURLToPath(new URL('./emit.js', import.meta.url));

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
if (args.includes('--soak')) {
  const soak = fileURLToPath(new URL('./soak-deliveries.js', import.meta.url));
  const { status } = spawnSync(process.execPath, [soak, ...args.filter((a) => a !== '--soak')], {
    stdio: 'inherit',
  });
  process.exit(status ?? 1);
}
const asJson = args.includes('--json');
const quick = args.includes('--quick');
const startupOnly = args.includes('--startup');
const duration = option('--duration', quick ? 2 : 5);
const connections = option('--connections', 32);
const warmup = quick ? 1 : 2;
const rounds = quick ? 1 : 2;
const SERVER_CORE = 0;
const LOAD_CORE = 1;

const log = (line) => process.stderr.write(`${line}\n`);
const running = new Set();
const started = (proc) => (running.add(proc), proc);
async function stopAll() {
  for (const proc of running) await stop(proc);
  running.clear();
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

if (!existsSync(CLI)) {
  log('bench: dist/cli/main.js is missing: run `npm run build` first.');
  process.exit(1);
}

/** Ends the run after the start-up rows (`--startup`). */
class StartupOnly extends Error {}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server child pinned to the server core; resolves once it printed its URL. */
async function startTarget(kind, scenarioFile) {
  const argv =
    kind === 'hookmock'
      ? [CLI, 'serve', '--port', '0', ...(scenarioFile ? ['--scenario', scenarioFile] : [])]
      : [BASELINE, '--port', '0'];
  const t0 = performance.now();
  const proc = started(spawnNode(argv, { core: SERVER_CORE, cwd: ROOT }));
  const [, url] = await waitForLine(proc, /listening on (http:\/\/\S+)/);
  const origin = new URL(url).origin;
  return { kind, proc, origin, listUrl: origin + LIST_PATH, t0 };
}

async function stopTarget(target) {
  await stop(target.proc);
  running.delete(target.proc);
}

/** autocannon from its own process on the load core. */
async function load(url, method) {
  const spec = {
    url,
    method,
    headers: method === 'POST' ? { ...AUTH_HEADERS, 'content-type': 'application/json' } : AUTH_HEADERS,
    ...(method === 'POST' ? { body: CREATE_BODY } : {}),
    connections,
    duration,
    warmup,
  };
  return runJsonChild([LOAD, JSON.stringify(spec)], { core: LOAD_CORE, cwd: ROOT });
}

async function attempt(label, fn) {
  try {
    return await fn();
  } catch (error) {
    log(`bench: ${label} failed: ${error instanceof Error ? error.message : String(error)}`);
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
}

const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b !== 0 ? a / b : null);

// ---- standalone: throughput, latency, RSS -------------------------------------------------------

async function standalone() {
  const scenario = writeScenarioFile();
  const targets = {};
  try {
    targets.hookmock = await startTarget('hookmock', scenario.file);
    targets.baseline = await startTarget('baseline');
    for (const target of Object.values(targets)) {
      const list = await httpRequest(target.listUrl, { headers: AUTH_HEADERS });
      const hooks = JSON.parse(list.body);
      if (list.status !== 200 || hooks.length !== HOOKS_IN_REPO)
        throw new Error(`${target.kind} list answered ${list.status} with ${hooks.length} hooks`);
    }
    await sleep(1000);
    const rss = { idle: {}, afterLoad: {} };
    for (const [kind, target] of Object.entries(targets)) rss.idle[kind] = rssMiB(target.proc.child.pid);

    // ABBA order, best run of each kept: a noisy neighbour hurts both sides alike, and a
    // single slow run does not decide a ratio.
    const figures = { list: {}, create: {} };
    const order = rounds === 1 ? ['baseline', 'hookmock'] : ['baseline', 'hookmock', 'hookmock', 'baseline'];
    for (const [figure, method] of [
      ['list', 'GET'],
      ['create', 'POST'],
    ]) {
      for (const kind of order) {
        log(`bench: ${figure} against ${kind} (${connections} connections, ${warmup} s + ${duration} s)…`);
        const run = await attempt(`${figure} ${kind}`, () => load(targets[kind].listUrl, method));
        const best = figures[figure][kind];
        if (!best || best.error || (typeof run.rps === 'number' && run.rps > best.rps))
          figures[figure][kind] = run;
      }
    }
    await sleep(500);
    for (const [kind, target] of Object.entries(targets)) rss.afterLoad[kind] = rssMiB(target.proc.child.pid);
    for (const figure of Object.values(figures)) {
      const { hookmock: h, baseline: b } = figure;
      figure.ratio = { rps: ratio(h.rps, b.rps), p50: ratio(h.p50, b.p50), p99: ratio(h.p99, b.p99) };
    }
    return { ...figures, rss };
  } finally {
    for (const target of Object.values(targets)) await stopTarget(target);
    scenario.cleanup();
  }
}

// ---- cold start ----------------------------------------------------------------------------------

async function coldStart() {
  const runs = quick ? 5 : 11;
  const times = { hookmock: [], baseline: [] };
  const cpu = { hookmock: [], baseline: [] };
  for (let i = 0; i < runs; i++) {
    for (const kind of i % 2 ? ['baseline', 'hookmock'] : ['hookmock', 'baseline']) {
      const target = await startTarget(kind);
      try {
        await firstOk(target.listUrl, AUTH_HEADERS);
        times[kind].push(performance.now() - target.t0);
        const used = cpuMs(target.proc.child.pid);
        if (used !== undefined) cpu[kind].push(used);
      } finally {
        await stopTarget(target);
      }
    }
  }
  const hookmock = median(times.hookmock);
  const baseline = median(times.baseline);
  const cpuTime = cpu.hookmock.length
    ? { hookmock: median(cpu.hookmock), baseline: median(cpu.baseline) }
    : {};
  return {
    hookmock,
    baseline,
    ratio: ratio(hookmock, baseline),
    runs,
    cpu: { ...cpuTime, ratio: ratio(cpuTime.hookmock, cpuTime.baseline) },
  };
}

/** `hookmock --help` (commander and nothing else) against an empty `node -e 0`, same core. */
async function helpStart() {
  const runs = quick ? 5 : 11;
  const times = { hookmock: [], baseline: [] };
  for (let i = 0; i < runs; i++) {
    for (const kind of i % 2 ? ['baseline', 'hookmock'] : ['hookmock', 'baseline']) {
      const t0 = performance.now();
      const proc = started(
        spawnNode(kind === 'hookmock' ? [CLI, '--help'] : ['-e', '0'], { core: SERVER_CORE, cwd: ROOT }),
      );
      const code = await proc.exited;
      running.delete(proc);
      if (code !== 0) throw new Error(`${kind} exited ${code}: ${proc.err.split('\n')[0]}`);
      times[kind].push(performance.now() - t0);
    }
  }
  const hookmock = median(times.hookmock);
  const baseline = median(times.baseline);
  return { hookmock, baseline, ratio: ratio(hookmock, baseline), runs };
}

// ---- main ----------------------------------------------------------------------------------------

const machine = {
  node: process.version,
  cores: availableParallelism(),
  pinned: canPin(),
  connections,
  durationSeconds: duration,
  warmupSeconds: warmup,
  runsPerSide: rounds,
  loadAverageAtStart: loadavg()[0],
};
log(
  `bench: node ${machine.node}, ${machine.cores} cores, ${machine.pinned ? `server on core ${SERVER_CORE}, load on core ${LOAD_CORE} (taskset)` : 'no taskset: processes not pinned'}`,
);
const results = { machine };
try {
  log('bench: cold start…');
  results.coldStart = await attempt('cold start', coldStart);
  results.helpStart = await attempt('--help', helpStart);
  if (startupOnly) throw new StartupOnly();
  results.standalone = await attempt('standalone', standalone);
  log('bench: in-process (setupServer + fetch)…');
  results.inProcess = await attempt('in-process', () =>
    runJsonChild([INPROCESS, ...(quick ? ['--quick'] : [])], { core: SERVER_CORE, cwd: ROOT }),
  );
  log('bench: reset() and scale…');
  const core = await attempt('core', () =>
    runJsonChild([CORE, ...(quick ? ['--quick'] : [])], { core: SERVER_CORE, cwd: ROOT }),
  );
  results.reset = core.reset ?? core;
  results.scale = core.scale ?? core;
  log('bench: branch filters…');
  results.branchFilter = await attempt('branch filter', () =>
    runJsonChild([BRANCH_FILTER, ...(quick ? ['--quick'] : [])], { core: SERVER_CORE, cwd: ROOT }),
  );
  log('bench: emit one push to 1,000 hooks…');
  results.emit = await attempt('emit', () =>
    runJsonChild([EMIT, ...(quick ? ['--quick'] : [])], { core: SERVER_CORE, cwd: ROOT }),
  );
} catch (error) {
  if (!(error instanceof StartupOnly)) throw error;
} finally {
  await stopAll();
}
results.machine.loadAverageAtEnd = loadavg()[0];
results.targets = targetsOf(results);

if (asJson) console.log(JSON.stringify(results, null, 2));
else printTable(results);

/** The issue's targets, each with the measured value and whether it is met. */
function targetsOf(r) {
  const s = r.standalone ?? {};
  const scaleAt = (n) => (Array.isArray(r.scale) ? r.scale.find((x) => x.hooks === n)?.value : undefined);
  const small = scaleAt(100);
  const big = scaleAt(100_000);
  const t = (name, value, goal, met) => ({
    name,
    value,
    goal,
    met: value === null || value === undefined ? null : met,
  });
  const listRps = s.list?.hookmock?.rps;
  const s5 = Array.isArray(r.branchFilter) ? r.branchFilter[1]?.ms : undefined;
  return [
    t('standalone list req/s', listRps, '≥ 20,000', listRps >= 20_000),
    t('standalone list vs floor', s.list?.ratio?.rps, '≥ 0.25×', s.list?.ratio?.rps >= 0.25),
    t('standalone create req/s', s.create?.hookmock?.rps, '≥ 6,500', s.create?.hookmock?.rps >= 6_500),
    t('cold start vs bare node:http', r.coldStart?.ratio, '≤ 1.6×', r.coldStart?.ratio <= 1.6),
    // The issue's target is serve's cold start; --help is held to the same ratio against an empty node.
    t('--help vs empty node', r.helpStart?.ratio, '≤ 1.6×', r.helpStart?.ratio <= 1.6),
    t('idle RSS MiB', s.rss?.idle?.hookmock, '≤ 70', s.rss?.idle?.hookmock <= 70),
    t('in-process time vs hand-written', r.inProcess?.ratio, '≤ 1.3×', r.inProcess?.ratio <= 1.3),
    t('reset() default ms', r.reset?.default?.value?.resetMs, '≤ 1', r.reset?.default?.value?.resetMs <= 1),
    t(
      'list at 100k vs 100',
      ratio(big?.listMs, small?.listMs),
      '≤ 2×',
      ratio(big?.listMs, small?.listMs) <= 2,
    ),
    t('get at 100k vs 100', ratio(big?.getMs, small?.getMs), '≤ 2×', ratio(big?.getMs, small?.getMs) <= 2),
    t('branch filter ReDoS case ms', s5, '< 10', s5 < 10),
    t('emit push to 1,000 hooks ms', r.emit?.emitMs, '≤ 50', r.emit?.emitMs <= 50),
    t('emit vs its HMAC floor', r.emit?.ratio, 'report', true),
  ];
}
