// The benchmark tables of docs/internals/benchmarks.md, made from committed summaries of full
// `npm run bench` runs: the last run (bench/results/summary.json) and the last run of round 3,
// before issue 29 re-set the targets (bench/results/summary-round3.json). No figure is copied by
// hand, and `npm run docs:generate -- --check` needs no benchmark run, only those files. The rows
// are the current targets (bench/lib/targets.js, `targetsOf({})`): a target a summary lacks reads
// "not measured"; a row a summary has keeps the goal and the baseline it was measured against.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { targetsOf } from '../../bench/lib/targets.js';
import type { Spread, TargetRow } from '../../bench/lib/targets.js';

const RESULTS = new URL('../../bench/results/', import.meta.url);
const SUMMARY = fileURLToPath(new URL('summary.json', RESULTS));
const ROUND3 = fileURLToPath(new URL('summary-round3.json', RESULTS));
/** The target set a run of the current harness writes into its summary (bench/run.js). */
const TARGET_SET = 'issue 29';

interface Side {
  rps: Spread | null;
  cpuUsPerRequest: Spread | null;
  p99: Spread | null;
}
interface Pair {
  hookmock: Side;
  baseline: Side;
}
interface Summary {
  date?: string;
  mode: string;
  targetSet?: string;
  machine: {
    node: string;
    cores: number;
    pinned: boolean;
    loadAverageAtStart: number;
    loadAverageAtEnd: number;
  };
  settings: { rounds: number; seconds: number; connections: number; tailConnections: number };
  targets: TargetRow[];
  throughput?: Record<string, Pair>;
  tail?: Pair;
  inprocess?: { hookmock?: { msPerRequest?: Spread | null }; handWritten?: { msPerRequest?: Spread | null } };
  coldStart?: { hookmockMs?: Spread | null; baselineMs?: Spread | null };
  emit?: { emitMs?: Spread | null; hmacFloorMs?: Spread | null };
  deliveries?: { hookmockMs?: Spread | null; floorMs?: Spread | null };
  /** Issue 30: the gitlab flavor's list, create and test trigger, and its emit. */
  gitlab?: {
    throughput?: Record<string, Pair>;
    emit?: { emitMs?: Spread | null; serializeFloorMs?: Spread | null; hmacFloorMs?: Spread | null };
  };
}

const NOT_MEASURED = 'not measured';
const num = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const spread = (s: Spread | null | undefined, digits: number, unit = '') =>
  s ? `${num(s.min, digits)} / **${num(s.median, digits)}** / ${num(s.max, digits)}${unit}` : '—';
const medianOf = (s: Spread | null | undefined, digits: number) => (s ? num(s.median, digits) : NOT_MEASURED);
const verdict = (row: TargetRow) =>
  row.goal === 'report' ? '' : row.met === null ? NOT_MEASURED : row.met ? 'met' : 'missed';

const read = (file: string): Summary | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Summary) : undefined;
const isCurrent = (summary: Summary | undefined) => summary?.targetSet === TARGET_SET;

/** The current targets, each as `summary` measured it, or unmeasured; then the rows only it has. */
function rowsOf(summary: Summary | undefined): TargetRow[] {
  const measured = new Map((summary?.targets ?? []).map((t) => [t.id, t]));
  const current = targetsOf({});
  const ids = new Set(current.map((t) => t.id));
  return [
    ...current.map((t) => measured.get(t.id) ?? t),
    ...(summary?.targets ?? []).filter((t) => !ids.has(t.id)),
  ];
}

function runText(summary: Summary): string {
  const m = summary.machine;
  const when = summary.date ? `${summary.date.slice(0, 10)}, ` : '';
  return `${when}Node ${m.node.replace(/^v/, '')}, ${m.cores} cores${m.pinned ? ', server and load pinned to separate cores' : ''}, ${summary.settings.rounds} alternated rounds of ${summary.settings.seconds} s, ${summary.settings.connections} connections; load average ${num(m.loadAverageAtStart, 1)} → ${num(m.loadAverageAtEnd, 1)}`;
}

