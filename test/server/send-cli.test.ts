/**
 * `hookmock send EVENT --to URL` (issue 20 item 3), as a child process against receivers on
 * 127.0.0.1: one signed delivery of a generated event, no server and no hook; one line with the
 * outcome; exit 0 on a 2xx answer, 1 otherwise, 2 on a usage error.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hmacHex } from '../support/msw.js';
import { listen, readBody, runCli } from '../support/server.js';

interface Seen {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const seen: Seen[] = [];
let answer = 200;
let receiver: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  receiver = await listen(async (req, res) => {
    seen.push({ headers: req.headers, body: await readBody(req) });
    res.writeHead(answer).end();
  });
});
afterAll(() => receiver.close());
beforeEach(() => {
  seen.length = 0;
  answer = 200;
});

describe('hookmock send', () => {
  it('sends one signed delivery of the event and prints its outcome; exit 0 on 2xx', async () => {
    const cli = runCli([
      'send',
      'pull_request',
      '--to',
      `${receiver.url}/hook`,
      '--secret',
      's3',
      '--flavor',
      'gitea',
      '--action',
      'closed',
    ]);
    expect(await cli.exited, cli.stderr()).toBe(0);
    expect(seen).toHaveLength(1);
    const [got] = seen;
    expect(got?.headers['x-gitea-event']).toBe('pull_request');
    expect(got?.headers['x-gitea-signature']).toBe(hmacHex('sha256', 's3', got?.body ?? ''));
    expect(JSON.parse(got?.body ?? '{}')).toMatchObject({
      action: 'closed',
      repository: { full_name: 'acme/widgets' },
    });
    const guid = String(got?.headers['x-gitea-delivery']);
    expect(cli.stdout()).toMatch(
      new RegExp(
        `^delivered 200 in [\\d.]+ ms — pull_request/closed POST ${receiver.url}/hook guid ${guid}\\n$`,
      ),
    );
  });

  it('exit 1 when the receiver refuses it; every send has a GUID of its own', async () => {
    answer = 401;
    const first = runCli(['send', 'push', '--to', `${receiver.url}/hook`, '--flavor', 'forgejo']);
    const second = runCli(['send', 'push', '--to', `${receiver.url}/hook`, '--flavor', 'forgejo']);
    expect([await first.exited, await second.exited]).toEqual([1, 1]);
    expect(first.stdout()).toMatch(/^failed 401 in [\d.]+ ms: receiver answered 401 — push POST /);
    const guids = seen.map((s) => s.headers['x-forgejo-delivery']);
    expect(guids).toHaveLength(2);
    expect(guids[0]).not.toBe(guids[1]);
  });

  it('usage errors exit 2; an unknown event is exit 1 naming the accepted ones', async () => {
    const missing = runCli(['send', 'push']);
    expect(await missing.exited).toBe(2);
    expect(missing.stderr()).toBe(
      'hookmock: missing --to URL (where the receiver listens) (see hookmock --help)\n',
    );
    const type = runCli([
      'send',
      'push',
      '--to',
      receiver.url,
      '--flavor',
      'gitea',
      '--type',
      'carrier-pigeon',
    ]);
    expect(await type.exited).toBe(2);
    expect(type.stderr()).toMatch(/^hookmock: invalid --type "carrier-pigeon": expected gitea, /);
    const unknown = runCli(['send', 'nope', '--to', receiver.url, '--flavor', 'gitea']);
    expect(await unknown.exited).toBe(1);
    expect(unknown.stderr()).toMatch(
      /^hookmock: unknown event "nope" for the gitea flavor; accepted: push, /,
    );
    expect(seen).toEqual([]);
  });
});
