// `hookmock` as a child process: serve (URL line, flags, env, SIGTERM/SIGINT, port in use),
// scenarios, help and usage errors.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { AUTH, listen, runCli } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

const LISTENING = /^hookmock listening on (http:\/\/127\.0\.0\.1:(\d+)(\/[^\s]*))$/m;
const running: CliProcess[] = [];
let dir: string;

function cli(args: string[], env: Record<string, string | undefined> = {}): CliProcess {
  const process = runCli(args, env);
  running.push(process);
  return process;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hookmock-cli-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop()));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('hookmock serve', () => {
  it('prints the URL line for --port 0, serves the API, and exits 0 on SIGTERM', async () => {
    const serve = cli(['serve', '--port', '0']);
    const [, url, port] = await serve.waitForLine(LISTENING);
    expect(Number(port)).toBeGreaterThan(0);
    expect(url).toBe(`http://127.0.0.1:${port}/api/v1`);
    // The flavor line follows once serve has the server: wait for it, not for luck.
    await serve.waitForLine(/^flavor: /m);
    expect(serve.stdout().trim().split('\n')).toEqual([
      `hookmock listening on ${url}`,
      `dashboard: http://127.0.0.1:${port}/__hookmock/`,
      'flavor: spec, the reference API (for a Gitea or Forgejo client: --flavor gitea or --flavor forgejo)',
    ]);
    const response = await fetch(`${url}/orgs/acme/hooks`, { headers: AUTH });
    expect(response.status).toBe(200);
    serve.child.kill('SIGTERM');
    expect(await serve.exited).toBe(0);
    expect(serve.stderr()).toBe('');
    await expect(fetch(`${url}/orgs/acme/hooks`)).rejects.toThrow();
  });

  it('exits 0 on SIGINT too, with a keep-alive connection open', async () => {
    const serve = cli(['serve', '--port', '0']);
    const [, url] = await serve.waitForLine(LISTENING);
    await fetch(`${url}/orgs/acme/hooks`, { headers: AUTH }); // leaves a pooled keep-alive socket
    serve.child.kill('SIGINT');
    expect(await serve.exited).toBe(0);
  });

  it('takes its port and host from PORT and HOST', async () => {
    const probe = await listen(() => undefined);
    const port = probe.port;
    await probe.close();
    const serve = cli(['serve'], { PORT: String(port), HOST: '127.0.0.1' });
    const [, url] = await serve.waitForLine(LISTENING);
    expect(url).toBe(`http://127.0.0.1:${port}/api/v1`);
  });

  it('a port in use is a one-line error and exit 1', async () => {
    const taken = await listen(() => undefined);
    try {
      const serve = cli(['serve', '--port', String(taken.port)]);
      expect(await serve.exited).toBe(1);
      const lines = serve.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^hookmock: port ${taken.port} is already in use`));
      expect(serve.stdout()).toBe('');
    } finally {
      await taken.close();
    }
  });

  it('applies --scenario, --flavor and --auth', async () => {
    const serve = cli([
      'serve',
      '--port',
      '0',
      '--scenario',
      'empty',
      '--flavor',
      'gitea',
      '--auth',
      'strict',
    ]);
    const [, url, port] = await serve.waitForLine(LISTENING);
    const state = (await (await fetch(`http://127.0.0.1:${port}/__hookmock/state`)).json()) as {
      name: string;
    };
    expect(state.name).toBe('empty');
    expect(
      (await fetch(`${url}/repos/acme/widgets/hooks`, { headers: { Authorization: 'token not-a-user' } }))
        .status,
    ).toBe(401);
    const created = await fetch(`${url}/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers: { Authorization: 'token demo', 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'gitea', config: { url: 'http://127.0.0.1:9/x', content_type: 'json' } }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toHaveProperty('created_at'); // the gitea flavor's field names
  });

  it('loads a scenario file by path, and names the file in a one-line error (exit 1) when it is invalid', async () => {
    const good = join(dir, 'mine.json');
    await writeFile(
      good,
      JSON.stringify({
        name: 'mine',
        users: [{ login: 'u', token: 'u-token' }],
        orgs: [{ name: 'o', owners: ['u'] }],
      }),
    );
    const serve = cli(['serve', '--port', '0', '--scenario', good]);
    const [, , port] = await serve.waitForLine(LISTENING);
    expect(
      ((await (await fetch(`http://127.0.0.1:${port}/__hookmock/state`)).json()) as { name: string }).name,
    ).toBe('mine');

    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ repos: [{ owner: 'ghost', name: 'r' }] }));
    const failing = cli(['serve', '--port', '0', '--scenario', bad]);
    expect(await failing.exited).toBe(1);
    const lines = failing.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('bad.json');

    const missing = cli(['serve', '--port', '0', '--scenario', './no-such-file.json']);
    expect(await missing.exited).toBe(1);
    expect(missing.stderr()).toMatch(/no-such-file\.json: file not found/);
  });

  it('--deliver with --delivery-host: a delivery reaches a local receiver', async () => {
    let hits = 0;
    const receiver = await listen((req, res) => {
      hits++;
      req.resume();
      res.end('ok');
    });
    try {
      const serve = cli(['serve', '--port', '0', '--deliver', '--delivery-host', 'hooks.internal.test']);
      const [, url] = await serve.waitForLine(LISTENING);
      const created = await fetch(`${url}/orgs/acme/hooks`, {
        method: 'POST',
        headers: { ...AUTH, 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'native', config: { url: `${receiver.url}/in`, content_type: 'json' } }),
      });
      const { id } = (await created.json()) as { id: number };
      expect(
        (await fetch(`${url}/orgs/acme/hooks/${id}/tests`, { method: 'POST', headers: AUTH })).status,
      ).toBe(204);
      const deadline = Date.now() + 5000;
      while (hits === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(hits).toBe(1);
    } finally {
      await receiver.close();
    }
  });
});