function targetTable(summary: Summary): string[] {
  return [
    '| figure | ratio to the baseline (min / **median** / max) | goal | | baseline (same run) |',
    '|---|---|---|---|---|',
    ...rowsOf(summary).map(
      (t) => `| ${t.figure} | ${spread(t.ratio, 2, '×')} | ${t.goal} | ${verdict(t)} | ${t.baseline} |`,
    ),
  ];
}

function absoluteTable(summary: Summary): string[] {
  const gitlab: [string, Pair | undefined][] = Object.entries(summary.gitlab?.throughput ?? {}).map(
    ([endpoint, f]) => [`gitlab ${endpoint}`, f],
  );
  const rows: [string, Pair | undefined][] = [
    ...Object.entries(summary.throughput ?? {}),
    [`list at ${summary.settings.tailConnections} connections`, summary.tail],
    ...gitlab,
  ];
  return [
    '| endpoint | server | req/s | server CPU µs per request | p99 ms |',
    '|---|---|---|---|---|',
    ...rows.flatMap(([endpoint, f]) =>
      f
        ? (['hookmock', 'baseline'] as const).map(
            (kind) =>
              `| ${endpoint} | ${kind === 'hookmock' ? 'hookmock' : 'floor'} | ${spread(f[kind].rps, 0)} | ${spread(f[kind].cpuUsPerRequest, 1)} | ${spread(f[kind].p99, 1)} |`,
          )
        : [],
    ),
  ];
}

/** The markdown between the `bench-table` markers: the last full run's targets and figures. */
export function benchTable(): string {
  const summary = read(SUMMARY);
  if (!summary) return '_No committed summary: run `npm run bench` (bench/results/summary.json)._';
  const predates = isCurrent(summary)
    ? []
    : [
        '',
        `This run predates issue 29's targets: the rows it measured keep issue 22's goals and baselines (list, get and the tail against a canned-body floor); the targets it lacks read "${NOT_MEASURED}". The next full \`npm run bench\` replaces it (Round 4 below).`,
      ];
  return [
    `Last full run (${runText(summary)} — a shared machine: compare the ratios):`,
    ...predates,
    '',
    ...targetTable(summary),
    '',
    'The figures behind the throughput ratios (min / **median** / max over the rounds):',
    '',
    ...absoluteTable(summary),
    ...gitlabEmitLine(summary),
  ].join('\n');
}

/** The gitlab emit's absolute times, when the run measured them. */
function gitlabEmitLine(summary: Summary): string[] {
  const emit = summary.gitlab?.emit;
  if (!emit?.emitMs) return [];
  return [
    '',
    `gitlab emit to 1,000 hooks, ms (min / **median** / max): hookmock ${spread(emit.emitMs, 1)}; per-hook serialization ${spread(emit.serializeFloorMs, 1)}; 2,000 HMACs ${spread(emit.hmacFloorMs, 1)}.`,
  ];
}

/** One target, round 3 beside round 4: goals, medians, and the baseline where it changed. */
function roundRow(current: TargetRow, before: TargetRow | undefined, after: TargetRow | undefined): string {
  const goal = before && before.goal !== current.goal ? `${before.goal} → ${current.goal}` : current.goal;
  const baseline =
    before && before.baseline !== current.baseline
      ? `${current.baseline} (round 3: ${before.baseline})`
      : current.baseline;
  const ratio = (row: TargetRow | undefined) => (row?.ratio ? spread(row.ratio, 2, '×') : NOT_MEASURED);
  const met = after ? verdict(after) : current.goal === 'report' ? '' : NOT_MEASURED;
  return `| ${current.figure} | ${goal} | ${ratio(before)} | ${ratio(after)} | ${met} | ${baseline} |`;
}

