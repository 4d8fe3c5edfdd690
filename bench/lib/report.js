// The readable table of `npm run bench`.

const num = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '—';
const x = (value) => (typeof value === 'number' && Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
const ms = (value) =>
  typeof value === 'number'
    ? value < 0.1
      ? num(value, 4)
      : value < 10
        ? num(value, 3)
        : num(value, 1)
    : '—';

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells) =>
    cells
      .map((c, i) => String(c ?? '').padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const errorOf = (value) =>
  value && typeof value === 'object' && 'error' in value ? `error: ${value.error}` : null;

export function printTable(r) {
  const out = [];
  const m = r.machine;
  out.push(
    `hookmock bench — node ${m.node}, ${m.cores} cores, ${m.pinned ? 'server on core 0, load on core 1 (taskset)' : 'not pinned (no taskset)'}, autocannon ${m.connections} connections, ${m.warmupSeconds} s warm-up + ${m.durationSeconds} s`,
  );
  const busy = Math.max(m.loadAverageAtStart ?? 0, m.loadAverageAtEnd ?? 0);
  out.push(
    `load average ${num(m.loadAverageAtStart, 2)} at start, ${num(m.loadAverageAtEnd, 2)} at end${busy > 0.5 * m.cores ? ' — other processes were busy: absolute figures are low, compare the ratios' : ''}; best of ${m.runsPerSide} run(s) per side`,
    '',
  );
  const rows = [];
  const s = r.standalone ?? {};
  if (errorOf(s)) rows.push(['standalone', errorOf(s)]);
  for (const [figure, label] of [
    ['list', 'GET list (30 hooks)'],
    ['create', 'POST create'],
  ]) {
    const f = s[figure];
    if (!f) continue;
    const h = f.hookmock ?? {};
    const b = f.baseline ?? {};
    const note = (v) => errorOf(v) ?? (v.non2xx || v.errors ? `${v.non2xx} non-2xx, ${v.errors} errors` : '');
    rows.push([
      `${label} req/s`,
      num(h.rps),
      num(b.rps),
      x(f.ratio?.rps),
      [note(h), note(b)].filter(Boolean).join('; '),
    ]);
    rows.push([`${label} p50 ms`, ms(h.p50), ms(b.p50), x(f.ratio?.p50), '']);
    rows.push([`${label} p99 ms`, ms(h.p99), ms(b.p99), x(f.ratio?.p99), '']);
  }
  if (s.rss) {
    for (const [key, label] of [
      ['idle', 'RSS idle MiB'],
      ['afterLoad', 'RSS after load MiB'],
    ]) {
      const v = s.rss[key];
      rows.push([label, num(v.hookmock, 1), num(v.baseline, 1), x(v.hookmock / v.baseline), '']);
    }
  }
  const c = r.coldStart ?? {};
  rows.push([
    'cold start to first 200 ms',
    ms(c.hookmock),
    ms(c.baseline),
    x(c.ratio),
    errorOf(c) ?? `median of ${c.runs}`,
  ]);
  if (c.cpu?.hookmock !== undefined)
    rows.push([
      'cold start, CPU time to first 200 ms',
      ms(c.cpu.hookmock),
      ms(c.cpu.baseline),
      x(c.cpu.ratio),
      'median; /proc schedstat: not inflated by other processes on the core',
    ]);
  const h = r.helpStart ?? {};
  rows.push([
    'hookmock --help ms',
    ms(h.hookmock),
    ms(h.baseline),
    x(h.ratio),
    errorOf(h) ?? `median of ${h.runs}; baseline = node -e 0`,
  ]);
  const ip = r.inProcess ?? {};
  rows.push([
    'in-process GET list ms/request',
    ms(ip.hookmock?.msPerRequest),
    ms(ip.handWritten?.msPerRequest),
    x(ip.ratio),
    errorOf(ip) ??
      `setupServer+fetch; baseline = hand-written msw handler${ip.sameBody === false ? ' (bodies differ!)' : ''}`,
  ]);
  rows.push(['in-process GET list req/s', num(ip.hookmock?.rps), num(ip.handWritten?.rps), '', '']);
  for (const name of ['default', 'large']) {
    const v = r.reset?.[name];
    const value = v?.value ?? {};
    rows.push([
      `reset() ${name} ms`,
      ms(value.resetMs),
      ms(value.deepCopyMs),
      x(value.ratio),
      errorOf(v) ?? `${num(value.hooks)} hooks; baseline = structuredClone of the state`,
    ]);
  }
  out.push(table(['figure', 'hookmock', 'baseline', 'ratio', 'note'], rows), '');

  if (Array.isArray(r.scale)) {
    const small = r.scale.find((v) => v.hooks === 100)?.value;
    const scaleRows = r.scale.map((v) => {
      const value = v.value ?? {};
      return [
        num(v.hooks),
        errorOf(v) ?? num(value.listMs * 1000, 1),
        x(value.listMs / small?.listMs),
        num(value.getMs * 1000, 1),
        x(value.getMs / small?.getMs),
        num(value.getLastMs * 1000, 1),
        num(value.loadMs, 0),
      ];
    });
    out.push(
      'scale (mock.handle, no transport): one repo of 30 hooks among N in total; baseline = the same at 100',
      table(
        ['hooks', 'list µs', 'vs 100', 'get µs', 'vs 100', 'get (last repo) µs', 'load(scenario) ms'],
        scaleRows,
      ),
      '',
    );
  } else if (r.scale) out.push(`scale: ${errorOf(r.scale)}`, '');

  if (Array.isArray(r.branchFilter)) {
    out.push(
      'branch filters (gitea test route, mock.handle): ms per request; baseline = the plain filter `main`',
      table(
        ['case', 'filter chars', 'ref chars', 'ms', 'vs plain', 'ping'],
        r.branchFilter.map((v) => [
          v.name,
          num(v.filterChars),
          num(v.refChars),
          ms(v.ms),
          x(v.ratio),
          v.status,
        ]),
      ),
      '',
    );
  } else if (r.branchFilter) out.push(`branch filters: ${errorOf(r.branchFilter)}`, '');

  const targetRows = (r.targets ?? []).map((t) => [
    t.name,
    typeof t.value === 'number' ? (Math.abs(t.value) >= 100 ? num(t.value) : num(t.value, 2)) : '—',
    t.goal,
    t.met === null ? 'not measured' : t.met ? 'met' : 'MISSED',
  ]);
  out.push('targets (issue 5)', table(['target', 'measured', 'goal', ''], targetRows));
  console.log(out.join('\n'));
}
