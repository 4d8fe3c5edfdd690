#!/usr/bin/env node
// Soak: 200,000 mixed requests against the standalone server (the built CLI, default scenario),
// sampling its RSS every 10,000 requests, to show memory flattens once the request journal and
// the ping log reach their caps (10,000 entries each by default).
//   node bench/soak.js [--requests 200000] [--max-seconds 300] [--connections 32]
//                      [--journal-limit N] [--ping-limit N] [--json]
// The server is startServer() from the build in a child process (bench/soak-server.js), so each
// sample can also report the heap after a forced full GC: RSS alone includes garbage V8 has not
// collected yet. Bounded in count and time; 127.0.0.1 only; stops the server it starts.
import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { canPin, rssMiB, stop, waitForLine } from './lib/proc.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
const TOTAL = option('--requests', 200_000);
const MAX_SECONDS = option('--max-seconds', 300);
const CONNECTIONS = option('--connections', 32);
const SAMPLE_EVERY = option('--sample-every', 10_000);
const JOURNAL_LIMIT = option('--journal-limit', 10_000); // the server's defaults
const PING_LIMIT = option('--ping-limit', 10_000);
const asJson = args.includes('--json');
const log = (line) => process.stderr.write(`${line}\n`);

const SERVER = fileURLToPath(new URL('./soak-server.js', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The server child, pinned to core 0 where taskset exists, with an IPC channel. */
function startChild() {
  const argv = [
    '--expose-gc',
    SERVER,
    JSON.stringify({ journalLimit: JOURNAL_LIMIT, deliveryLimit: PING_LIMIT }),
  ];
  const pinned = canPin();
  const child = spawn(
    pinned ? 'taskset' : process.execPath,
    pinned ? ['-c', '0', process.execPath, ...argv] : argv,
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const proc = { child, out: '', err: '', ended: false };
  child.stdout.setEncoding('utf8').on('data', (c) => (proc.out += c));
  child.stderr.setEncoding('utf8').on('data', (c) => (proc.err += c));
  proc.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      proc.ended = true;
      resolve(code ?? signal);
    }),
  );
  return proc;
}

/** Heap and RSS of the server right after a full GC (MiB). */
function afterGc(proc) {
  return new Promise((resolve) => {
    proc.child.once('message', (m) => resolve({ rssMiB: m.rss / 1048576, heapMiB: m.heapUsed / 1048576 }));
    proc.child.send({ gc: true });
  });
}

