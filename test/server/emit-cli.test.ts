// `hookmock emit` against a running server: deliveries printed as JSON, --payload merged,
// errors on one line with the right exit code.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { useStartedServer } from '../support/server.js';

const server = useStartedServer({ flavor: 'gitea' });
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
  it('fires the event and prints the deliveries', async () => {
    const { code, out } = await cli('push', '--repo', 'acme/widgets', '--server', origin);
    expect(code).toBe(0);
    const deliveries = JSON.parse(out) as { hookId: number; eventType: string; trigger: string }[];
    expect(deliveries.map((d) => [d.hookId, d.eventType, d.trigger])).toEqual([[1, 'push', 'event']]);
    expect(server.mock.deliveries.all()).toHaveLength(1);
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
    );
    expect(code).toBe(0);
    const [d] = JSON.parse(out) as { body: string }[];
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
