/**
 * Issue 31 item 2, GitHub Apps through `@octokit/app` unchanged: the app's JWT on the `/app`
 * routes (a foreign key refused), the app's hook config read and patched, the installation's
 * Octokit reaching its repository's hooks (and refused on another) — in process through msw
 * and against the standalone server.
 */
import { App } from '@octokit/app';
import { Octokit } from '@octokit/rest';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { HookMock } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { APP_ID, APP_SECRET, INSTALLATION_ID, appScenario, keyPair, quiet } from './apps-support.js';

const keys = keyPair();
const foreign = keyPair();
const scenario = appScenario(keys.publicKey);

type Target = { mock: () => Pick<HookMock, 'deliveries' | 'reset'>; baseUrl: () => string | undefined };

function inProcess(): Target {
  const mock = createHookMock({ flavor: 'github', scenario, deliver: () => ({ status: 200 }) });
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen(unhandledOption('error')));
  afterAll(() => server.close());
  return { mock: () => mock, baseUrl: () => undefined };
}

function standalone(): Target {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer({
      port: 0,
      quiet: true,
      flavor: 'github',
      scenario,
      deliver: () => ({ status: 200 }),
    });
  });
  afterAll(() => running?.close());
  const current = () => {
    if (!running) throw new Error('no server');
    return running;
  };
  return { mock: () => current().mock, baseUrl: () => current().url };
}

const appFor = (target: Target, privateKey = keys.privateKey) => {
  const baseUrl = target.baseUrl();
  return new App({
    appId: APP_ID,
    privateKey,
    webhooks: { secret: APP_SECRET },
    log: quiet,
    Octokit: Octokit.defaults({ log: quiet, ...(baseUrl ? { baseUrl } : {}) }),
  });
};

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: { status: number; response?: { data: unknown } }) => ({ status: e.status, body: e.response?.data }),
  );

describe.each([
  ['in-process', inProcess],
  ['server', standalone],
])('@octokit/app against the %s mock', (_name, use) => {
  const target = use();
  beforeEach(() => target.mock().reset());

  it('authenticates as the app by its JWT; a JWT signed with another key is refused', async () => {
    const { data } = await appFor(target).octokit.request('GET /app');
    expect(data).toMatchObject({ id: APP_ID, slug: 'hookmock-test-app', installations_count: 1 });
    expect(await failure(appFor(target, foreign.privateKey).octokit.request('GET /app'))).toEqual({
      status: 401,
      body: {
        message: 'A JSON web token could not be decoded',
        documentation_url: 'https://docs.github.com/rest/apps/apps#get-the-authenticated-app',
        status: '401',
      },
    });
  });

  it('reads and patches the app’s hook config', async () => {
    const { octokit } = appFor(target);
    expect((await octokit.request('GET /app/hook/config')).data).toEqual({
      content_type: 'json',
      insecure_ssl: '0',
      secret: '********',
      url: 'https://app.example.test/webhooks',
    });
    // (`url` is Octokit's own option: a request cannot send it as a parameter.)
    const patched = await octokit.request('PATCH /app/hook/config', { insecure_ssl: '1', secret: 'rotated' });
    expect(patched.data).toEqual({
      content_type: 'json',
      insecure_ssl: '1',
      secret: '********',
      url: 'https://app.example.test/webhooks',
    });
    expect((await octokit.request('GET /app/hook/config')).data.insecure_ssl).toBe('1');
    expect(await failure(octokit.request('PATCH /app/hook/config', { content_type: 'xml' }))).toMatchObject({
      status: 422,
    });
  });

  it('lists installations and finds the repository’s; the installation’s Octokit reaches its hooks only', async () => {
    const app = appFor(target);
    const installations = (await app.octokit.request('GET /app/installations')).data;
    expect(installations.map((i) => [i.id, i.account?.login, i.target_type])).toEqual([
      [INSTALLATION_ID, 'acme', 'Organization'],
    ]);
    const found = await app.octokit.request('GET /repos/{owner}/{repo}/installation', {
      owner: 'acme',
      repo: 'widgets',
    });
    expect(found.data.id).toBe(INSTALLATION_ID);
    expect(
      await failure(
        app.octokit.request('GET /repos/{owner}/{repo}/installation', { owner: 'acme', repo: 'gadgets' }),
      ),
    ).toMatchObject({ status: 404 });
    const installation = await app.getInstallationOctokit(INSTALLATION_ID);
    const hooks = await installation.request('GET /repos/{owner}/{repo}/hooks', {
      owner: 'acme',
      repo: 'widgets',
    });
    expect(hooks.data.map((h) => h.id)).toEqual([1]);
    expect(
      await failure(
        installation.request('GET /repos/{owner}/{repo}/hooks', { owner: 'acme', repo: 'gadgets' }),
      ),
    ).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    expect(await failure(installation.request('GET /orgs/{org}/hooks', { org: 'acme' }))).toMatchObject({
      status: 404,
    });
  });
});
