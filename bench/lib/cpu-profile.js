// Reading a V8 .cpuprofile (node --cpu-prof): a library, so importing it runs nothing.
// Frames are named `function file:line:column` (the file with its folder: `cli/main.js`,
// `serve/serve-command.js`): the CLI's esbuild bundles (dist/cli/main.js, serve/, commands/ and
// their chunks, whitespace minified) keep many functions on one line.

const IDLE = new Set(['(idle)', '(program)']);

function frameName(callFrame) {
  const file = callFrame.url ? callFrame.url.split('/').slice(-2).join('/') : '';
  const where = file ? ` ${file}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}` : '';
  return `${callFrame.functionName || '(anonymous)'}${where}`;
}

/** Each busy sample's node id and time (µs); idle and program samples left out. */
function busySamples(profile, byId) {
  return profile.samples
    .map((id, i) => ({ id, dt: profile.timeDeltas[i] ?? 0 }))
    .filter(({ id }) => !IDLE.has(byId.get(id).callFrame.functionName));
}

function top(times, busy, count) {
  return [...times.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([frame, us]) => ({ frame, percent: (100 * us) / busy }));
}

/**
 * The busy time, the share of garbage collection, the top frames by self time and by total
 * time (the frame anywhere on the stack: where a request's time goes, callees included).
 */
export function summarize(profile, count = 8) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const self = new Map();
  const total = new Map();
  let busy = 0;
  for (const { id, dt } of busySamples(profile, byId)) {
    busy += dt;
    const name = frameName(byId.get(id).callFrame);
    self.set(name, (self.get(name) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const caller = frameName(byId.get(at).callFrame);
      if (caller === '(root)' || seen.has(caller)) continue; // recursion counts once
      seen.add(caller);
      total.set(caller, (total.get(caller) ?? 0) + dt);
    }
  }
  const gc = self.get('(garbage collector)') ?? 0;
  return {
    busyMs: busy / 1000,
    gcPercent: (100 * gc) / busy,
    frames: top(self, busy, count).map(({ frame, percent }) => ({ frame, selfPercent: percent })),
    inclusive: top(total, busy, count).map(({ frame, percent }) => ({ frame, totalPercent: percent })),
  };
}
