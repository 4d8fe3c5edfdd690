// Issue 47: what a test file and a script pay to start hookmock, on the PACKED package installed
// into a temporary project (as users get it), each figure a ratio against a baseline measured in
// the same run, min / median / max over alternated rounds:
//   import    a fresh `node` importing msw/node, then hookmock, and making one createHookMock(),
//             against importing msw/node alone (goal ≤ 1.5×); plus the files each loads;
//   suite     `vitest run` of 20 files × 5 tests, each file `setupHookMock({ flavor })` and one
//             request per test, against the same tests on hand-written msw handlers that answer
//             the same requests with the same bodies (goal ≤ 1.15×); slow (~15 s a run): 2
//             alternated rounds (1 with --quick), --no-suite leaves it out;
//   cli       `hookmock send`, `emit` and `redeliver` against a running `serve`, each against a
//             bare `node -e` making one HTTP request to the same server (goal ≤ 1.5×).
// Usage (bench/run.js runs it; alone it prints the same JSON as its last line):
//   node bench/import-cost.js [--quick] [--no-suite] [--tgz FILE] [--rounds N] [--flavor F]
//   --tgz      the packed package to measure (default: `npm pack` of the checkout as built, without
//              its scripts: `npm run build` first); an older pack gives the "before" figures
//   --flavor   the flavor of the import row's createHookMock and of the suite's setupHookMock
//              (default gitea): each loads its product's code alone (docs/decisions/lazy-products.md)
// Installs hookmock (the tgz) and the repository's msw and vitest versions with npm (its cache
// first: --prefer-offline). All traffic goes to 127.0.0.1 (the suites' requests never leave the
// process: msw answers them); every process started is stopped; the temporary project is removed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { spawnNode, stop, waitForLine } from './lib/proc.js';
import { pairedRatios, spread } from './lib/stats.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
};
const quick = args.includes('--quick');
const settings = {
  importRounds: Number(option('--rounds', quick ? 5 : 11)),
  cliRounds: Number(option('--rounds', quick ? 5 : 11)),
  suiteRounds: quick ? 1 : 2,
  suite: !args.includes('--no-suite'),
  flavor: option('--flavor', 'gitea'),
  files: 20,
  testsPerFile: 5,
};
const log = (line) => process.stderr.write(`bench: import-cost: ${line}\n`);
const versionOf = (name) =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The packed package: --tgz, or `npm pack` of the built checkout (no prepare in its manifest). */
function packed(dir) {
  const given = option('--tgz', undefined);
  if (given) return given;
  execFileSync(process.execPath, ['scripts/pack-manifest.mjs', 'strip'], { cwd: ROOT });
  try {
    execFileSync('npm', ['pack', '--ignore-scripts', '--pack-destination', dir, '--loglevel=error'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } finally {
    execFileSync(process.execPath, ['scripts/pack-manifest.mjs', 'restore'], { cwd: ROOT });
  }
  return join(
    dir,
    readdirSync(dir).find((f) => f.endsWith('.tgz')),
  );
}

function install(project, tgz) {
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    '{ "name": "bench-project", "private": true, "type": "module" }\n',
  );
  const deps = [tgz, `msw@${versionOf('msw')}`, `vitest@${versionOf('vitest')}`];
  log(`npm install ${deps.map((d) => d.split('/').pop()).join(' ')}…`);
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...deps],
    { cwd: project, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** Wall time of `node args…` in the project, spawn to exit (a non-zero exit is an error). */
async function timed(project, argv, procs) {
  const t0 = performance.now();
  const proc = spawnNode(argv, { cwd: project });
  procs.add(proc);
  const code = await proc.exited;
  procs.delete(proc);
  if (code !== 0)
    throw new Error(`node ${argv.join(' ').slice(0, 120)} exited ${code}: ${proc.err.slice(0, 400)}`);
  return { ms: performance.now() - t0, out: proc.out };
}

/** Alternated rounds (A B, B A, …) of two commands: each side's spread and the paired ratio. */
async function alternate(rounds, run) {
  const times = { subject: [], baseline: [] };
  for (let i = 0; i < rounds; i++)
    for (const side of i % 2 ? ['baseline', 'subject'] : ['subject', 'baseline'])
      times[side].push(await run(side));
  return {
    subjectMs: spread(times.subject),
    baselineMs: spread(times.baseline),
    ratio: spread(pairedRatios(times.subject, times.baseline)),
  };
}

// The file counter: an ES module hook counting the files the ESM loader loads, plus CommonJS's
// require cache at exit (graphql, http-proxy… load through require), grouped by package.
const COUNTER = `import { register, createRequire } from 'node:module';
const { port1, port2 } = new MessageChannel();
const files = new Set();
port1.on('message', (url) => files.add(url)); port1.unref();
register('data:text/javascript,' + encodeURIComponent(\`let port;
export function initialize(data) { port = data.port; }
export async function load(url, context, next) { if (url.startsWith('file:')) port.postMessage(url); return next(url, context); }\`),
  { data: { port: port2 }, transferList: [port2] });
process.on('exit', () => {
  const all = new Set([...files].map((u) => decodeURIComponent(new URL(u).pathname)));
  for (const f of Object.keys(createRequire(import.meta.url).cache)) all.add(f);
  const byPackage = {};
  for (const f of all) {
    const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(f);
    const name = m ? m[1] : '(project)';
    byPackage[name] = (byPackage[name] ?? 0) + 1;
  }
  process.stdout.write('\\n' + JSON.stringify({ files: all.size, byPackage }) + '\\n');
});
`;
const IMPORT_MSW = "await import('msw/node');";
const IMPORT_HOOKMOCK = `${IMPORT_MSW} const { createHookMock } = await import('hookmock'); createHookMock({ flavor: ${JSON.stringify(settings.flavor)} });`;

async function importCost(project, procs) {
  log(`import: ${settings.importRounds} alternated rounds…`);
  const code = (side) => (side === 'subject' ? IMPORT_HOOKMOCK : IMPORT_MSW);
  const argv = (side) => ['--input-type=module', '-e', code(side)];
  for (const side of ['subject', 'baseline']) await timed(project, argv(side), procs); // warm the disk cache
  const figures = await alternate(
    settings.importRounds,
    async (side) => (await timed(project, argv(side), procs)).ms,
  );
  writeFileSync(join(project, 'count.mjs'), COUNTER);
  const counted = async (side) => {
    const { out } = await timed(
      project,
      ['--import', './count.mjs', '--input-type=module', '-e', code(side)],
      procs,
    );
    return JSON.parse(out.trim().split('\n').pop());
  };
  return { ...figures, loaded: { hookmock: await counted('subject'), mswNode: await counted('baseline') } };
}

const REQUESTS = [
  { name: 'list', method: 'GET', path: '/repos/acme/widgets/hooks' },
  {
    name: 'create',
    method: 'POST',
    path: '/repos/acme/widgets/hooks',
    body: {
      type: 'gitea',
      active: true,
      events: ['push'],
      config: { url: 'http://127.0.0.1:9/hook', content_type: 'json' },
    },
  },
  { name: 'get', method: 'GET', path: '/repos/acme/widgets/hooks/1' },
  { name: 'update', method: 'PATCH', path: '/repos/acme/widgets/hooks/1', body: { active: false } },
  { name: 'delete', method: 'DELETE', path: '/repos/acme/widgets/hooks/1' },
];
const ORIGIN = 'http://127.0.0.1:9';

/** The shared test body: one request per test, its status and body checked against the answers. */
const TESTS = `import { expect, test } from 'vitest';
import answers from '../answers.json' with { type: 'json' };
for (const a of answers)
  test(a.name, async () => {
    const response = await fetch(a.url, { method: a.method, headers: { authorization: 'token demo', 'content-type': 'application/json' }, body: a.body });
    expect(response.status).toBe(a.status);
    expect(await response.text()).toBe(a.text);
  });
`;

/** The answers the mock gives (recorded once in the project): the msw suite's handlers serve them. */
async function recordAnswers(project, procs) {
  const base = `${ORIGIN}/api/v1`;
  const script = `import { setupServer } from 'msw/node';
import { createHookMock } from 'hookmock';
const requests = ${JSON.stringify(REQUESTS)};
const mock = createHookMock({ flavor: ${JSON.stringify(settings.flavor)}, baseUrl: ${JSON.stringify(base)} });
const server = setupServer(...mock.handlers); server.listen({ onUnhandledRequest: 'error' });
const answers = [];
for (const r of requests) {
  const body = r.body === undefined ? undefined : JSON.stringify(r.body);
  const response = await fetch(${JSON.stringify(base)} + r.path, { method: r.method, headers: { authorization: 'token demo', 'content-type': 'application/json' }, body });
  answers.push({ name: r.name, method: r.method, url: ${JSON.stringify(base)} + r.path, body, status: response.status, contentType: response.headers.get('content-type'), text: await response.text() });
  mock.reset();
}
server.close();
console.log(JSON.stringify(answers));`;
  const { out } = await timed(project, ['--input-type=module', '-e', script], procs);
  return JSON.parse(out.trim().split('\n').pop());
}

function writeSuites(project, answers) {
  writeFileSync(join(project, 'answers.json'), JSON.stringify(answers));
  const setups = {
    hookmock: `import { setupHookMock } from 'hookmock/vitest';
setupHookMock({ flavor: ${JSON.stringify(settings.flavor)}, baseUrl: ${JSON.stringify(`${ORIGIN}/api/v1`)} });
`,
    msw: `import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import answers from '../answers.json' with { type: 'json' };
const server = setupServer(
  ...answers.map((a) => http[a.method.toLowerCase()](a.url, () =>
    new HttpResponse(a.text === '' ? null : a.text, { status: a.status, headers: a.contentType ? { 'content-type': a.contentType } : {} }))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
`,
  };
  for (const [name, setup] of Object.entries(setups)) {
    mkdirSync(join(project, name));
    for (let i = 0; i < settings.files; i++)
      writeFileSync(join(project, name, `file${String(i).padStart(2, '0')}.test.js`), setup + TESTS);
  }
}

async function suite(project, procs) {
  const answers = await recordAnswers(project, procs);
  if (answers.length !== settings.testsPerFile) throw new Error('the answers are not one per test');
  writeSuites(project, answers);
  const vitest = join(project, 'node_modules', 'vitest', 'vitest.mjs');
  const argv = (side) => [vitest, 'run', '--reporter=dot', '--dir', side === 'subject' ? 'hookmock' : 'msw'];
  log(
    `suite: ${settings.files} files × ${settings.testsPerFile} tests, ${settings.suiteRounds} alternated rounds…`,
  );
  const figures = await alternate(settings.suiteRounds, async (side) => {
    const { ms, out } = await timed(project, argv(side), procs);
    if (!/Tests\s+\S*100 passed/.test(stripVTControlCharacters(out)))
      throw new Error(`suite ${side}: not 100 passed\n${out.slice(-600)}`);
    return ms;
  });
  return { ...figures, flavor: settings.flavor, statuses: answers.map((a) => `${a.name} ${a.status}`) };
}

/** A receiver for `send` on 127.0.0.1: 204 to everything. */
function receiver() {
  const server = createServer((req, res) => req.resume().on('end', () => res.writeHead(204).end()));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function cli(project, procs) {
  const bin = join(project, 'node_modules', 'hookmock', 'dist', 'cli', 'main.js');
  const serve = spawnNode([bin, 'serve', '--port', '0'], { cwd: project });
  procs.add(serve);
  const sink = await receiver();
  try {
    const [, url] = await waitForLine(serve, /listening on (http:\/\/\S+)/);
    const origin = new URL(url).origin;
    if (new URL(origin).hostname !== '127.0.0.1')
      throw new Error(`serve listens on ${origin}, not 127.0.0.1`);
    const to = `http://127.0.0.1:${sink.address().port}/hook`;
    const commands = {
      send: [bin, 'send', 'push', '--to', to, '--flavor', 'gitea', '--secret', 's3cret'],
      emit: [bin, 'emit', 'push', '--repo', 'acme/widgets', '--server', origin],
      redeliver: [bin, 'redeliver', '1', '--server', origin],
    };
    await timed(project, commands.emit, procs); // delivery 1, for redeliver
    const bare = (target) => [
      '-e',
      `require('node:http').get(${JSON.stringify(target)}, (r) => { r.resume(); r.on('end', () => process.exit(r.statusCode < 300 ? 0 : 1)); })`,
    ];
    const figures = {};
    for (const [name, argv] of Object.entries(commands)) {
      log(`cli ${name}: ${settings.cliRounds} alternated rounds…`);
      const baseline = bare(name === 'send' ? to : `${origin}/__hookmock/health`);
      figures[name] = await alternate(
        settings.cliRounds,
        async (side) => (await timed(project, side === 'subject' ? argv : baseline, procs)).ms,
      );
    }
    return figures;
  } finally {
    sink.close();
    await stop(serve);
    procs.delete(serve);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'hookmock-import-cost-'));
const procs = new Set();
const cleanup = async () => {
  for (const proc of procs) await stop(proc);
  rmSync(dir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanup().then(() => process.exit(130)));
try {
  const tgz = packed(dir);
  const project = join(dir, 'project');
  install(project, tgz);
  const result = { node: process.version, msw: versionOf('msw'), vitest: versionOf('vitest'), settings };
  result.import = await importCost(project, procs);
  result.cli = await cli(project, procs);
  if (settings.suite) result.suite = await suite(project, procs);
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await cleanup();
}
