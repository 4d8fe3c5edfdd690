/**
 * `hookmock listen` after security review 4 (G5, G6, G7, G9) and issue 32 item 5, as child
 * processes against receivers on 127.0.0.1: unknown `--events` refused before any hook is made;
 * after a reset of a `--server` it neither reports nor deletes another hook and registers its own
 * again; Ctrl-C waits for the delivery in flight and prints its outcome; the default secret is
 * an HMAC under a per-user key (mode 0600), not a hash of the URL; its own server starts from the
 * empty scenario; a port in use is said as `serve` says it; the help says where the secret
 * comes from.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_HEADERS, AUTH, listen, runCli, useStandaloneServer } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

const config = mkdtempSync(join(tmpdir(), 'hookmock-config-'));
const clis: CliProcess[] = [];
let receiver: Awaited<ReturnType<typeof listen>>;
let slow: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  receiver = await listen((_req, res) => res.writeHead(200).end('ok'));
  slow = await listen((_req, res) => void setTimeout(() => res.writeHead(200).end('late'), 1200));
});
afterAll(async () => {
  await Promise.all(clis.map((c) => c.stop()));
  await Promise.all([receiver.close(), slow.close()]);
  rmSync(config, { recursive: true, force: true });
});

function cli(args: string[], env: Record<string, string> = {}): CliProcess {
  const started = runCli(args, { XDG_CONFIG_HOME: config, ...env });
  clis.push(started);
  return started;
}

const post = (url: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
  fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
const hookIds = async (api: string) =>
  (
    (await (await fetch(`${api}/repos/acme/widgets/hooks`, { headers: AUTH })).json()) as { id: number }[]
  ).map((h) => h.id);

describe('listen --events (G9)', () => {
  const server = useStandaloneServer('gitea', { deliver: true });

  it('refuses unknown names before making a hook: exit 2, naming them and the valid ones', async () => {
    const before = await hookIds(server.url);
    const listener = cli([
      'listen',
      '--forward-to',
      `${receiver.url}/x`,
      '--events',
      'pushh,__proto__',
      '--server',
      server.origin,
    ]);
    expect(await listener.exited).toBe(2);
    expect(listener.stderr()).toMatch(
      /unknown events "pushh", "__proto__" for the gitea flavor \(events: .*\bpush\b/,
    );
    expect(await hookIds(server.url)).toEqual(before);
  });
});

describe('listen --server after a reset (G6)', () => {
  const server = useStandaloneServer('gitea', { deliver: true });

  it("neither prints nor deletes a colleague's hook that took its id; registers its own again", async () => {
    const listener = cli(['listen', '--forward-to', `${receiver.url}/mine`, '--server', server.origin]);
    const [, id] = await listener.waitForLine(/hook (\d+) on acme\/widgets/);
    await listener.waitForLine(/^ready:/m);
    // A scenario load, like a reset, restarts the hook ids: the colleague's hook becomes hook 4.
    const hook = (url: string) => ({
      repo: 'acme/widgets',
      active: true,
      events: ['push'],
      config: { url, content_type: 'json' },
    });
    const scenario = {
      users: [{ login: 'alice', token: 'demo' }],
      orgs: [{ name: 'acme', owners: ['alice'] }],
      repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
      hooks: [
        ...['a', 'b', 'c'].map((n) => hook(`http://127.0.0.1:9/${n}`)),
        hook(`${receiver.url}/colleague`),
      ],
    };
    expect((await post(`${server.origin}/__hookmock/scenario`, scenario)).status).toBe(204);
    const theirs = 4;
    expect(String(theirs)).toBe(id);
    await listener.waitForLine(
      /hook \d+ is gone \(the server was reset\?\); registered hook (\d+) in its place/,
    );
    await (await post(`${server.origin}/__hookmock/events`, { event: 'push', repo: 'acme/widgets' })).text();
    await listener.waitForLine(/#\d+ push → hook \d+ POST \S+\/mine guid \S+: delivered 200/);
    listener.child.kill('SIGINT');
    expect(await listener.exited).toBe(0);
    expect(listener.stdout()).not.toContain('/colleague');
    expect(await hookIds(server.url)).toContain(theirs);
  });
});

describe('listen on Ctrl-C (G5)', () => {
  it('waits for the delivery in flight and prints its outcome', async () => {
    const listener = cli(['listen', '--forward-to', `${slow.url}/hook`, '--flavor', 'gitea', '--port', '0']);
    const [, api] = await listener.waitForLine(/hookmock listening on (\S+)/);
    await listener.waitForLine(/^ready:/m);
    const origin = new URL(api ?? '').origin;
    await (await post(`${origin}/__hookmock/events`, { event: 'push', repo: 'acme/widgets' })).text();
    await new Promise((resolve) => setTimeout(resolve, 300));
    listener.child.kill('SIGINT');
    expect(await listener.exited).toBe(0);
    expect(listener.stdout()).toMatch(/#1 push → hook 1 POST \S+ guid \S+: delivered 200 in [\d.]+ ms/);
  });
});

describe("listen's default secret (G7)", () => {
  it('is stable per URL for a user, not the public hash of the URL, its key kept mode 0600', async () => {
    const url = 'http://localhost:3000/webhook';
    const args = ['listen', '--print-secret', '--forward-to', url];
    const first = cli(args);
    const again = cli(args);
    expect([await first.exited, await again.exited]).toEqual([0, 0]);
    const secret = first.stdout().trim();
    expect(secret).toMatch(/^hm_[0-9a-f]{32}$/);
    expect(again.stdout().trim()).toBe(secret);
    const derived = createHash('sha256').update(`hookmock listen ${url}`).digest('hex').slice(0, 32);
    expect(secret).not.toBe(`hm_${derived}`);
    expect(statSync(join(config, 'hookmock', 'listen-key')).mode & 0o777).toBe(0o600);
    const elsewhere = mkdtempSync(join(tmpdir(), 'hookmock-other-'));
    try {
      const other = cli(args, { XDG_CONFIG_HOME: elsewhere });
      expect(await other.exited).toBe(0);
      expect(other.stdout().trim()).not.toBe(secret);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe("listen's own server (issue 32 item 5)", () => {
  it('starts from the empty scenario: its hook is the only one', async () => {
    const listener = cli([
      'listen',
      '--forward-to',
      `${receiver.url}/hook`,
      '--flavor',
      'gitea',
      '--port',
      '0',
    ]);
    const [, api] = await listener.waitForLine(/hookmock listening on (\S+)/);
    await listener.waitForLine(/^ready:/m);
    expect(await hookIds(api ?? '')).toEqual([1]);
    expect(listener.stdout()).toMatch(/^hook 1 on acme\/widgets \(push\) →/m);
    listener.child.kill('SIGINT');
    expect(await listener.exited).toBe(0);
  });

  it("delivers to the receiver's origin only, not to another port of its host (security review 4, note)", async () => {
    const hits: string[] = [];
    const other = await listen((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200).end();
    });
    try {
      const listener = cli([
        'listen',
        '--forward-to',
        `${receiver.url}/hook`,
        '--flavor',
        'gitea',
        '--port',
        '0',
      ]);
      const [, api] = await listener.waitForLine(/hookmock listening on (\S+)/);
      await listener.waitForLine(/^ready:/m);
      const made = await post(`${api}/repos/acme/widgets/hooks`, {
        type: 'gitea',
        active: true,
        events: ['push'],
        config: { url: `${other.url}/elsewhere`, content_type: 'json' },
      });
      expect(made.status).toBe(201);
      const origin = new URL(api ?? '').origin;
      await (await post(`${origin}/__hookmock/events`, { event: 'push', repo: 'acme/widgets' })).text();
      await listener.waitForLine(/#\d+ push → hook 1 POST \S+\/hook guid \S+: delivered 200/);
      const log = (await (await fetch(`${origin}/__hookmock/deliveries`)).json()) as {
        url: string;
        delivery: { status: string; error?: string; reason?: string };
      }[];
      const elsewhere = log.find((d) => d.url.endsWith('/elsewhere'));
      expect(elsewhere?.delivery.status).not.toBe('delivered');
      expect(hits).toEqual([]);
      listener.child.kill('SIGINT');
      expect(await listener.exited).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('says a port in use as serve does, exit 1', async () => {
    const busy = await listen((_req, res) => res.end());
    try {
      const listener = cli(['listen', '--forward-to', `${receiver.url}/hook`, '--port', String(busy.port)]);
      expect(await listener.exited).toBe(1);
      expect(listener.stderr().trim()).toBe(
        `hookmock: port ${busy.port} is already in use on 127.0.0.1 (choose another with --port, or --port 0)`,
      );
    } finally {
      await busy.close();
    }
  });

  it('--help says where the default secret comes from', async () => {
    const help = cli(['listen', '--help']);
    expect(await help.exited).toBe(0);
    expect(help.stdout().replace(/\s+/g, ' ')).toContain(
      'random key kept for you in ~/.config/hookmock/listen-key',
    );
  });
});
