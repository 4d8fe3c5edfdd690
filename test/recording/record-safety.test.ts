/**
 * `hookmock record` never loses a session and never overwrites by surprise (security review S8,
 * S15): --out checked as a writable file up front, --force, `--out -` refused, `<out>.partial`
 * written as exchanges happen, deep JSON bodies saved, Ctrl-C with a deadline for requests that
 * hang upstream, and a second Ctrl-C that still writes.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { runCli } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

const dir = mkdtempSync(join(tmpdir(), 'hookmock-rec-safety-'));
const processes: CliProcess[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const p of processes.splice(0)) await p.stop();
  for (const close of closers.splice(0)) await close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]): CliProcess {
  const p = runCli(args);
  processes.push(p);
  return p;
}

async function upstream(): Promise<RunningServer> {
  const server = await startServer({ flavor: 'gitea', port: 0, quiet: true });
  closers.push(() => server.close());
  return server;
}

/** A listener that accepts requests and never answers them (S8d). */
async function silentUpstream(): Promise<string> {
  const server: Server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function startRecording(upstreamUrl: string, out: string, extra: string[] = []) {
  const recorder = cli(['record', '--upstream', upstreamUrl, '--out', out, '--port', '0', ...extra]);
  const [, base] = (await recorder.waitForLine(/point your client at (\S+)/)) as RegExpMatchArray;
  return { recorder, base: base as string };
}

describe('S8a / S15: --out is checked before anything is recorded', () => {
  it('refuses a folder, `-`, an existing file or symlink without --force (exit 2, nothing written)', async () => {
    const folder = join(dir, 'outdir');
    mkdirSync(folder);
    const existing = join(dir, 'existing.json');
    writeFileSync(existing, 'keep me');
    const link = join(dir, 'link.json');
    symlinkSync(existing, link);
    for (const [out, message] of [
      [folder, /it is a folder, not a file/],
      ['-', /--out - is not supported/],
      [existing, /already exists: pass --force/],
      [link, /already exists: pass --force/],
    ] as const) {
      const run = cli(['record', '--upstream', 'http://127.0.0.1:9', '--out', out, '--port', '0']);
      expect(await run.exited, String(out)).toBe(2);
      expect(run.stderr()).toMatch(message);
    }
    expect(readFileSync(existing, 'utf8')).toBe('keep me');
    expect(existsSync(`${existing}.partial`)).toBe(false);
  });

  it('overwrites an existing file with --force', async () => {
    const server = await upstream();
    const out = join(dir, 'forced.json');
    writeFileSync(out, 'old');
    const { recorder, base } = await startRecording(server.origin, out, ['--force']);
    expect(
      (await fetch(`${base}/repos/acme/widgets/hooks`, { headers: { authorization: 'token demo' } })).status,
    ).toBe(200);
    recorder.child.kill('SIGINT');
    expect(await recorder.exited).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).steps).toHaveLength(1);
  });
});

describe('S8: the session survives', () => {
  it('appends each exchange to <out>.partial as it happens and removes it after writing', async () => {
    const server = await upstream();
    const out = join(dir, 'partial.json');
    const { recorder, base } = await startRecording(server.origin, out);
    await fetch(`${base}/repos/acme/widgets/hooks`, { headers: { authorization: 'token demo' } });
    await fetch(`${base}/orgs/acme/hooks`, { headers: { authorization: 'token demo' } });
    const lines = readFileSync(`${out}.partial`, 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { path: string }).path)).toEqual([
      '/api/v1/repos/acme/widgets/hooks',
      '/api/v1/orgs/acme/hooks',
    ]);
    recorder.child.kill('SIGINT');
    expect(await recorder.exited).toBe(0);
    expect(existsSync(`${out}.partial`)).toBe(false);
    expect(JSON.parse(readFileSync(out, 'utf8')).steps).toHaveLength(2);
  });

  it('S8c: saves a session with a 40 KB body nested 20,000 deep (kept as text)', async () => {
    const server = await upstream();
    const out = join(dir, 'deep.json');
    const { recorder, base } = await startRecording(server.origin, out);
    const deep = `{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const res = await fetch(`${base}/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers: { authorization: 'token demo', 'content-type': 'application/json' },
      body: deep,
    });
    expect(res.status).toBeLessThan(500);
    recorder.child.kill('SIGINT');
    expect(await recorder.exited).toBe(0);
    const file = JSON.parse(readFileSync(out, 'utf8')) as { steps: { request: { body: unknown } }[] };
    expect(file.steps[0]?.request.body).toBe(deep);
  });

  it('S8d: Ctrl-C aborts a request that hangs upstream after its grace time, and writes the file', async () => {
    const out = join(dir, 'hang.json');
    const { recorder, base } = await startRecording(await silentUpstream(), out);
    const hanging = fetch(`${base}/repos/acme/widgets/hooks`, {
      headers: { authorization: 'token demo' },
    }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 300));
    recorder.child.kill('SIGINT');
    await recorder.waitForLine(/stopping: requests in flight get 2 s/);
    expect(await recorder.exited).toBe(0);
    expect(recorder.stdout()).toMatch(/wrote .*hang\.json \(0 steps\)/);
    expect(JSON.parse(readFileSync(out, 'utf8')).steps).toEqual([]);
    await hanging;
  }, 20_000);

  it('S8d: a second Ctrl-C stops at once and still writes what was captured', async () => {
    const server = await upstream();
    const silent = await silentUpstream();
    const out = join(dir, 'twice.json');
    // One good exchange first, through a recorder in front of the real mock…
    const { recorder, base } = await startRecording(server.origin, out);
    expect(
      (await fetch(`${base}/repos/acme/widgets/hooks`, { headers: { authorization: 'token demo' } })).status,
    ).toBe(200);
    recorder.child.kill('SIGINT');
    expect(await recorder.exited).toBe(0);
    // …then a session whose only request hangs: the second SIGINT does not wait the 2 s.
    const second = await startRecording(silent, join(dir, 'twice-2.json'));
    void fetch(`${second.base}/repos/acme/widgets/hooks`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    second.recorder.child.kill('SIGINT');
    await second.recorder.waitForLine(/stopping/);
    second.recorder.child.kill('SIGINT');
    expect(await second.recorder.exited).toBe(0);
    expect(second.recorder.stdout()).toMatch(/stopping now: requests in flight aborted\n[^]*wrote /);
    expect(JSON.parse(readFileSync(join(dir, 'twice-2.json'), 'utf8')).steps).toEqual([]);
    expect(JSON.parse(readFileSync(out, 'utf8')).steps).toHaveLength(1);
  }, 20_000);
});
