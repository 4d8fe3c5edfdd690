#!/usr/bin/env node
// Soak with deliveries (issue 17; performance review 3 §6.1–6.2): a mixed load against the
// standalone server with `deliver: true` (list, get, create, patch, delete, test presses and
// `POST /__hookmock/events`), the hooks pointing at a local receiver, for --seconds (default
// 120). Samples RSS and the heap after a forced GC every 10 s, then checks consistency: every
// created id unique, live ids readable with their own URL, deleted ids 404, no duplicate in the
// list, and every delivery the log holds as delivered received exactly once (0 lost, 0 duplicated).
//   npm run bench -- --soak [--seconds 120] [--connections 32] [--json]
// Needs the build (`npm run build`). 127.0.0.1 only; stops every process it starts.
import { spawn } from 'node:child_process';
import { setInterval, clearInterval } from 'node:timers';
import { createServer, Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { rssMiB, stop, waitForLine } from './lib/proc.js';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
const SECONDS = option('--seconds', 120);
const CONNECTIONS = option('--connections', 32);
const asJson = args.includes('--json');
const log = (line) => process.stderr.write(`${line}\n`);
const SERVER = fileURLToPath(new URL('./soak-server.js', import.meta.url));
const AUTH = { authorization: 'token demo', 'content-type': 'application/json' };
const LIST = '/api/v1/repos/acme/widgets/hooks';

/** The receiver: counts every delivery id it is sent (a guid seen twice is a duplicate). */
async function receiver() {
  const seen = new Map();
  const server = createServer((req, res) => {
    const guid = req.headers['x-gitea-delivery'];
    if (typeof guid === 'string') seen.set(guid, (seen.get(guid) ?? 0) + 1);
    req.resume();
    req.on('end', () => res.writeHead(200).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, server, url: `http://127.0.0.1:${server.address().port}/hook` };
}

function startChild() {
  const options = { flavor: 'gitea', deliver: true };
  const child = spawn(process.execPath, ['--expose-gc', SERVER, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const proc = { child, out: '', err: '', ended: false };
  child.stdout.setEncoding('utf8').on('data', (c) => (proc.out += c));
  child.stderr.setEncoding('utf8').on('data', (c) => (proc.err += c));
  proc.exited = new Promise((resolve) =>
    child.on('exit', (code) => {
      proc.ended = true;
      resolve(code);
    }),
  );
  return proc;
}

const afterGc = (proc) =>
  new Promise((resolve) => {
    proc.child.once('message', resolve);
    proc.child.send({ gc: true });
  });

function call(agent, origin, method, path, body) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers: AUTH, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The mix: one request per turn, chosen by a seeded draw; ids are tracked for the checks. */
function mix(state, hookUrl) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const live = () => pick([...state.live]);
  return [
    [0.28, () => ['GET', `${LIST}?page=${1 + Math.floor(Math.random() * 5)}&limit=50`]],
    [0.12, () => (state.live.size ? ['GET', `${LIST}/${live()}`] : ['GET', LIST])],
    [
      0.15,
      () => (state.live.size < 300 ? ['POST', LIST, JSON.stringify(createBody(hookUrl))] : ['GET', LIST]),
    ],
    [0.1, () => (state.live.size ? ['PATCH', `${LIST}/${live()}`, '{"active":true}'] : ['GET', LIST])],
    [0.1, () => (state.live.size > 20 ? ['DELETE', `${LIST}/${live()}`] : ['GET', LIST])],
    [0.24, () => (state.live.size ? ['POST', `${LIST}/${live()}/tests`] : ['GET', LIST])],
    [0.01, () => ['POST', '/__hookmock/events', '{"event":"push","repo":"acme/widgets"}']],
  ];
}

const createBody = (url) => ({
  type: 'gitea',
  active: true,
  events: ['push'],
  config: { url, content_type: 'json' },
});

function choose(table) {
  let r = Math.random();
  for (const [weight, make] of table) if ((r -= weight) < 0) return make();
  return table[0][1]();
}

async function load(origin, state, hookUrl, until) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const table = mix(state, hookUrl);
  const worker = async () => {
    while (Date.now() < until) {
      const [method, path, body] = choose(table);
      const res = await call(agent, origin, method, path, body);
      state.requests += 1;
      state.statuses[`${method}:${res.status}`] = (state.statuses[`${method}:${res.status}`] ?? 0) + 1;
      if (method === 'POST' && path === LIST && res.status === 201) {
        const { id } = JSON.parse(res.body);
        if (state.everCreated.has(id)) state.duplicateIds += 1;
        state.everCreated.add(id);
        state.live.add(id);
      }
      if (method === 'DELETE' && res.status === 204) {
        const id = Number(path.split('/').pop());
        state.live.delete(id);
        state.deleted.add(id);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
}

async function consistency(origin, state, seen) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const problems = { unreadable: 0, deletedReadable: 0, listDuplicates: 0, lost: 0, duplicated: 0 };
  for (const id of state.live) {
    const res = await call(agent, origin, 'GET', `${LIST}/${id}`);
    if (res.status !== 200 || JSON.parse(res.body).id !== id) problems.unreadable += 1;
  }
  for (const id of state.deleted)
    if ((await call(agent, origin, 'GET', `${LIST}/${id}`)).status !== 404) problems.deletedReadable += 1;
  const listed = [];
  for (let page = 1; ; page += 1) {
    const items = JSON.parse((await call(agent, origin, 'GET', `${LIST}?page=${page}&limit=50`)).body);
    listed.push(...items.map((h) => h.id));
    if (items.length < 50) break;
  }
  problems.listDuplicates = listed.length - new Set(listed).size;
  for (let after = 0; ;) {
    const res = await call(agent, origin, 'GET', `/__hookmock/deliveries?after=${after}&limit=1000`);
    const page = JSON.parse(res.body);
    for (const d of page)
      if (d.delivery.status === 'delivered' && d.url.startsWith('http://127.0.0.1') && !seen.has(d.guid))
        problems.lost += 1;
    if (page.length === 0) break;
    after = Number(res.headers['x-next-after']);
  }
  for (const count of seen.values()) if (count > 1) problems.duplicated += count - 1;
  agent.destroy();
  return problems;
}

async function main() {
  const rx = await receiver();
  const proc = startChild();
  try {
    const [, url] = await waitForLine(proc, /listening on (http:\S+)/);
    const origin = new URL(url).origin;
    const state = {
      requests: 0,
      statuses: {},
      everCreated: new Set(),
      live: new Set(),
      deleted: new Set(),
      duplicateIds: 0,
    };
    const samples = [];
    const sample = async (s) => {
      const mem = await afterGc(proc);
      samples.push({
        s,
        requests: state.requests,
        rssMiB: rssMiB(proc.child.pid),
        rssAfterGcMiB: mem.rss / 2 ** 20,
        heapAfterGcMiB: mem.heapUsed / 2 ** 20,
      });
      log(
        `${s}s: ${state.requests} requests, heap after GC ${(mem.heapUsed / 2 ** 20).toFixed(1)} MiB, RSS ${(mem.rss / 2 ** 20).toFixed(0)} MiB`,
      );
    };
    await sample(0);
    const started = Date.now();
    const timer = setInterval(() => void sample(Math.round((Date.now() - started) / 1000)), 10_000);
    await load(origin, state, rx.url, started + SECONDS * 1000);
    clearInterval(timer);
    await new Promise((r) => setTimeout(r, 6000)); // deliveries in flight settle (5 s timeout)
    await sample('end');
    const problems = await consistency(origin, state, rx.seen);
    const result = {
      seconds: SECONDS,
      requests: state.requests,
      created: state.everCreated.size,
      duplicateIds: state.duplicateIds,
      received: rx.seen.size,
      ...problems,
      statuses: state.statuses,
      samples,
    };
    if (asJson) console.log(JSON.stringify(result));
    else {
      console.table(samples);
      console.log({ ...result, samples: undefined });
    }
  } finally {
    await stop(proc);
    rx.server.closeAllConnections();
    rx.server.close();
  }
}

await main();
