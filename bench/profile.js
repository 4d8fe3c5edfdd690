// A CPU profile of the standalone server under load on one route: `hookmock serve` started with
// `node --cpu-prof` (pinned to the server core), autocannon from its own process on the load
// core, SIGTERM (the profile is written as the process exits), then the top frames by self time
// and by total time, and the share of garbage collection.
//   [HOOKMOCK_DIST=dir] node bench/profile.js [--route test|list|get|create|update] [--floor] [--seconds 5] [--top 8] [--keep DIR]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_HEADERS, CREATE_BODY, LIST_PATH, PATCH_BODY, writeScenarioFile } from './lib/fixtures.js';
import { runJsonChild, spawnNode, stop, waitForLine } from './lib/proc.js';
import { summarize } from './lib/cpu-profile.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// HOOKMOCK_DIST profiles another build (before/after a change).
const CLI = process.env.HOOKMOCK_DIST
  ? join(process.env.HOOKMOCK_DIST, 'cli', 'main.js')
  : fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const LOAD = fileURLToPath(new URL('./load.js', import.meta.url));
const BASELINE = fileURLToPath(new URL('./baseline-server.js', import.meta.url));

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const route = option('--route', 'test');
const seconds = Number(option('--seconds', 5));
const top = Number(option('--top', 8));
const keep = option('--keep', undefined);

const ROUTES = {
  list: { path: LIST_PATH, method: 'GET' },
  get: { path: `${LIST_PATH}/1`, method: 'GET' },
  create: { path: LIST_PATH, method: 'POST', body: CREATE_BODY },
  update: { path: `${LIST_PATH}/1`, method: 'PATCH', body: PATCH_BODY },
  test: { path: `${LIST_PATH}/2/tests`, method: 'POST' },
};

const profileDir = keep ?? mkdtempSync(join(tmpdir(), 'hookmock-prof-'));
const scenario = writeScenarioFile();
// `--floor` profiles the baseline server on the same route: what the floor pays, frame by frame.
const floor = args.includes('--floor');
const command = floor
  ? [BASELINE, '--port', '0']
  : [CLI, 'serve', '--port', '0', '--scenario', scenario.file];
const server = spawnNode([`--cpu-prof`, `--cpu-prof-dir=${profileDir}`, ...command], { core: 0, cwd: ROOT });
try {
  const [, url] = await waitForLine(server, /listening on (http:\/\/\S+)/);
  const { path, method, body } = ROUTES[route];
  const headers = body ? { ...AUTH_HEADERS, 'content-type': 'application/json' } : AUTH_HEADERS;
  const spec = {
    url: new URL(url).origin + path,
    method,
    headers,
    body,
    connections: 32,
    duration: seconds,
    warmup: 1,
  };
  const load = await runJsonChild([LOAD, JSON.stringify(spec)], { core: 1, cwd: ROOT });
  await stop(server, 10_000);
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${profileDir}: ${server.err}`);
  const summary = summarize(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), top);
  console.log(JSON.stringify({ route, requests: load.ok, rps: load.rps, ...summary }, null, 2));
} finally {
  await stop(server);
  scenario.cleanup();
  if (!keep) rmSync(profileDir, { recursive: true, force: true });
}
