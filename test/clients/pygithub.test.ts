/**
 * PyGithub (Debian's `python3-github`), unchanged, against `hookmock serve --flavor github` on
 * 127.0.0.1 (issue 31): `get_user()`, an eager `get_repo`, `get_organization`, then a hook —
 * create, edit, ping, test, delete — each step asserted here, and the ping and test deliveries
 * received by a local receiver. Skipped, saying why, when python3-github is not installed
 * (.ci/run installs it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, readBody, runCli } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

const PYTHON = '/usr/bin/python3';
const SCRIPT = fileURLToPath(new URL('./pygithub-walkthrough.py', import.meta.url));
const hasPyGithub = spawnSync(PYTHON, ['-c', 'import github'], { stdio: 'ignore' }).status === 0;
if (!hasPyGithub)
  console.warn(
    'skipping the PyGithub tests: python3-github is not installed (apt-get install python3-github)',
  );

describe.skipIf(!hasPyGithub)('PyGithub against hookmock serve --flavor github', () => {
  let serve: CliProcess;
  let receiver: Awaited<ReturnType<typeof listen>>;
  const received: { event: string; body: string }[] = [];

  beforeAll(async () => {
    receiver = await listen((req, res) => {
      void readBody(req).then((body) => {
        received.push({ event: String(req.headers['x-github-event']), body });
        res.writeHead(200).end('ok');
      });
    });
    serve = runCli(['serve', '--flavor', 'github', '--port', '0', '--auth', 'strict', '--deliver']);
    await serve.waitForLine(/^hookmock listening on /m);
  }, 60_000);
  afterAll(async () => {
    await serve?.stop();
    await receiver?.close();
  });

  it('reads the user, the repository and the organization, then creates, edits, pings, tests and deletes a hook', async () => {
    const api = serve.stdout().match(/^hookmock listening on (\S+)$/m)?.[1] ?? '';
    expect(api).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/);
    const { code, out, err } = await python([SCRIPT, api, 'demo', `${receiver.url}/hook`]);
    expect(err, out).toBe('');
    expect(code).toBe(0);
    const steps = Object.fromEntries(
      out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { step: string } & Record<string, unknown>)
        .map((s) => [s.step, s]),
    );
    expect(steps.get_user).toMatchObject({ login: 'alice' });
    expect(steps.get_repo).toMatchObject({ full_name: 'acme/widgets', owner: 'acme', admin: true });
    expect(steps.get_organization).toMatchObject({ login: 'acme' });
    const id = steps.create_hook?.id;
    expect(steps.create_hook).toMatchObject({ events: ['push'], active: true });
    expect(steps.edit).toMatchObject({ id, events: ['push', 'issues'] });
    expect(steps.get_hooks?.ids).toContain(id);
    expect(steps.delete?.ids).not.toContain(id);
    // GitHub pings a new hook; then the ping and the test push: all reached the receiver, each
    // from the repository PyGithub read.
    const deadline = Date.now() + 10_000;
    while (received.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(received.map((r) => r.event).sort()).toEqual(['ping', 'ping', 'push']);
    for (const r of received) expect(JSON.parse(r.body).repository.id).toBe(steps.get_repo?.id);
  }, 60_000);
});

/** Runs Debian's python3 with `args`, without blocking the event loop (the receiver runs in it). */
function python(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(PYTHON, args, { env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}
