// The benchmark tables of docs/internals/benchmarks.md, made from the committed summary of the
// last full `npm run bench` (bench/results/summary.json): no figure is copied by hand, and
// `npm run docs:generate -- --check` needs no benchmark run, only that file.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SUMMARY = fileURLToPath(new URL('../../bench/results/summary.json', import.meta.url));

interface Spread {
  min: number;
  median: number;
  max: number;
  n: number;
}
interface TargetRow {
  figure: string;
  baseline: string;
  goal: string;
  ratio: Spread | null;
  met: boolean | null;
}
interface Side {
  rps: Spread | null;
  cpuUsPerRequest: Spread | null;
  p99: Spread | null;
}
interface Summary {
  date?: string;
  mode: string;
  machine: {
    node: string;
    cores: number;
    pinned: boolean;
    loadAverageAtStart: number;
    loadAverageAtEnd: number;
  };
  settings: { rounds: number; seconds: number; connections: number; tailConnections: number };
  targets: TargetRow[];
  throughput?: Record<string, { hookmock: Side; baseline: Side }>;
  tail?: { hookmock: Side; baseline: Side };
}

const num = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const spread = (s: Spread | null, digits: number, unit = '') =>
  s ? `${num(s.min, digits)} / **${num(s.median, digits)}** / ${num(s.max, digits)}${unit}` : '—';
const verdict = (row: TargetRow) =>
  row.goal === 'report' ? '' : row.met === null ? 'not measured' : row.met ? 'met' : 'missed';

function targetTable(summary: Summary): string[] {
  return [
    '| figure | ratio to the baseline (min / **median** / max) | goal | | baseline (same run) |',
    '|---|---|---|---|---|',
    ...summary.targets.map(
      (t) => `| ${t.figure} | ${spread(t.ratio, 2, '×')} | ${t.goal} | ${verdict(t)} | ${t.baseline} |`,
    ),
  ];
}

function absoluteTable(summary: Summary): string[] {
  const rows = Object.entries({
    ...summary.throughput,
    [`list at ${summary.settings.tailConnections} connections`]: summary.tail,
  });
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

/** The markdown between the `bench-table` markers. */
export function benchTable(): string {
  if (!existsSync(SUMMARY))
    return '_No committed summary: run `npm run bench` (bench/results/summary.json)._';
  const summary = JSON.parse(readFileSync(SUMMARY, 'utf8')) as Summary;
  const m = summary.machine;
  const when = summary.date ? `${summary.date.slice(0, 10)}, ` : '';
  return [
    `Last full run (${when}Node ${m.node.replace(/^v/, '')}, ${m.cores} cores${m.pinned ? ', server and load pinned to separate cores' : ''}, ${summary.settings.rounds} alternated rounds of ${summary.settings.seconds} s, ${summary.settings.connections} connections; load average ${num(m.loadAverageAtStart, 1)} → ${num(m.loadAverageAtEnd, 1)} — a shared machine: compare the ratios):`,
    '',
    ...targetTable(summary),
    '',
    'The figures behind the throughput ratios (min / **median** / max over the rounds):',
    '',
    ...absoluteTable(summary),
  ].join('\n');
}
