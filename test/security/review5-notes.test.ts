/**
 * Security review 5, its notes: `hookmock record --help` names every flavor the registry
 * (src/core/flavors/index.ts) holds — from source and from the built bin — and `GET /user` with a
 * GitHub App installation token answers the app's bot with the bot's own id (the id every payload
 * the app sends names as its sender), not 0.
 */
import { execFile } from 'node:child_process';
import { createSign } from 'node:crypto';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { FLAVORS } from '../../src/core/flavors/index.js';
import { BOT_ID_OFFSET } from '../../src/core/flavors/github/apps/installation-principal.js';
import { createHookMock } from '../../src/index.js';
import { APP_ID, INSTALLATION_ID, appScenario, keyPair } from '../github/apps-support.js';

const BIN = new URL('../../dist/cli/main.js', import.meta.url);

/** The `--flavor` line of record's help and what follows it, up to the next option. */
const flavorHelp = (help: string) =>
  /--flavor <flavor>([\s\S]*?)(?=\n\s+--|\n\s*-h,|$)/.exec(help)?.[1] ?? '';

describe('hookmock record --help', () => {
  it('names every flavor of the registry (from source)', async () => {
    const out: string[] = [];
    const code = await main(['record', '--help'], { out: (l) => out.push(l), err: () => {}, env: {} });
    expect(code).toBe(0);
    const line = flavorHelp(out.join('\n'));
    for (const name of Object.keys(FLAVORS)) expect(line, name).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it.skipIf(!existsSync(BIN))('names every flavor of the registry (the built bin)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [BIN.pathname, 'record', '--help']);
    const line = flavorHelp(stdout);
    for (const name of Object.keys(FLAVORS)) expect(line, name).toMatch(new RegExp(`\\b${name}\\b`));
  });
});

describe('GET /user with an installation token', () => {
  it("answers the app's bot with its id", async () => {
    const keys = keyPair();
    const now = Date.parse('2026-03-01T12:00:00Z');
    const mock = createHookMock({
      flavor: 'github',
      scenario: appScenario(keys.publicKey),
      clock: () => new Date(now),
    });
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    // The JWT is signed on the wall clock, as @octokit/auth-app signs it (issue 45 item 7: the
    // mock checks it against the wall clock, whatever the scenario's clock says).
    const wall = Math.floor(Date.now() / 1000);
    const head = `${b64({ alg: 'RS256', typ: 'JWT' })}.${b64({ iat: wall - 30, exp: wall + 540, iss: APP_ID })}`;
    const jwt = `${head}.${createSign('RSA-SHA256').update(head).sign(keys.privateKey, 'base64url')}`;
    const call = async (method: string, path: string, auth: string) => {
      const response = await mock.fetch(
        new Request(`https://api.github.com${path}`, { method, headers: { Authorization: auth } }),
      );
      return { status: response?.status, body: (await response?.json()) as Record<string, unknown> };
    };
    const made = await call('POST', `/app/installations/${INSTALLATION_ID}/access_tokens`, `Bearer ${jwt}`);
    expect(made.status).toBe(201);
    const user = await call('GET', '/user', `token ${String(made.body.token)}`);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ login: 'hookmock-test-app[bot]', id: BOT_ID_OFFSET + APP_ID });
  });
});
