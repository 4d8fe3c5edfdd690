/**
 * Issue 45 item 8 (newcomer trial 5, B5, N10, N11): `hookmock listen` drives a running receiver
 * that verifies Standard Webhooks signatures (standardwebhooks' `Webhook.verify`, its 5-minute
 * window on the wall clock): deliveries are stamped with the wall clock, `--clock scenario` keeps
 * the scenario's; a failed delivery's line shows the start of the receiver's answer; the hook is
 * not rested after four failures unless `--auto-disable on`.
 */
import type { IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_HEADERS, listen, runCli } from '../support/server.js';
import type { CliProcess } from '../support/server.js';

const SIGNING = `whsec_${Buffer.from('listen-clock-signing-key-32bytes').toString('base64')}`;
const config = mkdtempSync(join(tmpdir(), 'hookmock-config-'));
const clis: CliProcess[] = [];
let receiver: Awaited<ReturnType<typeof listen>>;

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.setEncoding('utf8').on('data', (c: string) => (text += c));
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  const verifier = new Webhook(SIGNING);
  receiver = await listen((req, res) => {
    void bodyOf(req).then((body) => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
      );
      try {
        verifier.verify(body, headers);
        res.writeHead(200).end('ok');
      } catch (error) {
        res.writeHead(401).end(`bad signature: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    });
  });
});
afterAll(async () => {
  await Promise.all(clis.map((c) => c.stop()));
  await receiver.close();
  rmSync(config, { recursive: true, force: true });
});

async function listener(extra: string[]) {
  const args = ['listen', '--forward-to', `${receiver.url}/hook`, '--flavor', 'gitlab'];
  const started = runCli([...args, '--signing-token', SIGNING, '--port', '0', ...extra], {
    XDG_CONFIG_HOME: config,
  });
  clis.push(started);
  const [, api] = await started.waitForLine(/hookmock listening on (\S+)/);
  await started.waitForLine(/^ready:/m);
  const origin = new URL(api ?? '').origin;
  const emit = async () => {
    const r = await fetch(`${origin}/__hookmock/events`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ event: 'push', repo: 'acme/widgets' }),
    });
    await r.text();
  };
  // One at a time, each after the last one's outcome: a hook's health counts settled outcomes.
  const emitSettled = async (times: number) => {
    for (let n = 1; n <= times; n += 1) {
      await emit();
      await started.waitForLine(new RegExp(`(push → [^\\n]*: (failed|skipped)[^]*){${n}}`), 8000);
    }
  };
  return { started, emit, emitSettled };
}

describe('listen and a Standard Webhooks receiver', () => {
  it('stamps deliveries with the wall clock: the receiver’s verify passes', { timeout: 40_000 }, async () => {
    const { started, emit } = await listener([]);
    await emit();
    await started.waitForLine(/push → hook \d+ POST \S+\/hook guid \S+: delivered 200/);
    started.child.kill('SIGINT');
    expect(await started.exited).toBe(0);
  });

  it(
    '--clock scenario: refused as too old, the answer on the line; no resting by default',
    { timeout: 60_000 },
    async () => {
      const { started, emitSettled } = await listener(['--clock', 'scenario']);
      await emitSettled(5);
      const lines = started
        .stdout()
        .split('\n')
        .filter((l) => l.includes('push →'));
      expect(lines).toHaveLength(5);
      for (const line of lines)
        expect(line).toMatch(
          /: failed 401 in [\d.]+ ms: receiver answered 401: bad signature: Message timestamp too old$/,
        );
      started.child.kill('SIGINT');
      expect(await started.exited).toBe(0);
    },
  );

  it(
    '--auto-disable on rests the hook after its fourth failure, as serve does',
    { timeout: 60_000 },
    async () => {
      const { started, emitSettled } = await listener(['--clock', 'scenario', '--auto-disable', 'on']);
      await emitSettled(5);
      expect(started.stdout()).toMatch(/#5 push → [^\n]*: skipped/);
      expect(started.stdout().match(/failed 401/g)).toHaveLength(4);
      started.child.kill('SIGINT');
      expect(await started.exited).toBe(0);
    },
  );

  it('refuses an unknown --clock', async () => {
    const bad = runCli(['listen', '--forward-to', `${receiver.url}/hook`, '--clock', 'lunar'], {
      XDG_CONFIG_HOME: config,
    });
    clis.push(bad);
    expect(await bad.exited).toBe(2);
    expect(bad.stderr()).toContain('invalid --clock "lunar": expected wall or scenario');
  });
});
