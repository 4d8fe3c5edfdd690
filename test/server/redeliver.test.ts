/**
 * Redelivery and simulate against a real server and a real receiver on 127.0.0.1 (issue 20 items
 * 1 and 2): the receiver sees the same guid, signature and bytes twice; the control route's 201,
 * 404 and 409; `hookmock redeliver` and `hookmock simulate` as child processes, one line each
 * (simulate's hooks that did not fire too).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import type { Delivery } from '../../src/index.js';
import { hmacHex } from '../support/msw.js';
import { listen, readBody, runCli } from '../support/server.js';

interface Seen {
  guid: string | undefined;
  signature: string | undefined;
  body: string;
}

const seen: Seen[] = [];
let receiver: Awaited<ReturnType<typeof listen>>;
let running: RunningServer;
const control = (path: string, init?: RequestInit) => fetch(`${running.origin}/__hookmock${path}`, init);

beforeAll(async () => {
  receiver = await listen(async (req, res) => {
    const body = await readBody(req);
    const header = (name: string) => [req.headers[name]].flat()[0];
    seen.push({ guid: header('x-gitea-delivery'), signature: header('x-gitea-signature'), body });
    res.writeHead(200).end();
  });
  running = await startServer({ port: 0, quiet: true, flavor: 'gitea', scenario: 'empty', deliver: true });
});
afterAll(async () => {
  await running.close();
  await receiver.close();
});
beforeEach(async () => {
  running.mock.reset();
  seen.length = 0;
  const created = await fetch(`${running.url}/repos/acme/widgets/hooks`, {
    method: 'POST',
    headers: { Authorization: 'token demo', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'gitea',
      active: true,
      events: ['push', 'pull_request'],
      config: { url: `${receiver.url}/hook`, content_type: 'json', secret: 's3' },
    }),
  });
  expect(created.status).toBe(201);
});

const settled = (id: number) =>
  running.mock.deliveries.waitFor((d) => d.id === id && d.delivery.status !== 'pending');

describe('POST /__hookmock/deliveries/{id}/redeliver', () => {
  it('201 with the new delivery; the receiver gets the same guid, signature and bytes again', async () => {
    const [original] = (await running.mock.simulate.push({ repo: 'acme/widgets' })).deliveries;
    if (!original) throw new Error('push made no delivery');
    await settled(original.id);
    const answer = await control(`/deliveries/${original.id}/redeliver`, { method: 'POST' });
    expect(answer.status).toBe(201);
    const again = (await answer.json()) as Delivery;
    expect(again).toMatchObject({ id: original.id + 1, guid: original.guid, redelivery: true });
    const done = await settled(again.id);
    expect(done.delivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(second).toEqual(first);
    expect(first?.guid).toBe(original.guid);
    expect(first?.signature).toBe(hmacHex('sha256', 's3', first?.body ?? ''));
  });

  it('404 { message } for an id the log does not hold or that is no id', async () => {
    for (const [id, message] of [
      ['7', 'no delivery 7 in the log (it holds none)'],
      ['x1', 'no delivery "x1" (ids are 1, 2, 3…)'],
    ]) {
      const answer = await control(`/deliveries/${id}/redeliver`, { method: 'POST' });
      expect([answer.status, await answer.json()]).toEqual([404, { message }]);
    }
    expect(seen).toEqual([]);
  });
});

describe('the CLI, as a child process', () => {
  it('hookmock redeliver ID prints the new delivery, its guid and its outcome on one line', async () => {
    const [original] = (await running.mock.simulate.push({ repo: 'acme/widgets' })).deliveries;
    if (!original) throw new Error('push made no delivery');
    await settled(original.id);
    const cli = runCli(['redeliver', String(original.id), '--server', running.origin]);
    expect(await cli.exited, cli.stderr()).toBe(0);
    expect(cli.stdout()).toMatch(
      new RegExp(
        `^#2 push \\(redelivery\\) → hook 1 POST ${receiver.url}/hook guid ${original.guid}: delivered 200 in [\\d.]+ ms\\n$`,
      ),
    );
    expect(seen.map((s) => s.guid)).toEqual([original.guid, original.guid]);

    const missing = runCli(['redeliver', '9', '--server', running.origin]);
    expect(await missing.exited).toBe(1);
    expect(missing.stderr()).toBe(
      `hookmock: ${running.origin} answered 404: no delivery 9 in the log (it holds ids 1–2)\n`,
    );
  });

  it('hookmock simulate ACTION --repo --set prints what it made, one line per delivery and per hook not fired', async () => {
    const branch = runCli([
      'simulate',
      'createBranch',
      '--repo',
      'acme/widgets',
      '--set',
      'branch=feature',
      '--server',
      running.origin,
    ]);
    expect(await branch.exited, branch.stderr()).toBe(0);
    // The hook hears push and pull_request: the branch's create event names it as not fired.
    expect(branch.stdout().trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^createBranch acme\/widgets, sha [0-9a-f]{10}: 1 delivery$/),
      expect.stringMatching(/^#1 push → hook 1 POST .* guid [0-9a-f-]{36}: delivered 200 in [\d.]+ ms$/),
      `create ✗ hook 1 gitea ${receiver.url}/hook: not fired — the hook is not subscribed to create events`,
    ]);
    const pr = runCli([
      'simulate',
      'openPullRequest',
      '--repo',
      'acme/widgets',
      '--set',
      'head=feature',
      '--set',
      'title="42"',
      '--server',
      running.origin,
    ]);
    expect(await pr.exited, pr.stderr()).toBe(0);
    const lines = pr.stdout().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('openPullRequest acme/widgets, #1: 1 delivery');
    expect(lines[1]).toMatch(
      /^#2 pull_request\/opened → hook 1 POST .* guid [0-9a-f-]{36}: delivered 200 in [\d.]+ ms$/,
    );
    expect(JSON.parse(seen[1]?.body ?? '{}')).toMatchObject({
      action: 'opened',
      pull_request: { title: '42' },
    });

    const bad = runCli([
      'simulate',
      'closeIssue',
      '--repo',
      'acme/widgets',
      '--set',
      'number=x',
      '--server',
      running.origin,
    ]);
    expect(await bad.exited).toBe(1);
    expect(bad.stderr()).toBe(
      `hookmock: ${running.origin} answered 400: "number" must be a positive integer\n`,
    );
    const usage = runCli(['simulate', 'push', '--server', running.origin]);
    expect(await usage.exited).toBe(2);
    expect(usage.stderr()).toBe('hookmock: missing --repo OWNER/NAME (see hookmock --help)\n');
  });
});
