/**
 * Security review 3 F3 (the recorder's front door), F9 (output files never written through a
 * symlink; `.partial` always fresh and 0600) and F10 (no secret path segment of a hook URL kept).
 */
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startRecorder } from '../../src/node/record/recorder.js';
import type { Recorder } from '../../src/node/record/recorder.js';
import { startServer } from '../../src/node/index.js';
import type { Exchange } from '../../src/core/recording/exchange.js';
import { AUTH, JSON_HEADERS, listen, runCli } from '../support/server.js';
import type { CliProcess } from '../support/server.js';
import { raw } from '../support/raw-http.js';

const dir = mkdtempSync(join(tmpdir(), 'hookmock-recorder-sec-'));
const closers: (() => Promise<void>)[] = [];
const processes: CliProcess[] = [];
afterEach(async () => {
  for (const p of processes.splice(0)) await p.stop();
  for (const close of closers.splice(0)) await close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function echoUpstream() {
  const seen: IncomingMessage[] = [];
  const upstream = await listen((req, res) => {
    seen.push(req);
    req.resume();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('[]');
  });
  closers.push(upstream.close);
  return { ...upstream, seen };
}

async function recorderIn(upstreamUrl: string) {
  const exchanges: Exchange[] = [];
  const recorder: Recorder = await startRecorder({
    upstream: upstreamUrl,
    port: 0,
    onExchange: (e) => exchanges.push(e),
  });
  closers.push(async () => void (await recorder.stop({ graceMs: 0 })));
  return { recorder, port: Number(new URL(recorder.url).port), exchanges };
}

const HOOKS = '/api/v1/repos/acme/widgets/hooks';

describe('F3: hookmock record has the server protections', () => {
  it('refuses a foreign Host, a foreign Origin, a foreign preflight and a cross-site fetch before the upstream sees them', async () => {
    const upstream = await echoUpstream();
    const { port, exchanges } = await recorderIn(upstream.url);
    const refused = [
      await raw(port, { path: HOOKS, headers: { Host: `rebind.test:${port}` } }),
      await raw(port, {
        method: 'POST',
        path: HOOKS,
        headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
        body: '{"type":"gitea","config":{"url":"http://attacker.example/x"}}',
      }),
      await raw(port, {
        method: 'OPTIONS',
        path: '/api/v1/version',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'DELETE' },
      }),
      await raw(port, {
        path: '/api/v1/admin/users',
        headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'empty' },
      }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(upstream.seen).toHaveLength(0);
    expect(exchanges).toHaveLength(0);
    // A local page and a plain client still get through, and are recorded.
    const local = await raw(port, { path: HOOKS, headers: { Origin: 'http://localhost:5173', ...AUTH } });
    expect(local.status).toBe(200);
    expect(upstream.seen).toHaveLength(1);
    expect(exchanges).toHaveLength(1);
  });

  it('refuses a body over 1 MiB with 413, unforwarded', async () => {
    const upstream = await echoUpstream();
    const { port } = await recorderIn(upstream.url);
    const answer = await raw(port, {
      method: 'POST',
      path: HOOKS,
      headers: { ...JSON_HEADERS },
      body: `"${'x'.repeat(1024 * 1024)}"`,
    });
    expect(answer.status).toBe(413);
    expect(upstream.seen).toHaveLength(0);
  });
});

async function recordCli(upstreamUrl: string, out: string, extra: string[] = []) {
  const p = runCli(['record', '--upstream', upstreamUrl, '--out', out, '--port', '0', ...extra]);
  processes.push(p);
  const [, base] = (await p.waitForLine(/point your client at (\S+)/)) as RegExpMatchArray;
  return { p, base: base as string };
}

async function stopAndWait(p: CliProcess) {
  p.child.kill('SIGINT');
  expect(await p.exited, p.stderr() + p.stdout()).toBe(0);
}

describe('F9: the recording is never written through a symlink', () => {
  it('replaces a symlink planted at --out during the session instead of writing to its target', async () => {
    const server = await startServer({ port: 0, quiet: true, flavor: 'gitea' });
    closers.push(() => server.close());
    const victim = join(dir, 'victim.txt');
    writeFileSync(victim, 'precious');
    const out = join(dir, 'rec6.json');
    const { p, base } = await recordCli(server.origin, out);
    symlinkSync(victim, out);
    await fetch(`${base}/repos/acme/widgets/hooks`, { headers: AUTH });
    await stopAndWait(p);
    expect(readFileSync(victim, 'utf8')).toBe('precious');
    expect(lstatSync(out).isSymbolicLink()).toBe(false);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toHaveProperty('steps');
  });

  it('with --force, recreates <out>.partial 0600 and never writes raw tokens through a symlink there', async () => {
    const server = await startServer({ port: 0, quiet: true, flavor: 'gitea' });
    closers.push(() => server.close());
    const victim = join(dir, 'victim2.txt');
    writeFileSync(victim, 'other');
    const out = join(dir, 'rec7.json');
    symlinkSync(victim, `${out}.partial`);
    const first = await recordCli(server.origin, out, ['--force']);
    await fetch(`${first.base}/repos/acme/widgets/hooks`, { headers: { Authorization: 'token RAWTOKEN77' } });
    expect(lstatSync(`${out}.partial`).isSymbolicLink()).toBe(false);
    await stopAndWait(first.p);
    expect(readFileSync(victim, 'utf8')).toBe('other');

    const old = join(dir, 'rec4.json');
    writeFileSync(`${old}.partial`, 'junk', { mode: 0o644 });
    const second = await recordCli(server.origin, old, ['--force']);
    expect(statSync(`${old}.partial`).mode & 0o777).toBe(0o600);
    expect(readFileSync(`${old}.partial`, 'utf8')).toBe('');
    await fetch(`${second.base}/repos/acme/widgets/hooks`, { headers: AUTH });
    await stopAndWait(second.p);
    expect(existsSync(`${old}.partial`)).toBe(false);
  });
});

describe('F10: recorded hook URLs keep no secret path segment', () => {
  it('redacts every path segment of a hook URL that is not a common word', async () => {
    const server = await startServer({ port: 0, quiet: true, flavor: 'gitea' });
    closers.push(() => server.close());
    const out = join(dir, 'rec10.json');
    const { p, base } = await recordCli(server.origin, out);
    const secrets = {
      'https://hooks.zapier.com/hooks/catch/1234567/ZAPSECRT/': ['1234567', 'ZAPSECRT'],
      'https://chat.example.test/hooks/RocketIdAbcdefgh/ROCKETTOKENLETTERSONLYABCDEFGHIJ': [
        'RocketIdAbcdefgh',
        'ROCKETTOKENLETTERSONLYABCDEFGHIJ',
      ],
      'https://ci.example.test/hook/SHRTPATH9x': ['SHRTPATH9x'],
      'https://jenkins.example.test/project/my-job/TOKEN-abc-def-12': ['TOKEN-abc-def-12', 'my-job'],
    };
    for (const url of Object.keys(secrets)) {
      const created = await fetch(`${base}/repos/acme/widgets/hooks`, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ type: 'gitea', active: true, config: { url, content_type: 'json' } }),
      });
      expect(created.status).toBe(201);
    }
    await stopAndWait(p);
    const file = readFileSync(out, 'utf8');
    for (const value of Object.values(secrets).flat()) expect(file).not.toContain(value);
    expect(file).toContain('https://hooks.zapier.com/hooks/catch/REDACTED/REDACTED/');
  });
});
