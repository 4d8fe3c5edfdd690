/**
 * The CLI with `--flavor bitbucket-dc`, as child processes against receivers on 127.0.0.1:
 * `serve` prints its /rest/api/latest URL and @coderabbitai/bitbucket lists hooks there; `send`
 * signs with `--secret` as `X-Hub-Signature: sha256=…`; `check-receiver` passes a receiver that
 * verifies the signature and fails one that skips it; `listen` registers its hook through Data
 * Center's API and prints the deliveries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBitbucketServerClient } from '@coderabbitai/bitbucket/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifySignature } from '../../src/verify/index.js';
import { listen, readBody, runCli } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

interface Seen {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
const seen: Seen[] = [];
const clis: CliProcess[] = [];
let receiver: Awaited<ReturnType<typeof listen>>;
let checking: Awaited<ReturnType<typeof listen>>;
let sloppy: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  receiver = await listen(async (req, res) => {
    seen.push({ headers: req.headers, body: await readBody(req) });
    res.writeHead(202).end('thanks');
  });
  // A Data Center receiver: the signature first, then the event key.
  checking = await listen(async (req, res) => {
    const body = await readBody(req);
    if (!(await verifySignature('tok', body, req.headers)))
      return void res.writeHead(401).end('bad signature');
    const key = String(req.headers['x-event-key']);
    res.writeHead(/^(repo|pr|diagnostics):/.test(key) ? 200 : 202).end('ok');
  });
  // Takes anything: it never looks at X-Hub-Signature.
  sloppy = await listen(async (req, res) => {
    await readBody(req);
    res.writeHead(200).end('ok');
  });
});
afterAll(async () => {
  await Promise.all(clis.map((cli) => cli.stop()));
  await Promise.all([receiver, checking, sloppy].map((r) => r.close()));
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

describe('hookmock serve --flavor bitbucket-dc', () => {
  it('prints its /rest/api/latest URL; @coderabbitai/bitbucket lists hooks at /rest', async () => {
    const serve = cli(['serve', '--flavor', 'bitbucket-dc', '--port', '0']);
    const [, url = ''] = await serve.waitForLine(
      /^hookmock listening on (http:\/\/127\.0\.0\.1:\d+\/rest\/api\/latest)$/m,
    );
    const bb = createBitbucketServerClient({
      baseUrl: url.replace(/\/api\/latest$/, ''),
      headers: { Authorization: 'Bearer demo' },
    });
    const page = await bb.GET('/api/latest/projects/{projectKey}/repos/{repositorySlug}/webhooks', {
      params: { path: { projectKey: 'ACME', repositorySlug: 'widgets' } },
    });
    expect(page.data).toMatchObject({ size: 2, isLastPage: true, start: 0, limit: 25 });
    expect(serve.stdout()).toContain('flavor: bitbucket-dc');
    await serve.stop();
  });
});

describe('hookmock send --flavor bitbucket-dc', () => {
  it('sends repo:refs_changed signed as X-Hub-Signature: sha256=…', async () => {
    const send = cli([
      'send',
      'repo:refs_changed',
      '--to',
      `${receiver.url}/s`,
      '--flavor',
      'bitbucket-dc',
      '--secret',
      'tok',
    ]);
    expect(await send.exited, send.stderr()).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['x-event-key']).toBe('repo:refs_changed');
    expect(String(seen[0]?.headers['x-hub-signature'])).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(await verifySignature('tok', seen[0]?.body ?? '', seen[0]?.headers ?? {})).toBe(true);
  });
});

describe('hookmock check-receiver --flavor bitbucket-dc', () => {
  it('passes a receiver that verifies X-Hub-Signature: 7 cases, exit 0', async () => {
    const check = cli([
      'check-receiver',
      `${checking.url}/hook`,
      '--secret',
      'tok',
      '--flavor',
      'bitbucket-dc',
    ]);
    expect(await check.exited, check.stdout() + check.stderr()).toBe(0);
    expect(check.stdout().trim().split('\n').at(-1)).toMatch(
      /^bitbucket-dc receiver check of \S+: 7 cases, 7 passed; every case passed$/,
    );
  });

  it('fails a receiver that skips the signature, exit 1', async () => {
    const check = cli([
      'check-receiver',
      `${sloppy.url}/hook`,
      '--secret',
      'tok',
      '--flavor',
      'bitbucket-dc',
      '--json',
    ]);
    expect(await check.exited).toBe(1);
    const report = JSON.parse(check.stdout()) as { cases: { name: string; ok: boolean }[] };
    expect(report.cases.filter((c) => !c.ok).map((c) => c.name)).toEqual([
      'bad-signature',
      'missing-signature',
    ]);
  });
});

describe('hookmock listen --flavor bitbucket-dc', () => {
  it("registers a webhook through Data Center's API and prints its deliveries", async () => {
    const listener = cli([
      'listen',
      '--forward-to',
      `${receiver.url}/listen`,
      '--flavor',
      'bitbucket-dc',
      '--port',
      '0',
      '--secret',
      'tok',
      '--events',
      'push,pull_request',
    ]);
    const [, api = ''] = await listener.waitForLine(/hookmock listening on (\S+)/);
    expect(api).toMatch(/\/rest\/api\/latest$/);
    const [, hookId] = await listener.waitForLine(
      /hook (\d+) on acme\/widgets \(repo:refs_changed, pr:opened/,
    );
    const hook = await fetch(`${api}/projects/ACME/repos/widgets/webhooks/${hookId}`, {
      headers: { Authorization: 'Bearer demo' },
    }).then((res) => res.json());
    expect(hook).toMatchObject({ url: `${receiver.url}/listen`, configuration: { secret: 'tok' } });
    await fetch(`${new URL(api).origin}/__hookmock/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'pr:opened', repo: 'acme/widgets' }),
    });
    await listener.waitForLine(/#\d+ pr:opened → hook \d+ POST \S+\/listen guid \S+: delivered 202/);
    expect(seen[0]?.headers['x-event-key']).toBe('pr:opened');
    expect(await verifySignature('tok', seen[0]?.body ?? '', seen[0]?.headers ?? {})).toBe(true);
    listener.child.kill('SIGINT');
    expect(await listener.exited).toBe(0);
  });
});
