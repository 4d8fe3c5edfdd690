/**
 * `hookmock listen` and `hookmock check-receiver` (issue 20 items 4 and 7) as child processes
 * against receivers on 127.0.0.1. listen: serves (or uses --server), registers a hook aimed at
 * the receiver, prints one line per delivery with its outcome, removes its hook from a --server
 * on SIGINT/SIGTERM; --print-secret prints a stable secret for CI. check-receiver: a correct
 * receiver passes every case (exit 0), one that skips signature checks fails the two signature
 * cases (exit 1).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../support/msw.js';
import { correctReceiver, nodeHandler, sloppyReceiver } from '../support/receivers.js';
import { AUTH, listen, readBody, runCli, useStandaloneServer } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

interface Seen {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
const seen: Seen[] = [];
let receiver: Awaited<ReturnType<typeof listen>>;
let correct: Awaited<ReturnType<typeof listen>>;
let sloppy: Awaited<ReturnType<typeof listen>>;
const clis: CliProcess[] = [];
beforeAll(async () => {
  receiver = await listen(async (req, res) => {
    seen.push({ headers: req.headers, body: await readBody(req) });
    res.writeHead(202).end('thanks');
  });
  correct = await listen(nodeHandler(correctReceiver('s3cret').receive));
  sloppy = await listen(nodeHandler(sloppyReceiver));
});
afterAll(async () => {
  await Promise.all(clis.map((cli) => cli.stop()));
  await Promise.all([receiver.close(), correct.close(), sloppy.close()]);
});

// listen keeps its key under the config folder: a throwaway one, never the user's.
const config = mkdtempSync(join(tmpdir(), 'hookmock-config-'));
afterAll(() => rmSync(config, { recursive: true, force: true }));

function cli(args: string[]): CliProcess {
  const started = runCli(args, { XDG_CONFIG_HOME: config });
  clis.push(started);
  return started;
}

const emit = (origin: string, event: string) =>
  fetch(`${origin}/__hookmock/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ event, repo: 'acme/widgets' }),
  }).then((res) => res.json());

describe('hookmock listen', () => {
  it('serves, registers a hook aimed at the app and prints each delivery with its outcome', async () => {
    seen.length = 0;
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
    const [, secret] = await listener.waitForLine(/secret (\S+)/);
    const origin = new URL(api ?? '').origin;
    await emit(origin, 'push');
    await emit(origin, 'issues'); // not subscribed (default --events push): nothing sent, nothing printed
    const [line] = await listener.waitForLine(
      /#\d+ push → hook \d+ POST \S+ guid \S+: delivered 202 in [\d.]+ ms/,
    );
    expect(line).toContain(`${receiver.url}/hook`);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['x-gitea-signature']).toBe(hmacHex('sha256', secret ?? '', seen[0]?.body ?? ''));
    listener.child.kill('SIGINT');
    expect(await listener.exited).toBe(0);
    expect(listener.stdout()).not.toMatch(/issues/);
  });

  it("registers the hook through the flavor's own API: GitHub's at /api/v3", async () => {
    const listener = cli([
      'listen',
      '--forward-to',
      `${receiver.url}/gh`,
      '--flavor',
      'github',
      '--port',
      '0',
    ]);
    const [, api] = await listener.waitForLine(/hookmock listening on (\S+)/);
    expect(api).toMatch(/\/api\/v3$/);
    await listener.waitForLine(/hook \d+ on acme\/widgets \(push\)/);
    await emit(new URL(api ?? '').origin, 'push');
    await listener.waitForLine(/#\d+ push → hook \d+ POST \S+\/gh guid \S+: delivered 202/);
    listener.child.kill('SIGINT');
    expect(await listener.exited).toBe(0);
  });

  it('--print-secret prints the same secret on every run, alone, and exits', async () => {
    const args = ['listen', '--forward-to', `${receiver.url}/hook`, '--print-secret'];
    const first = cli(args);
    const second = cli(args);
    expect([await first.exited, await second.exited]).toEqual([0, 0]);
    expect(first.stdout()).toMatch(/^hm_[0-9a-f]{32}\n$/);
    expect(second.stdout()).toBe(first.stdout());
  });

  describe('with --server', () => {
    const server = useStandaloneServer('forgejo', { deliver: true });

    it('uses the server (its flavor read from it) and removes its hook on SIGTERM', async () => {
      const listener = cli([
        'listen',
        '--forward-to',
        `${receiver.url}/forgejo`,
        '--server',
        server.origin,
        '--events',
        'push,issues',
        '--secret',
        'given',
      ]);
      // The events as the server stored them: forgejo's `issues` group switches on its members.
      const [, hookId] = await listener.waitForLine(
        /hook (\d+) on acme\/widgets \(push, issues, issue_assign, issue_label, issue_milestone, issue_comment\)/,
      );
      await emit(server.origin, 'issues');
      await listener.waitForLine(/#\d+ issues\/opened → hook \d+ POST \S+ guid \S+: delivered 202/);
      const hooks = () =>
        fetch(`${server.url}/repos/acme/widgets/hooks`, { headers: AUTH })
          .then((res) => res.json())
          .then((list: { id: number; type: string }[]) => list.filter((h) => String(h.id) === hookId));
      expect(await hooks()).toMatchObject([{ type: 'forgejo' }]);
      listener.child.kill('SIGTERM');
      expect(await listener.exited).toBe(0);
      expect(listener.stdout()).toMatch(/removed the hook/);
      expect(await hooks()).toEqual([]);
    });
  });

  it('refuses a missing or bad --forward-to as a usage error', async () => {
    const missing = cli(['listen']);
    const bad = cli(['listen', '--forward-to', 'ftp://x']);
    expect([await missing.exited, await bad.exited]).toEqual([2, 2]);
    expect(missing.stderr()).toMatch(/missing --forward-to URL/);
    expect(bad.stderr()).toMatch(/--forward-to must be an http\(s\) URL/);
  });
});

describe('hookmock check-receiver', () => {
  it('passes a correct receiver on every case: one line each, a summary, exit 0', async () => {
    const check = cli(['check-receiver', `${correct.url}/hook`, '--secret', 's3cret', '--flavor', 'gitea']);
    expect(await check.exited, check.stderr()).toBe(0);
    const lines = check.stdout().trim().split('\n');
    expect(lines).toHaveLength(9);
    expect(lines.slice(0, 8).every((line) => line.startsWith('✓ '))).toBe(true);
    expect(lines[3]).toMatch(/redelivery .*expected 2xx, got 200 .*the same as valid's/);
    expect(lines[8]).toMatch(/^gitea receiver check of \S+: 8 cases, 8 passed; every case passed$/);
  });

  it('fails a receiver that skips signature checks on the signature cases, exit 1; --json', async () => {
    const check = cli(['check-receiver', `${sloppy.url}/hook`, '--secret', 's', '--flavor', 'gitea']);
    expect(await check.exited).toBe(1);
    const failed = check
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('✗'));
    expect(failed.map((line) => line.split(/\s+/)[1])).toEqual(['bad-signature', 'missing-signature']);
    expect(failed[0]).toMatch(/expected 4xx, got 200 .* — a body signed with another secret/);
    const json = cli([
      'check-receiver',
      `${sloppy.url}/hook`,
      '--secret',
      's',
      '--flavor',
      'gitea',
      '--json',
    ]);
    expect(await json.exited).toBe(1);
    expect(JSON.parse(json.stdout())).toMatchObject({ ok: false, passed: 6, failed: 2 });
  });

  it('needs --secret (usage error, exit 2)', async () => {
    const check = cli(['check-receiver', `${correct.url}/hook`]);
    expect(await check.exited).toBe(2);
    expect(check.stderr()).toMatch(/missing --secret/);
  });
});
