/**
 * `hookmock send`, `listen` and `check-receiver` with `--flavor gitlab`, as child processes
 * against receivers on 127.0.0.1: `--secret` is the hook token (`X-Gitlab-Token`),
 * `--signing-token whsec_…` adds the Standard Webhooks headers (checked with the npm
 * `standardwebhooks` package against the wall clock), and check-receiver fails a receiver that
 * ignores `X-Gitlab-Token` — and, with a signing token, one that ignores the signature.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifySignature } from '../../src/verify/index.js';
import { nodeHandler, sloppyReceiver } from '../support/receivers.js';
import type { Receive } from '../support/receivers.js';
import { listen, readBody, runCli } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

const SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;

interface Seen {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
const seen: Seen[] = [];
const clis: CliProcess[] = [];
let receiver: Awaited<ReturnType<typeof listen>>;
let tokenChecking: Awaited<ReturnType<typeof listen>>;
let signatureChecking: Awaited<ReturnType<typeof listen>>;
let sloppy: Awaited<ReturnType<typeof listen>>;

/** A GitLab receiver: checks the token, and the signature when it has a signing token. */
function gitlabReceiver(token: string, signingToken?: string): Receive {
  const acted = new Set<string>();
  return async (get, body) => {
    const headers: Record<string, string> = {};
    for (const name of ['x-gitlab-token', 'webhook-id', 'webhook-timestamp', 'webhook-signature'])
      if (get(name)) headers[name] = String(get(name));
    if (!(await verifySignature(token, body, headers))) return { status: 401, body: 'bad token' };
    if (signingToken) {
      try {
        new Webhook(signingToken).verify(body, headers);
      } catch {
        return { status: 401, body: 'bad signature' };
      }
    }
    const key = String(get('idempotency-key'));
    if (acted.has(key)) return { status: 200, body: 'already done' };
    acted.add(key);
    return { status: 202, body: 'queued' };
  };
}

beforeAll(async () => {
  receiver = await listen(async (req, res) => {
    seen.push({ headers: req.headers, body: await readBody(req) });
    res.writeHead(202).end('thanks');
  });
  tokenChecking = await listen(nodeHandler(gitlabReceiver('tok')));
  signatureChecking = await listen(nodeHandler(gitlabReceiver('tok', SECRET)));
  sloppy = await listen(nodeHandler(sloppyReceiver));
});
afterAll(async () => {
  await Promise.all(clis.map((cli) => cli.stop()));
  await Promise.all([receiver, tokenChecking, signatureChecking, sloppy].map((r) => r.close()));
});
beforeEach(() => {
  seen.length = 0;
});

// listen keeps its key under the config folder: a throwaway one, never the user's.
const config = mkdtempSync(join(tmpdir(), 'hookmock-config-'));
afterAll(() => rmSync(config, { recursive: true, force: true }));

function cli(args: string[]): CliProcess {
  const started = runCli(args, { XDG_CONFIG_HOME: config });
  clis.push(started);
  return started;
}

/** The Standard Webhooks headers a request carried, and whether standardwebhooks verifies them now. */
function standardVerified(got: Seen | undefined): boolean {
  const h = got?.headers ?? {};
  const headers = {
    'webhook-id': String(h['webhook-id']),
    'webhook-timestamp': String(h['webhook-timestamp']),
    'webhook-signature': String(h['webhook-signature']),
  };
  try {
    new Webhook(SECRET).verify(got?.body ?? '', headers);
    return true;
  } catch {
    return false;
  }
}

describe('hookmock send --flavor gitlab', () => {
  it('sends the token as X-Gitlab-Token and signs with --signing-token (verified on the wall clock)', async () => {
    const send = cli([
      'send',
      'push',
      '--to',
      `${receiver.url}/gl`,
      '--flavor',
      'gitlab',
      '--secret',
      'tok',
      '--signing-token',
      SECRET,
    ]);
    expect(await send.exited, send.stderr()).toBe(0);
    expect(send.stdout()).toMatch(/^delivered 202 in [\d.]+ ms — push POST \S+\/gl guid \S+\n$/);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers).toMatchObject({ 'x-gitlab-event': 'Push Hook', 'x-gitlab-token': 'tok' });
    expect(seen[0]?.headers['webhook-id']).toBe(seen[0]?.headers['idempotency-key']);
    expect(standardVerified(seen[0])).toBe(true);
  });

  it('refuses --signing-token for a flavor without one, and one that is not whsec_ (usage errors)', async () => {
    const gitea = cli(['send', 'push', '--to', receiver.url, '--flavor', 'gitea', '--signing-token', SECRET]);
    const bad = cli(['send', 'push', '--to', receiver.url, '--flavor', 'gitlab', '--signing-token', 'nope']);
    expect([await gitea.exited, await bad.exited]).toEqual([2, 2]);
    expect(gitea.stderr()).toMatch(
      /--signing-token is for the flavors whose hooks sign with one \(gitlab\), not gitea/,
    );
    expect(bad.stderr()).toMatch(/--signing-token must be whsec_ followed by a base64 key/);
    expect(seen).toEqual([]);
  });
});