/** A small seeded PRNG (mulberry32): the same mix on every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const server = startChild();
let stopped = false;
const shutdown = async () => {
  if (stopped) return;
  stopped = true;
  await stop(server);
};
process.on('SIGINT', () => void shutdown().then(() => process.exit(130)));
process.on('SIGTERM', () => void shutdown().then(() => process.exit(143)));

try {
  const [, apiUrl] = await waitForLine(server, /listening on (http:\/\/\S+)/);
  const origin = new URL(apiUrl).origin;
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const auth = { authorization: 'token demo' };
  const json = { ...auth, 'content-type': 'application/json' };

  const send = (method, path, headers = {}, body) =>
    new Promise((resolve, reject) => {
      const req = request(`${origin}${path}`, { method, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: chunks.join('') }));
      });
      req.on('error', reject);
      req.end(body);
    });

  const random = prng(42);
  const created = { repo: [], org: [] };
  const counts = { requests: 0, api: 0, pings: 0, statuses: {}, errors: 0 };
  const hookBody = (i) =>
    JSON.stringify({
      type: 'native',
      active: i % 2 === 0,
      events: ['push', 'release'],
      config: { url: `https://soak${i % 97}.example.test/in`, content_type: 'json', secret: `s${i}` },
    });

  /** One request of the mix; API requests are journalled, tests record a ping. */
  function nextRequest(i) {
    const scope = random() < 0.7 ? 'repo' : 'org';
    const base = scope === 'repo' ? '/api/v1/repos/acme/widgets/hooks' : '/api/v1/orgs/acme/hooks';
    const seeded = scope === 'repo' ? [1, 2] : [3];
    const pool = created[scope];
    const r = random();
    if (r < 0.3)
      return { method: 'GET', path: `${base}?page=1&limit=${1 + Math.floor(random() * 30)}`, headers: auth };
    if (r < 0.42) return { method: 'GET', path: `${base}/${seeded[i % seeded.length]}`, headers: auth };
    if (r < 0.56 && pool.length < 300)
      return { method: 'POST', path: base, headers: json, body: hookBody(i), pool };
    if (r < 0.64 && pool.length > 0) {
      const id = pool[Math.floor(random() * pool.length)];
      return {
        method: 'PATCH',
        path: `${base}/${id}`,
        headers: json,
        body: JSON.stringify({ active: random() < 0.5 }),
      };
    }
    if (r < 0.78 && pool.length > 0) {
      const id = pool.splice(Math.floor(random() * pool.length), 1)[0];
      return { method: 'DELETE', path: `${base}/${id}`, headers: auth };
    }
    if (r < 0.95)
      return {
        method: 'POST',
        path: `${base}/${seeded[i % seeded.length]}/tests`,
        headers: auth,
        ping: true,
      };
    // client mistakes: no token, unknown hook, invalid body
    const bad = [
      { method: 'GET', path: base, headers: {} },
      { method: 'GET', path: `${base}/999999`, headers: auth },
      { method: 'POST', path: base, headers: json, body: '{"type":"bogus","config":{}}' },
    ];
    return bad[i % bad.length];
  }

  const samples = [];
  const started = performance.now();
  let paused = 0;
  let sampling = Promise.resolve();
  const sample = () => {
    const seconds = (performance.now() - started - paused) / 1000;
    const entry = {
      requests: counts.requests,
      seconds,
      rssMiB: rssMiB(server.child.pid),
      journal: Math.min(counts.api, JOURNAL_LIMIT),
      pings: Math.min(counts.pings, PING_LIMIT),
      hooksCreatedAlive: created.repo.length + created.org.length,
    };
    samples.push(entry);
    const t0 = performance.now();
    sampling = sampling
      .then(() => afterGc(server))
      .then((gc) => {
        entry.rssAfterGcMiB = gc.rssMiB;
        entry.heapAfterGcMiB = gc.heapMiB;
        paused += performance.now() - t0;
      });
    return sampling;
  };
  await send('GET', '/__hookmock/health');
  await sample();

  let issued = 0;
  const deadline = started + MAX_SECONDS * 1000;
  async function worker() {
    while (issued < TOTAL && performance.now() < deadline) {
      const i = issued++;
      const next = nextRequest(i);
      try {
        const response = await send(next.method, next.path, next.headers, next.body);
        counts.statuses[response.status] = (counts.statuses[response.status] ?? 0) + 1;
        if (next.pool && response.status === 201) next.pool.push(JSON.parse(response.body).id);
        if (next.ping && response.status === 204) counts.pings += 1;
      } catch {
        counts.errors += 1;
      }
      counts.api += 1;
      counts.requests += 1;
      if (counts.requests % SAMPLE_EVERY === 0) await sample();
    }
  }
  log(
    `soak: ${TOTAL.toLocaleString('en-US')} requests, ${CONNECTIONS} connections, at most ${MAX_SECONDS} s…`,
  );
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  if (counts.requests % SAMPLE_EVERY !== 0) await sample();
  await sampling;

  // What the server itself reports about its caps.
  const journal = await send('GET', '/__hookmock/requests');
  const pings = await send('GET', '/__hookmock/pings');
  const server_ = {
    journalEntries: JSON.parse(journal.body).length,
    journalDropped: Number(journal.headers['x-dropped-count']),
    pingEntries: JSON.parse(pings.body).length,
    pingsDropped: Number(pings.headers['x-dropped-count']),
  };
  agent.destroy();

  // Flat once both caps are reached: compare the first sample at which both are full with the end.
  const capped = samples.find((s) => s.journal >= JOURNAL_LIMIT && s.pings >= PING_LIMIT);
  const last = samples[samples.length - 1];
  const after = capped ? samples.filter((s) => s.requests >= capped.requests) : [];
  const range = (key) => [Math.min(...after.map((s) => s[key])), Math.max(...after.map((s) => s[key]))];
  const growth = (key) => ((last[key] - capped[key]) / capped[key]) * 100;
  const result = {
    requests: counts.requests,
    seconds: last.seconds,
    requestsPerSecond: counts.requests / last.seconds,
    statuses: counts.statuses,
    connectionErrors: counts.errors,
    server: server_,
    samples,
    limits: { journal: JOURNAL_LIMIT, pings: PING_LIMIT },
    flat: capped
      ? {
          capsReachedAt: capped.requests,
          rss: {
            atCapsMiB: capped.rssMiB,
            atEndMiB: last.rssMiB,
            rangeMiB: range('rssMiB'),
            growthPercent: growth('rssMiB'),
          },
          rssAfterGc: {
            atCapsMiB: capped.rssAfterGcMiB,
            atEndMiB: last.rssAfterGcMiB,
            rangeMiB: range('rssAfterGcMiB'),
            growthPercent: growth('rssAfterGcMiB'),
          },
          heapAfterGc: {
            atCapsMiB: capped.heapAfterGcMiB,
            atEndMiB: last.heapAfterGcMiB,
            rangeMiB: range('heapAfterGcMiB'),
            growthPercent: growth('heapAfterGcMiB'),
          },
        }
      : null,
  };

  if (asJson) console.log(JSON.stringify(result, null, 2));
  else {
    const pad = (v, n) => String(v).padStart(n);
    const f = (v) => (typeof v === 'number' ? v.toFixed(1) : '—');
    const line = (label, g) =>
      `  ${label.padEnd(15)} ${f(g.atCapsMiB)} MiB at the caps → ${f(g.atEndMiB)} MiB at the end (${g.growthPercent >= 0 ? '+' : ''}${g.growthPercent.toFixed(1)}%), range ${f(g.rangeMiB[0])}–${f(g.rangeMiB[1])} MiB`;
    const lines = [
      `soak — ${result.requests.toLocaleString('en-US')} requests in ${result.seconds.toFixed(1)} s (${Math.round(result.requestsPerSecond).toLocaleString('en-US')} req/s), ${CONNECTIONS} connections, journalLimit ${JOURNAL_LIMIT.toLocaleString('en-US')}, pingLimit ${PING_LIMIT.toLocaleString('en-US')}`,
      `statuses ${JSON.stringify(result.statuses)}, connection errors ${result.connectionErrors}`,
      `server: journal ${server_.journalEntries} kept, ${server_.journalDropped} dropped; pings ${server_.pingEntries} kept, ${server_.pingsDropped} dropped`,
      '',
      `${pad('requests', 9)}  ${pad('s', 6)}  ${pad('RSS MiB', 8)}  ${pad('RSS after GC', 12)}  ${pad('heap after GC', 13)}  ${pad('journal', 7)}  ${pad('pings', 6)}  ${pad('own hooks', 9)}`,
      ...samples.map(
        (s) =>
          `${pad(s.requests.toLocaleString('en-US'), 9)}  ${pad(s.seconds.toFixed(1), 6)}  ${pad(f(s.rssMiB), 8)}  ${pad(f(s.rssAfterGcMiB), 12)}  ${pad(f(s.heapAfterGcMiB), 13)}  ${pad(s.journal, 7)}  ${pad(s.pings, 6)}  ${pad(s.hooksCreatedAlive, 9)}`,
      ),
      '',
      ...(result.flat
        ? [
            `both caps full from ${result.flat.capsReachedAt.toLocaleString('en-US')} requests on:`,
            line('RSS', result.flat.rss),
            line('RSS after GC', result.flat.rssAfterGc),
            line('heap after GC', result.flat.heapAfterGc),
          ]
        : ['the caps were not both reached (run more requests)']),
    ];
    console.log(lines.join('\n'));
  }
} finally {
  await shutdown();
}