/** The CLI in this process (no server is started by these arguments): exit code and output. */
async function runMain(args: string[], env: Record<string, string | undefined> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line), env });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

describe('usage errors exit 2 with one line', () => {
  it('as a child process: an unknown flag, and no command', async () => {
    for (const args of [['serve', '--bogus'], []]) {
      const run = cli(args);
      expect(await run.exited).toBe(2);
      expect(run.stderr().trim().split('\n')).toHaveLength(1);
      expect(run.stdout()).toBe('');
    }
  });

  const cases: [string, string[], RegExp][] = [
    ['no command', [], /missing command/],
    ['an unknown command', ['frobnicate'], /unknown command "frobnicate"/],
    ['an unknown flag', ['serve', '--bogus'], /unknown option '--bogus'/],
    ['a bad port', ['serve', '--port', 'eighty'], /invalid port "eighty"/],
    ['a port out of range', ['serve', '--port', '70000'], /invalid port/],
    ['a bad flavor', ['serve', '--flavor', 'gogs2'], /invalid --flavor "gogs2"/],
    ['a bad auth mode', ['serve', '--auth', 'none'], /invalid --auth/],
    ['a bad fallback URL', ['serve', '--fallback', 'not a url'], /invalid --fallback/],
    ['an unknown scenario name', ['serve', '--scenario', 'nope'], /unknown scenario "nope"/],
    ['a name that tries to leave scenarios/', ['serve', '--scenario', '..'], /unknown scenario "\.\."/],
    ['a stray argument', ['serve', 'extra'], /unexpected argument "extra"/],
  ];
  it.each(cases)('%s', async (_, args, message) => {
    const run = await runMain(args);
    expect(run.code).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^hookmock: /);
    expect(lines[0]).toMatch(message);
  });

  it('a bad PORT from the environment', async () => {
    const run = await runMain(['serve'], { PORT: 'abc' });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/invalid port "abc" \(from PORT\)/);
  });
});

describe('help and scenarios', () => {
  it('--help lists the commands; serve --help lists every flag', async () => {
    const main = cli(['--help']);
    expect(await main.exited).toBe(0);
    expect(main.stdout()).toMatch(/serve/);
    expect(main.stdout()).toMatch(/scenarios/);
    const serve = await runMain(['serve', '--help']);
    expect(serve.code).toBe(0);
    for (const flag of [
      '--port',
      '--host',
      '--scenario',
      '--flavor',
      '--auth',
      '--deliver',
      '--delivery-host',
      '--delivery-timeout',
      '--fallback',
      '--cors-origin',
      '--allowed-host',
      '--faults',
      '--latency',
      '--session-ttl',
      '--max-sessions',
      '--help',
    ]) {
      expect(serve.stdout).toContain(flag);
    }
    // The deprecated name still works (test/core/public-surface.test.ts) but is not offered.
    expect(serve.stdout).not.toContain('--allow-host');
  });

  it('hookmock scenarios lists the built-ins with their descriptions', async () => {
    const run = cli(['scenarios']);
    expect(await run.exited).toBe(0);
    const lines = run.stdout().trim().split('\n');
    expect(lines.some((line) => /^default\s+\S/.test(line))).toBe(true);
    expect(lines.some((line) => /^empty\s+\S/.test(line))).toBe(true);
    expect(run.stdout()).toContain('acme');
  });
});
