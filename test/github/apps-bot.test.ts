/**
 * Issue 45 item 7: what an installation token does, the app's bot does (a hook it makes pings
 * with the bot as `sender`: `type: "Bot"`, id 10,000,000 + the app's id, as `GET /user` answers);
 * and the app's JWT is checked against the wall clock the client signs with, so
 * `@octokit/auth-app` gets through on its first try under a scenario clock months away.
 */
import { App } from '@octokit/app';
import { Octokit } from '@octokit/rest';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import { APP_ID, APP_SECRET, INSTALLATION_ID, appScenario, keyPair } from './apps-support.js';

const keys = keyPair();
// The built-in scenarios' clock: eleven months before this file was written.
const scenario = { ...appScenario(keys.publicKey), clock: '2026-01-01T00:00:00Z' };
const mock = createHookMock({ flavor: 'github', scenario, deliver: () => ({ status: 200 }) });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen(unhandledOption('error')));
afterAll(() => server.close());

const warnings: string[] = [];
const log = { debug() {}, info() {}, warn: (m: string) => void warnings.push(m), error() {} };
const app = new App({
  appId: APP_ID,
  privateKey: keys.privateKey,
  webhooks: { secret: APP_SECRET },
  log,
  Octokit: Octokit.defaults({ log }),
});
// No reset between the tests: it would forget the installation token @octokit/auth-app caches.
beforeEach(() => {
  warnings.length = 0;
});

describe('the app’s bot and its JWT', () => {
  it('authenticates with @octokit/auth-app under a scenario clock far from the wall clock, no retry', async () => {
    expect((await app.octokit.request('GET /app')).data?.id).toBe(APP_ID);
    const installation = await app.getInstallationOctokit(INSTALLATION_ID);
    await installation.request('GET /repos/{owner}/{repo}/hooks', { owner: 'acme', repo: 'widgets' });
    expect(warnings).toEqual([]);
  });

  it('pings a hook made with an installation token as the bot', async () => {
    const installation = await app.getInstallationOctokit(INSTALLATION_ID);
    const me = (await installation.request('GET /user')).data;
    const created = await installation.request('POST /repos/{owner}/{repo}/hooks', {
      owner: 'acme',
      repo: 'widgets',
      config: { url: 'https://bot.example.test/hook', content_type: 'json' },
    });
    const ping = await mock.deliveries.waitFor((d) => d.hookId === created.data.id && d.event === 'ping');
    expect(ping.payload).toMatchObject({
      sender: { login: 'hookmock-test-app[bot]', id: 10_000_000 + APP_ID, type: 'Bot' },
    });
    expect(me).toMatchObject({ login: 'hookmock-test-app[bot]', id: 10_000_000 + APP_ID, type: 'Bot' });
  });
});
