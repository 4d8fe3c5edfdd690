/**
 * The CLI's front door (issue 21): `serve` names the flavor on startup, `--scenario scen.mjs` is a
 * path, a scenario file's every problem is reported at once, `demo --keep` serves on after the
 * last step until Ctrl-C (SIGINT). Each runs the CLI from source as a child process, stopped by
 * the test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CLI_ENTRY, ROOT, runCli } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

const dir = mkdtempSync(join(tmpdir(), 'hookmock-front-door-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** The CLI run in `dir` (so a bare file name is a file there), its output collected. */
function runIn(args: string[]): {
  exited: Promise<number | null>;
  out(): string;
  err(): string;
  kill(): void;
} {
  const child = spawn(process.execPath, ['--import', TSX, CLI_ENTRY, ...args], { cwd: dir });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { exited, out: () => out, err: () => err, kill: () => child.kill('SIGTERM') };
}

async function until(check: () => boolean, what: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('serve', () => {
  it('names the flavor on startup, with the hint for Gitea and Forgejo clients on spec', async () => {
    for (const [flavor, line] of [
      ['spec', /^flavor: spec.*--flavor gitea or --flavor forgejo/m],
      ['gitea', /^flavor: gitea /m],
    ] as const) {
      const serve = runCli(['serve', '--port', '0', '--flavor', flavor]);
      try {
        await serve.waitForLine(line);
      } finally {
        await serve.stop();
      }
    }
  });

  it('takes --scenario scen.mjs as the file scen.mjs, not as a built-in name', async () => {
    const scenario = {
      users: [{ login: 'mjs-user', token: 't' }],
      repos: [{ owner: 'mjs-user', name: 'r' }],
    };
    writeFileSync(join(dir, 'scen.mjs'), `export default ${JSON.stringify(scenario)};`);
    const serve = runIn(['serve', '--port', '0', '--scenario', 'scen.mjs']);
    try {
      await until(
        () => /listening on (\S+)/.test(serve.out()),
        () => serve.out() + serve.err(),
      );
      const [, api] = /listening on (\S+)/.exec(serve.out()) ?? [];
      const res = await fetch(`${api}/repos/mjs-user/r/hooks`, { headers: { Authorization: 'token t' } });
      expect(res.status).toBe(200);
    } finally {
      serve.kill();
      await serve.exited;
    }
  });

  it('reports every problem of a scenario file at once', async () => {
    writeFileSync(
      join(dir, 'bad.json'),
      JSON.stringify({
        users: [{ login: 'ann' }],
        repos: [{ owner: 'ann', name: 'r' }],
        hooks: [
          { repo: 'ann/r', evnets: ['push'], config: { url: 'https://x.test' } },
          { repo: 'ann/r', config: { url: 'https://x.test', content_type: 'xml' } },
        ],
      }),
    );
    const run = runIn(['serve', '--port', '0', '--scenario', 'bad.json']);
    expect(await run.exited).toBe(1);
    expect(run.err()).toContain('2 problems');
    expect(run.err()).toContain('hooks[0].evnets: unknown field');
    expect(run.err()).toContain('hooks[1].config.content_type');
  });
});

describe('demo --keep', () => {
  let demo: CliProcess | undefined;
  afterAll(() => demo?.stop());

  it('serves on after the last step until SIGINT, then exits 0', async () => {
    demo = runCli(['demo', 'ci-onboarding', '--speed', '100', '--keep']);
    const [, url] = (await demo.waitForLine(/serving on at (\S+) until Ctrl-C/)) as RegExpMatchArray;
    expect(demo.stdout()).toContain('demo finished: all');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const state = await fetch(`${new URL(url ?? '').origin}/__hookmock/state`);
    expect(state.status).toBe(200);
    demo.child.kill('SIGINT');
    expect(await demo.exited).toBe(0);
  });

  it('without --keep, exits after the last step', async () => {
    const run = runCli(['demo', 'ci-onboarding', '--speed', '100']);
    expect(await run.exited).toBe(0);
    expect(run.stdout()).toContain('demo finished: all');
    expect(run.stdout()).not.toContain('serving on');
  });
});