describe('hookmock listen --flavor gitlab', () => {
  it("registers a GitLab hook through GitLab's API and prints its deliveries", async () => {
    const listener = cli([
      'listen',
      '--forward-to',
      `${receiver.url}/listen`,
      '--flavor',
      'gitlab',
      '--port',
      '0',
      '--secret',
      'tok',
      '--signing-token',
      SECRET,
      '--events',
      'push,issues',
    ]);
    const [, api] = await listener.waitForLine(/hookmock listening on (\S+)/);
    expect(api).toMatch(/\/api\/v4$/);
    const [, hookId] = await listener.waitForLine(
      /hook (\d+) on acme\/widgets \(push_events, issues_events\)/,
    );
    await listener.waitForLine(/signing token whsec_/);
    const origin = new URL(api ?? '').origin;
    const hook = await fetch(`${api}/projects/acme%2Fwidgets/hooks/${hookId}`, {
      headers: { 'PRIVATE-TOKEN': 'demo' },
    }).then((res) => res.json());
    expect(hook).toMatchObject({ url: `${receiver.url}/listen`, push_events: true, issues_events: true });
    expect(hook).not.toHaveProperty('token');
    await fetch(`${origin}/__hookmock/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'issue', repo: 'acme/widgets' }),
    });
    await listener.waitForLine(/#\d+ issue\/open → hook \d+ POST \S+\/listen guid \S+: delivered 202/);
    expect(seen[0]?.headers).toMatchObject({ 'x-gitlab-event': 'Issue Hook', 'x-gitlab-token': 'tok' });
    // listen's own server runs on the empty scenario's clock: checked at that time.
    const at = Number(seen[0]?.headers['webhook-timestamp']) * 1000;
    expect(await verifySignature(SECRET, seen[0]?.body ?? '', new Headers(flat(seen[0])), { now: at })).toBe(
      true,
    );
    listener.child.kill('SIGINT');
    expect(await listener.exited).toBe(0);
  });
});

describe('hookmock check-receiver --flavor gitlab', () => {
  it('passes a receiver that checks the token: 7 cases (no form body), exit 0', async () => {
    const check = cli([
      'check-receiver',
      `${tokenChecking.url}/hook`,
      '--secret',
      'tok',
      '--flavor',
      'gitlab',
    ]);
    expect(await check.exited, check.stdout() + check.stderr()).toBe(0);
    const lines = check.stdout().trim().split('\n');
    expect(lines.map((line) => line.split(/\s+/)[1])).toEqual([
      'valid',
      'bad-signature',
      'missing-signature',
      'redelivery',
      'unknown-event',
      'large-body',
      'in-time',
      'receiver',
    ]);
    expect(lines.at(-1)).toMatch(/^gitlab receiver check of \S+: 7 cases, 7 passed; every case passed$/);
  });

  it('fails a receiver that ignores X-Gitlab-Token on the wrong and the missing token, exit 1', async () => {
    const check = cli([
      'check-receiver',
      `${sloppy.url}/hook`,
      '--secret',
      'tok',
      '--flavor',
      'gitlab',
      '--json',
    ]);
    expect(await check.exited).toBe(1);
    const report = JSON.parse(check.stdout()) as { cases: { name: string; ok: boolean }[] };
    expect(report.cases.filter((c) => !c.ok).map((c) => c.name)).toEqual([
      'bad-signature',
      'missing-signature',
    ]);
  });

  it('with --signing-token, fails a receiver that checks only the token (the signature, the 5-minute window, a replay), and passes one that checks both', async () => {
    const args = (url: string) => ['check-receiver', url, '--secret', 'tok', '--signing-token', SECRET];
    const tokenOnly = cli([...args(`${tokenChecking.url}/hook`), '--flavor', 'gitlab', '--json']);
    expect(await tokenOnly.exited).toBe(1);
    const report = JSON.parse(tokenOnly.stdout()) as { cases: { name: string; ok: boolean }[] };
    expect(report.cases.filter((c) => !c.ok).map((c) => c.name)).toEqual([
      'bad-signature',
      'stale-timestamp',
      'replayed-signature',
    ]);
    const both = cli([...args(`${signatureChecking.url}/hook`), '--flavor', 'gitlab']);
    expect(await both.exited, both.stdout()).toBe(0);
  });
});

/** A received request's headers as plain strings. */
function flat(got: Seen | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(got?.headers ?? {}).map(([k, v]) => [k, String(v)]));
}
