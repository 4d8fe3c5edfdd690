// `hookmock emit` against a running server: one line per hook (each delivery with its outcome,
// each hook left out with why; issue 20 item 6), --wait for outcomes, --json for the whole
// answer, --payload merged, errors on one line with the right exit code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { useStandaloneServer } from '../support/server.js';

const server = useStandaloneServer('gitea');
let origin: string;
beforeAll(async () => {
  origin = new URL(server.url).origin;
});
beforeEach(() => server.mock.reset());

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(['emit', ...args], { out: (l) => out.push(l), err: (l) => err.push(l), env: {} });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('hookmock emit', () => {
  it('fires the event and prints one line per delivery, not the records', async () => {
    const { code, out } = await cli('push', '--repo', 'acme/widgets', '--server', origin);
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      expect.stringMatching(
        /^#1 push → hook 1 POST \S+ guid [0-9a-f-]+: recorded \(not sent: the server runs without --deliver\)$/,
      ),
      'push ✗ hook 2 gitea https://deploy.example.test/releases: not fired — the hook is inactive',
      'push ✗ hook 3 gitea https://audit.example.test/in: not fired — the hook is not subscribed to push events',
    ]);
    expect(server.mock.deliveries.all()).toHaveLength(1);
  });

  it('says so when the repository and its org have no hook at all', async () => {
    // alice/dotfiles: a user's repository, with no hook and no org.
    expect(await cli('push', '--repo', 'alice/dotfiles', '--server', origin)).toEqual({
      code: 0,
      out: 'no hook of alice/dotfiles or its org',
      err: '',
    });
    expect(server.mock.deliveries.all()).toEqual([]);
  });

  it('merges --payload over the generated payload and passes --action and --sender', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hookmock-emit-'));
    const file = join(dir, 'payload.json');
    writeFileSync(file, JSON.stringify({ pull_request: { title: 'From the CLI' } }));
    const { code, out } = await cli(
      'pull_request',
      '--repo',
      'acme/widgets',
      '--action',
      'closed',
      '--sender',
      'bob',
      '--payload',
      file,
      '--server',
      origin,
      '--json',
    ).finally(() => rmSync(dir, { recursive: true, force: true }));
    expect(code).toBe(0);
    const [d] = (JSON.parse(out) as { deliveries: { body: string }[] }).deliveries;
    expect(JSON.parse(d?.body ?? '')).toMatchObject({
      action: 'closed',
      pull_request: { title: 'From the CLI' },
      sender: { login: 'bob' },
    });
  });

  it('explains bad input and unreachable servers', async () => {
    expect(await cli('push', '--server', origin)).toMatchObject({
      code: 2,
      err: expect.stringMatching(/exactly one of --repo and --org/),
    });
    expect(await cli('--repo', 'acme/widgets')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/missing EVENT/),
    });
    expect(await cli('nope', '--repo', 'acme/widgets', '--server', origin)).toMatchObject({
      code: 1,
      err: expect.stringMatching(/answered 400: unknown event "nope".*accepted: push/),
    });
    expect(await cli('push', '--repo', 'acme/widgets', '--server', 'http://127.0.0.1:1')).toMatchObject({
      code: 1,
      err: expect.stringMatching(/cannot reach a hookmock server at http:\/\/127\.0\.0\.1:1/),
    });
  });
});

describe('hookmock emit explains the hooks that did not fire', () => {
  const withHooks = useStandaloneServer('gitea', {
    deliver: true,
    scenario: {
      users: [{ login: 'alice', token: 'demo' }],
      orgs: [{ name: 'acme', owners: ['alice'] }],
      repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
      hooks: [
        {
          repo: 'acme/widgets',
          active: true,
          events: ['push'],
          config: { url: 'http://127.0.0.1:1/down', content_type: 'json' },
        },
        {
          repo: 'acme/widgets',
          active: false,
          events: ['push'],
          config: { url: 'http://127.0.0.1:1/off', content_type: 'json' },
        },
        {
          repo: 'acme/widgets',
          active: true,
          events: ['push'],
          branch_filter: 'dev',
          config: { url: 'http://127.0.0.1:1/dev', content_type: 'json' },
        },
        {
          org: 'acme',
          active: true,
          events: ['issues'],
          config: { url: 'http://127.0.0.1:1/org', content_type: 'json' },
        },
      ],
    },
  });

  it('one line per hook; --wait prints the settled outcome', async () => {
    const { code, out } = await cli('push', '--repo', 'acme/widgets', '--wait', '--server', withHooks.origin);
    // The delivery it waited for failed (nothing listens on port 1): exit 1, as `send` (issue 45 item 9).
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(
      /^#\d+ push → hook 1 POST http:\/\/127\.0\.0\.1:1\/down guid \S+: failed in [\d.]+ ms: /,
    );
    expect(lines.slice(1)).toEqual([
      'push ✗ hook 2 gitea http://127.0.0.1:1/off: not fired — the hook is inactive',
      'push ✗ hook 3 gitea http://127.0.0.1:1/dev: not fired — ref "refs/heads/main" does not match the hook\'s branch filter "dev"',
      'push ✗ hook 4 gitea http://127.0.0.1:1/org: not fired — the hook is not subscribed to push events',
    ]);
  });

  it('POST /__hookmock/events counts them in X-Not-Fired-Count and lists them with ?explain', async () => {
    const post = (query: string) =>
      fetch(`${withHooks.origin}/__hookmock/events${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'issues', repo: 'acme/widgets' }),
      });
    const plain = await post('');
    expect(plain.headers.get('x-not-fired-count')).toBe('3');
    expect(Array.isArray(await plain.json())).toBe(true);
    const explained = (await (await post('?explain')).json()) as {
      deliveries: { hookId: number }[];
      notFired: { hookId: number; code: string }[];
      total: number;
    };
    expect(explained.deliveries.map((d) => d.hookId)).toEqual([4]);
    expect(explained.notFired.map((n) => [n.hookId, n.code])).toEqual([
      [1, 'not-subscribed'],
      [2, 'inactive'],
      [3, 'not-subscribed'],
    ]);
    expect(explained.total).toBe(1);
  });
});
