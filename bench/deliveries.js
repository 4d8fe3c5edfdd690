// Target 4b: standalone delivery of 10,000 hooks. `hookmock serve --deliver` (a fresh server per
// round, pinned to the server core) is told to emit one push to a repo with 10,000 hooks that
// point at a local receiver (this process, on the load core); timed from the emit request until
// the receiver has every POST. The floor: the same POSTs (the headers and body hookmock sent)
// made by a bare node:http client (bench/delivery-floor.js, server core) at the same concurrency
// as the mock's delivery queue (32). Alternated rounds.
//   [HOOKMOCK_DIST=dir] node bench/deliveries.js [--quick] [--hooks N]  → one JSON line (run by
//   run.js on the load core: the receiver is this process)
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLOCK, TOKEN } from './lib/fixtures.js';
import { runJsonChild, spawnNode, stop, waitForLine } from './lib/proc.js';
import { pairedRatios, spread } from './lib/stats.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.HOOKMOCK_DIST ?? join(ROOT, 'dist');
// The concurrency the mock's delivery queue allows: the floor's, so both keep as many sockets busy.
const { DEFAULT_DELIVERY_CONCURRENCY } = await import(
  pathToFileURL(join(DIST, 'src', 'core', 'delivery', 'delivery-queue.js')).href
);
const FLOOR = fileURLToPath(new URL('./delivery-floor.js', import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const hooksArg = args.indexOf('--hooks');
const HOOKS = hooksArg >= 0 ? Number(args[hooksArg + 1]) : 10_000;
const rounds = quick ? 2 : 3;

// The receiver: counts POSTs, keeps the first one's headers and body (what the floor replays).
let received = 0;
let first;
let onCount = () => {};
const receiver = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    first ??= { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    res.writeHead(200, { 'Content-Length': '0' });
    res.end();
    received += 1;
    onCount();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${receiver.address().port}/h`;
const allReceived = () =>
  new Promise((resolve) => {
    onCount = () => received >= HOOKS && resolve();
    onCount();
  });

const dir = mkdtempSync(join(tmpdir(), 'hookmock-deliveries-'));
const scenarioFile = join(dir, 'scenario.json');
writeFileSync(
  scenarioFile,
  JSON.stringify({
    name: 'deliveries',
    clock: CLOCK,
    users: [{ login: 'alice', token: TOKEN }],
    orgs: [{ name: 'acme', owners: ['alice'] }],
    repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
    hooks: Array.from({ length: HOOKS }, (_, i) => ({
      repo: 'acme/widgets',
      active: true,
      events: ['push'],
      config: { url: `${base}${i}`, content_type: 'json', secret: `secret-${i}` },
    })),
  }),
);

async function hookmockRound() {
  const proc = spawnNode(
    [join(DIST, 'cli', 'main.js'), 'serve', '--port', '0', '--deliver', '--scenario', scenarioFile],
    {
      core: 0,
      cwd: ROOT,
    },
  );
  try {
    const [, url] = await waitForLine(proc, /listening on (http:\/\/\S+)/);
    received = 0;
    const t0 = performance.now();
    const answered = fetch(`${new URL(url).origin}/__hookmock/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'push', repo: 'acme/widgets' }),
    });
    // Timed until the receiver has every POST; the answer (the first 100 deliveries) is read after.
    await allReceived();
    const ms = performance.now() - t0;
    const answer = await answered;
    if (answer.status >= 300) throw new Error(`emit answered ${answer.status}: ${await answer.text()}`);
    await answer.arrayBuffer();
    return ms;
  } finally {
    await stop(proc);
  }
}

async function floorRound() {
  received = 0;
  // The headers the mock sent, but those node:http sets per request itself.
  const headers = Object.fromEntries(
    Object.entries(first.headers).filter(
      ([name]) => !['host', 'connection', 'content-length'].includes(name),
    ),
  );
  const spec = {
    url: base,
    count: HOOKS,
    concurrency: DEFAULT_DELIVERY_CONCURRENCY,
    headers,
    body: first.body,
  };
  const run = await runJsonChild([FLOOR, JSON.stringify(spec)], { core: 0, cwd: ROOT });
  if (run.ok !== HOOKS) throw new Error(`floor: ${run.ok} of ${HOOKS} answered 200`);
  return run.ms;
}

try {
  const times = { hookmock: [], floor: [] };
  await hookmockRound(); // warm-up, and the body the floor replays
  for (let r = 0; r < rounds; r++)
    for (const kind of r % 2 ? ['floor', 'hookmock'] : ['hookmock', 'floor'])
      times[kind].push(kind === 'hookmock' ? await hookmockRound() : await floorRound());
  console.log(
    JSON.stringify({
      hooks: HOOKS,
      concurrency: DEFAULT_DELIVERY_CONCURRENCY,
      bodyBytes: Buffer.byteLength(first.body),
      hookmockMs: spread(times.hookmock),
      floorMs: spread(times.floor),
      ratio: spread(pairedRatios(times.hookmock, times.floor)),
    }),
  );
} finally {
  receiver.close();
  receiver.closeAllConnections();
  rmSync(dir, { recursive: true, force: true });
}