/** Absolute medians of both rounds: what hookmock and each baseline cost, side by side. */
function absoluteRows(before: Summary | undefined, after: Summary | undefined): string[] {
  const figures: [string, (s: Summary) => Spread | null | undefined, number][] = [
    ['in-process GET list, ms per request: hookmock', (s) => s.inprocess?.hookmock?.msPerRequest, 3],
    [
      'in-process GET list, ms per request: hand-written msw handler',
      (s) => s.inprocess?.handWritten?.msPerRequest,
      3,
    ],
  ];
  for (const endpoint of ['list', 'get', 'create', 'update', 'test']) {
    figures.push(
      [`${endpoint}, req/s: hookmock`, (s) => s.throughput?.[endpoint]?.hookmock.rps, 0],
      [
        `${endpoint}, server CPU µs per request: hookmock`,
        (s) => s.throughput?.[endpoint]?.hookmock.cpuUsPerRequest,
        1,
      ],
      [
        `${endpoint}, server CPU µs per request: floor`,
        (s) => s.throughput?.[endpoint]?.baseline.cpuUsPerRequest,
        1,
      ],
    );
  }
  figures.push(
    ['list at 256 connections, p99 ms: hookmock', (s) => s.tail?.hookmock.p99, 1],
    ['list at 256 connections, p99 ms: floor', (s) => s.tail?.baseline.p99, 1],
    ['cold start to the first 200, ms: hookmock', (s) => s.coldStart?.hookmockMs, 1],
    ['cold start to the first 200, ms: floor', (s) => s.coldStart?.baselineMs, 1],
    ['emit to 1,000 hooks, ms: hookmock', (s) => s.emit?.emitMs, 1],
    ['emit to 1,000 hooks, ms: 2,000 HMACs', (s) => s.emit?.hmacFloorMs, 1],
    ['standalone delivery to 10,000 hooks, ms: hookmock', (s) => s.deliveries?.hookmockMs, 0],
    ['standalone delivery to 10,000 hooks, ms: bare client', (s) => s.deliveries?.floorMs, 0],
  );
  const cell = (
    summary: Summary | undefined,
    pick: (s: Summary) => Spread | null | undefined,
    digits: number,
  ) => (summary ? medianOf(pick(summary), digits) : NOT_MEASURED);
  return [
    '| figure (median) | round 3 | round 4 |',
    '|---|---|---|',
    ...figures.map(
      ([label, pick, digits]) =>
        `| ${label} | ${cell(before, pick, digits)} | ${cell(after, pick, digits)} |`,
    ),
  ];
}

/**
 * The markdown between the `bench-rounds` markers: round 3's last full run (before) beside the
 * last full run of the current targets (after; "not measured" until summary.json is one).
 */
export function benchRounds(): string {
  const before = read(ROUND3);
  const last = read(SUMMARY);
  const after = isCurrent(last) ? last : undefined;
  const byId = (summary: Summary | undefined) => new Map((summary?.targets ?? []).map((t) => [t.id, t]));
  const [was, now] = [byId(before), byId(after)];
  return [
    `Before: ${before ? `round 3's last full run (${runText(before)})` : NOT_MEASURED} — \`bench/results/summary-round3.json\`.`,
    `After: ${after ? `the last full run of issue 29's targets (${runText(after)})` : `${NOT_MEASURED} yet (the committed summary is round 3's: run \`npm run bench\`, then \`npm run docs:generate\`)`} — \`bench/results/summary.json\`.`,
    '',
    '| figure | goal (round 3 → round 4) | round 3 (min / **median** / max) | round 4 | | baseline (same run) |',
    '|---|---|---|---|---|---|',
    // Issue 29's targets only: the gitlab rows (issue 30, `gl-*`) are in the table above.
    ...targetsOf({})
      .filter((t) => !t.id.startsWith('gl-'))
      .map((t) => roundRow(t, was.get(t.id), now.get(t.id))),
    '',
    "The absolute figures behind them (medians; each round's floor as that round defined it):",
    '',
    ...absoluteRows(before, after),
  ].join('\n');
}
