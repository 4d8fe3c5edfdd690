/**
 * `hookmock send EVENT --to URL` (issue 20 item 3), as a child process against receivers on
 * 127.0.0.1: one signed delivery of a generated event, no server and no hook; one line with the
 * outcome; exit 0 on a 2xx answer, 1 otherwise, 2 on a usage error. Any hook type of any flavor:
 * the types whose delivery reads meta get placeholders (`--meta` overrides them) — those as child
 * processes, every type of gitea, forgejo and github through `main`, the function the bin runs.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { FLAVORS } from '../../src/core/flavors/index.js';
import { hmacHex } from '../support/msw.js';
import { listen, readBody, runCli } from '../support/server.js';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const seen: Seen[] = [];
let answer = 200;
let receiver: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  receiver = await listen(async (req, res) => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body: await readBody(req) });
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

/** The requests that reached `/<flavor>/<type>` (matrix appends `/<txnID>` to the hook's URL). */
const at = (path: string) => seen.filter((r) => r.url === path || r.url?.startsWith(`${path}/`));

describe('hookmock send --type: any hook type of any flavor delivers', () => {
  // The types whose requester reads the meta of the products' web forms: without it the product
  // sends nothing, so send gives placeholders.
  const META_CASES = [
    ['gitea', 'discord', (r: Seen) => expect(JSON.parse(r.body)).toMatchObject({ username: 'hookmock' })],
    [
      'gitea',
      'matrix',
      (r: Seen) => {
        expect(r.headers.authorization).toBe('Bearer hookmock-placeholder-token');
        expect(JSON.parse(r.body)).toMatchObject({ msgtype: 'm.notice' });
      },
    ],
    [
      'gitea',
      'packagist',
      (r: Seen) =>
        expect(JSON.parse(r.body)).toEqual({
          repository: { url: 'https://packagist.example.test/packages/acme/widgets' },
        }),
    ],
    [
      'forgejo',
      'sourcehut_builds',
      (r: Seen) =>
        expect(JSON.parse(r.body)).toMatchObject({
          variables: { tags: ['acme/widgets', 'branch/main', '.build.yml'], visibility: 'PRIVATE' },
        }),
    ],
  ] as const;

  it('child processes: the meta types and github get one request each, exit 0', async () => {
    const runs = [
      ...META_CASES.map(([flavor, type]) =>
        runCli([
          'send',
          'push',
          '--to',
          `${receiver.url}/${flavor}/${type}`,
          '--flavor',
          flavor,
          '--type',
          type,
        ]),
      ),
      runCli(['send', 'push', '--to', `${receiver.url}/github/web`, '--flavor', 'github', '--secret', 's3']),
      runCli([
        'send',
        'push',
        '--to',
        `${receiver.url}/forgejo/discord`,
        '--flavor',
        'forgejo',
        '--type',
        'discord',
        '--meta',
        '{"username":"ci"}',
      ]),
    ];
    const codes = await Promise.all(runs.map((cli) => cli.exited));
    expect(codes, runs.map((cli) => cli.stderr()).join('')).toEqual(runs.map(() => 0));
    expect(seen).toHaveLength(runs.length);
    for (const [flavor, type, check] of META_CASES) {
      const got = at(`/${flavor}/${type}`);
      expect(got, `${flavor} ${type}`).toHaveLength(1);
      expect(got[0]?.method).toBe(type === 'matrix' ? 'PUT' : 'POST');
      check(got[0] as Seen);
    }
    const [github] = at('/github/web');
    expect(github?.headers['x-github-event']).toBe('push');
    expect(github?.headers['x-hub-signature-256']).toBe(
      `sha256=${hmacHex('sha256', 's3', github?.body ?? '')}`,
    );
    expect(at('/forgejo/discord').map((r) => JSON.parse(r.body).username)).toEqual(['ci']);
    expect(runs[1]?.stdout()).toMatch(
      new RegExp(`^delivered 200 in [\\d.]+ ms — push PUT ${receiver.url}/gitea/matrix/[0-9a-f]{40} guid `),
    );
    // Ten CLI processes start at once: on a loaded two-core machine that alone can pass the default
    // 20 s, and children left running would then send into the next tests' receiver paths.
  }, 60_000);

  const everyType = (['gitea', 'forgejo', 'github'] as const).flatMap((flavor) =>
    [...FLAVORS[flavor].types].map((type) => [flavor, type] as const),
  );

  it.each(everyType)('%s --type %s: exactly one request, delivered', async (flavor, type) => {
    const out: string[] = [];
    const err: string[] = [];
    const to = `${receiver.url}/${flavor}/${type}`;
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l), env: {} };
    const code = await main(
      ['send', 'push', '--to', to, '--flavor', flavor, '--type', type, '--secret', 's3'],
      io,
    );
    expect(code, err.join('\n')).toBe(0);
    expect(seen).toHaveLength(1);
    const [got] = seen;
    const method = type === 'matrix' ? 'PUT' : 'POST';
    expect(got?.method).toBe(method);
    expect(got?.url?.startsWith(`/${flavor}/${type}`)).toBe(true);
    expect(() => JSON.parse(got?.body ?? '')).not.toThrow();
    expect(out).toEqual([
      expect.stringMatching(new RegExp(`^delivered 200 in [\\d.]+ ms — push ${method} ${to}`)),
    ]);
  });

  it('--meta: a JSON object, only for the types that read meta, with their fields (exit 2)', async () => {
    const err: string[] = [];
    const io = { out: () => undefined, err: (l: string) => err.push(l), env: {} };
    const send = (...args: string[]) => main(['send', 'push', '--to', receiver.url, ...args], io);
    expect(await send('--flavor', 'gitea', '--type', 'slack', '--meta', '{}')).toBe(2);
    expect(await send('--flavor', 'gitea', '--type', 'matrix', '--meta', '[1]')).toBe(2);
    expect(await send('--flavor', 'gitea', '--type', 'discord', '--meta', '{"user":"ci"}')).toBe(2);
    expect(err).toEqual([
      'hookmock: --meta is for discord, matrix, packagist, sourcehut_builds hooks, not slack (see hookmock --help)',
      'hookmock: --meta must be a JSON object, got [1] (see hookmock --help)',
      expect.stringMatching(/^hookmock: invalid --meta for a discord hook: .*Unrecognized key: "user"/),
    ]);
    expect(seen).toEqual([]);
  });
});
