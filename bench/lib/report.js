// The readable output of `npm run bench`: the targets (ratio min / median / max against the
// named baseline) and the absolute figures behind them. The docs table is made from the same
// rows (scripts/docs/bench-table.ts).

const num = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '—';

/** `0.81 / 0.85 / 0.90×` from a spread, or — when the figure is missing. */
export const ratioText = (s) => (s ? `${num(s.min, 2)} / ${num(s.median, 2)} / ${num(s.max, 2)}×` : '—');
const spreadText = (s, digits = 0) =>
  s ? `${num(s.min, digits)} / ${num(s.median, digits)} / ${num(s.max, digits)}` : '—';

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((c, i) => String(c ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const verdict = (met) => (met === null ? 'not measured' : met ? 'met' : 'MISSED');

export function printSummary(r) {
  const m = r.machine;
  const lines = [
    `hookmock bench (${r.mode}) — node ${m.node}, ${m.cores} cores, ${m.pinned ? 'server on core 0, load on core 1' : 'not pinned'}; ${r.settings.rounds} alternated rounds of ${r.settings.seconds} s; load average ${num(m.loadAverageAtStart, 2)} → ${num(m.loadAverageAtEnd, 2)}`,
    '',
    'targets (issue 29; the gitlab rows: issue 30): ratio min / median / max over the rounds; met is judged on the median',
    table(
      ['target', 'ratio', 'goal', '', 'baseline'],
      r.targets.map((t) => [
        t.figure,
        ratioText(t.ratio),
        t.goal,
        t.goal === 'report' ? '' : verdict(t.met),
        t.baseline,
      ]),
    ),
    '',
  ];
  const gitlab = Object.fromEntries(
    Object.entries(r.gitlab?.throughput ?? {}).map(([endpoint, f]) => [`gitlab ${endpoint}`, f]),
  );
  if (r.throughput || r.gitlab?.throughput) {
    const rows = [];
    for (const [endpoint, f] of Object.entries({ ...r.throughput, 'list @256': r.tail, ...gitlab })) {
      if (!f) continue;
      for (const [kind, label] of [
        ['hookmock', 'hookmock'],
        ['baseline', 'floor'],
      ])
        rows.push([
          endpoint,
          label,
          spreadText(f[kind].rps),
          spreadText(f[kind].cpuUsPerRequest, 1),
          spreadText(f[kind].p99, 1),
        ]);
    }
    lines.push(
      'absolute figures (min / median / max)',
      table(['endpoint', 'server', 'req/s', 'CPU µs/request', 'p99 ms'], rows),
      '',
    );
  }
  const inprocess = r.inprocess?.hookmock;
  if (inprocess)
    lines.push(
      `in-process GET list, ms per request (min / median / max): hookmock ${spreadText(inprocess.msPerRequest, 3)}, hand-written msw handler ${spreadText(r.inprocess.handWritten?.msPerRequest, 3)}; same hooks answered: ${r.inprocess.sameBody ? 'yes' : 'NO'}`,
      '',
    );
  const emit = r.gitlab?.emit;
  if (emit?.emitMs)
    lines.push(
      `gitlab emit to 1,000 hooks, ms (min / median / max): hookmock ${spreadText(emit.emitMs, 1)}, per-hook serialization ${spreadText(emit.serializeFloorMs, 1)}, 2,000 HMACs ${spreadText(emit.hmacFloorMs, 1)}; gitlab list and floor the same bytes: ${r.gitlab.sameList ? 'yes' : 'NO'}`,
      '',
    );
  console.log(lines.join('\n'));
}
