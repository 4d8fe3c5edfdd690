import { FLAVOR_NAMES } from '../../src/core/contract/flavor-name.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { runCli } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

const dir = mkdtempSync(join(tmpdir(), 'hookmock-rec-'));
const processes: CliProcess[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  for (const p of processes.splice(0)) await p.stop();
  for (const s of servers.splice(0)) await s.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]): CliProcess {
  const p = runCli(args);
  processes.push(p);
  return p;
}

describe('hookmock record / replay / demo', () => {
  it('warns when requests went through but none was a step: the upstream speaks another flavor (security review 4, note)', async () => {
    const upstream = await startServer({ flavor: 'github', port: 0, quiet: true });
    servers.push(upstream);
    const out = join(dir, 'other-flavor.json');
    const recorder = cli(['record', '--upstream', upstream.origin, '--out', out, '--port', '0']);
    const [, base] = (await recorder.waitForLine(/point your client at (\S+)/)) as RegExpMatchArray;
    const root = new URL(base ?? '').origin;
    const listed = await fetch(`${root}/api/v3/repos/acme/widgets/hooks`, {
      headers: { authorization: 'token demo' },
    });
    expect(listed.status).toBe(200);
    await listed.arrayBuffer();
    recorder.child.kill('SIGINT');
    expect(await recorder.exited).toBe(0);
    expect(recorder.stdout()).toMatch(/\(0 steps\)/);
    expect(recorder.stderr()).toContain(
      `hookmock: warning: 1 request was forwarded, none on the spec flavor's webhook API (/api/v1/…): if the upstream is another product, record again with --flavor (${FLAVOR_NAMES.join(', ')})`,
    );
  });

  it('records through the proxy until SIGINT, writes a redacted file, and replays it green', async () => {
    const upstream = await startServer({ flavor: 'gitea', auth: 'strict', port: 0, quiet: true });
    servers.push(upstream);
    const out = join(dir, 'session.json');
    const recorder = cli([
      'record',
      '--upstream',
      upstream.origin,
      '--out',
      out,
      '--port',
      '0',
      '--flavor',
      'gitea',
    ]);
    const [, base] = (await recorder.waitForLine(/point your client at (\S+)/)) as RegExpMatchArray;
    const headers = { authorization: 'token demo', 'content-type': 'application/json' };
    const created = await fetch(`${base}/repos/acme/widgets/hooks`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        type: 'gitea',
        config: { url: 'https://ci.example.test/cli', content_type: 'json', secret: 'cli-secret-value' },
      }),
    });
    expect(created.status).toBe(201);
    expect((await fetch(`${base}/orgs/acme/hooks?access_token=demo`)).status).toBe(200);
    recorder.child.kill('SIGINT');
    expect(await recorder.exited).toBe(0);
    expect(recorder.stdout()).toMatch(/wrote .*session\.json \(2 steps\)/);

    const text = readFileSync(out, 'utf8');
    for (const secret of ['cli-secret-value', '"demo"', 'token demo', 'access_token=demo', upstream.origin]) {
      expect(text.includes(secret), `the file contains ${secret}`).toBe(false);
    }
    const replay = cli(['replay', out]);
    expect(await replay.exited).toBe(0);
    expect(replay.stdout()).toContain('all 2 steps match');

    // Drift: the spec flavor names fields differently, and the transcript says where.
    const spec = await startServer({ flavor: 'spec', auth: 'strict', port: 0, quiet: true, scenario: out });
    servers.push(spec);
    const drift = cli(['replay', out, '--against', spec.origin, '--json']);
    expect(await drift.exited).toBe(1);
    const report = JSON.parse(drift.stdout()) as {
      ok: boolean;
      steps: { ok: boolean; differences: string[] }[];
    };
    expect(report.ok).toBe(false);
    // No --token: the placeholders go out as they are, and the CLI says so before sending.
    expect(drift.stderr()).toMatch(
      /hookmock: warning: recorded-token-1 goes out as they are .*--token recorded-token-1=…/,
    );
    // The spec flavor has no `gitea` type, and names its fields differently.
    expect(report.steps[0]?.differences).toEqual(
      expect.arrayContaining(['status (201 ≠ 422)', 'body.message']),
    );
    expect(report.steps[1]?.differences).toEqual(
      expect.arrayContaining([
        'body[0].name',
        'body[0].branch_filter',
        'body[0].created_at',
        'body[0].created',
      ]),
    );
  });

  it('plays a shipped demo to the end and exits 0', async () => {
    const demo = cli(['demo', 'ci-onboarding', '--speed', '50']);
    expect(await demo.exited).toBe(0);
    expect(demo.stdout()).toContain('▶ step 6/6');
    expect(demo.stdout()).toContain('demo finished: all 6 steps behaved as recorded');
  });

  it('replays every shipped demo green against a fresh mock', async () => {
    for (const name of ['ci-onboarding', 'org-audit-hook', 'client-errors', 'pr-lifecycle']) {
      const replay = cli(['replay', `scenarios/demos/${name}.json`]);
      expect(await replay.exited, replay.stdout()).toBe(0);
    }
  });

  it('shows a ✗ at the hand-edited step and exits 1', async () => {
    const scenario = JSON.parse(readFileSync('scenarios/demos/client-errors.json', 'utf8')) as {
      steps: { response: { status: number } }[];
    };
    (scenario.steps[2] as { response: { status: number } }).response.status = 418;
    const edited = join(dir, 'edited.json');
    writeFileSync(edited, JSON.stringify(scenario));
    const replay = cli(['replay', edited]);
    expect(await replay.exited).toBe(1);
    const lines = replay.stdout().split('\n');
    expect(lines.filter((l) => l.startsWith('✗'))).toEqual([
      expect.stringMatching(/^✗ {2}3 GET .* → 403 {2}differs at: status \(418 ≠ 403\)$/),
    ]);
  });

  it('refuses usage errors with exit 2', async () => {
    const missing = cli(['record', '--out', join(dir, 'x.json')]);
    expect(await missing.exited).toBe(2);
    expect(missing.stderr()).toMatch(/--upstream URL is required/);
    const badDemo = cli(['demo', '../../etc/passwd']);
    expect(await badDemo.exited).toBe(1);
  });
});

describe('hookmock record / replay / demo — mistakes', () => {
  it('refuses an --out whose folder does not exist before recording anything', async () => {
    const recorder = cli([
      'record',
      '--upstream',
      'http://127.0.0.1:9',
      '--out',
      join(dir, 'no/such/dir/x.json'),
    ]);
    expect(await recorder.exited).toBe(2);
    expect(recorder.stderr()).toMatch(/cannot write --out .*: its folder does not exist or is not writable/);
  });

  it('says so when a file has no steps, and when the server cannot be reached', async () => {
    const empty = cli(['replay', 'scenarios/default.json']);
    expect(await empty.exited).toBe(1);
    expect(empty.stderr()).toMatch(/has no steps to replay/);
    const unreachable = cli([
      'replay',
      'scenarios/demos/ci-onboarding.json',
      '--against',
      'http://127.0.0.1:9',
    ]);
    expect(await unreachable.exited).toBe(1);
    expect(unreachable.stderr()).toMatch(/^hookmock: cannot reach http:\/\/127\.0\.0\.1:9: /m);
  });

  it('an unknown demo name is a usage error with one prefix', async () => {
    const demo = cli(['demo', 'nope']);
    expect(await demo.exited).toBe(2);
    expect(demo.stderr()).toMatch(/^hookmock: no demo "nope" \(demos: /);
    expect(demo.stderr()).not.toMatch(/hookmock: hookmock:/);
  });
});
