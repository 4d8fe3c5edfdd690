/**
 * Issue 31 item 2, a GitHub App's deliveries: every event in an installed repository also goes
 * to the app's webhook URL with `installation`, `X-GitHub-Hook-Installation-Target-Type:
 * integration` and the app's id, signed with the app's secret — verified by `@octokit/app`'s
 * `app.webhooks.verifyAndReceive` unchanged, listed, read and redelivered under `/app/hook`, and
 * the same records as every other delivery (`mock.deliveries`, the matchers,
 * `/__hookmock/deliveries`); `installation` and `installation_repositories` from
 * `simulate.installApp` / `simulate.addRepositoriesToInstallation`, in process and over the
 * control API; every payload valid against `@octokit/openapi-webhooks`.
 */
import { App } from '@octokit/app';
import { Octokit } from '@octokit/rest';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import '../../src/vitest/index.js';
import { connectHookMock } from '../../src/client/index.js';
import { createHookMock } from '../../src/index.js';
import type { Delivery, HookMock } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { APP_ID, APP_SECRET, INSTALLATION_ID, appScenario, keyPair, quiet } from './apps-support.js';
import { SCHEMA_TIMEOUT_MS, operationOf, schemaErrors } from './github-schemas.js';

const keys = keyPair();
const scenario = appScenario(keys.publicKey);
const APP_HOOK_ID = 2; // after the scenario's one hook

const appFor = (baseUrl?: string) =>
  new App({
    appId: APP_ID,
    privateKey: keys.privateKey,
    webhooks: { secret: APP_SECRET },
    log: quiet,
    Octokit: Octokit.defaults({ log: quiet, ...(baseUrl ? { baseUrl } : {}) }),
  });

/** Hands a recorded delivery to `@octokit/app` as its HTTP middleware would; resolves with what its handler saw. */
async function receive(app: App, d: Delivery): Promise<{ name: string; installation: unknown }> {
  let seen: { name: string; installation: unknown } | undefined;
  app.webhooks.onAny(({ name, payload }) => {
    seen = { name, installation: 'installation' in payload ? payload.installation : undefined };
  });
  await app.webhooks.verifyAndReceive({
    id: d.headers['X-GitHub-Delivery'] ?? '',
    name: d.headers['X-GitHub-Event'] ?? '',
    signature: d.headers['X-Hub-Signature-256'] ?? '',
    payload: d.body,
  });
  if (!seen) throw new Error('the app’s handler saw nothing');
  return seen;
}

const payloadErrors = (d: Delivery) => schemaErrors(operationOf(d.event, d.action), JSON.parse(d.body));

describe('a GitHub App’s deliveries, in process', () => {
  const mock: HookMock = createHookMock({ flavor: 'github', scenario, deliver: () => ({ status: 200 }) });
  const server = setupServer(...mock.handlers);
  beforeAll(() => server.listen(unhandledOption('error')));
  afterAll(() => server.close());
  beforeEach(() => mock.reset());

  it(
    'an event in an installed repository reaches the hook and the app; the app verifies and reads it',
    async () => {
      const sent = await mock.emit('issues', { repo: 'acme/widgets', action: 'opened' });
      expect(sent.map((d) => [d.hookId, d.scope, d.url])).toEqual([
        [1, { kind: 'repo', owner: 'acme', repo: 'widgets' }, 'https://ci.example.test/hook'],
        [APP_HOOK_ID, { kind: 'app', app: 'hookmock-test-app' }, 'https://app.example.test/webhooks'],
      ]);
      const [hook, toApp] = [...sent] as [Delivery, Delivery];
      expect(JSON.parse(hook.body)).not.toHaveProperty('installation');
      expect(JSON.parse(toApp.body).installation).toEqual({
        id: INSTALLATION_ID,
        node_id: btoa(`023:IntegrationInstallation${INSTALLATION_ID}`),
      });
      expect(toApp.headers).toMatchObject({
        'X-GitHub-Event': 'issues',
        'X-GitHub-Hook-ID': String(APP_HOOK_ID),
        'X-GitHub-Hook-Installation-Target-Type': 'integration',
        'X-GitHub-Hook-Installation-Target-ID': String(APP_ID),
      });
      expect(toApp.guid).toBe(hook.guid);
      expect(await receive(appFor(), toApp)).toEqual({
        name: 'issues',
        installation: { id: INSTALLATION_ID, node_id: expect.any(String) },
      });
      // Signed with the app's secret, not the hook's: the hook's delivery does not verify for the app.
      await expect(receive(appFor(), { ...hook, body: hook.body })).rejects.toThrow(
        /signature does not match/,
      );
      expect(payloadErrors(toApp)).toEqual([]);
      expect(mock).toHaveDelivered({
        hookId: APP_HOOK_ID,
        eventType: 'issues',
        payload: { installation: { id: INSTALLATION_ID } },
      });
      expect(await mock.emit('issues', { repo: 'acme/gadgets' })).toEqual([]);
    },
    SCHEMA_TIMEOUT_MS,
  );

  it('lists, reads and redelivers the app’s deliveries under /app/hook', async () => {
    await mock.emit('issues', { repo: 'acme/widgets', action: 'opened' });
    await mock.emit('push', { repo: 'acme/widgets' });
    const { octokit } = appFor();
    const listed = (await octokit.request('GET /app/hook/deliveries', { per_page: 1 })).data;
    expect(listed.map((d) => [d.event, d.installation_id, d.repository_id])).toEqual([
      ['push', INSTALLATION_ID, 1],
    ]);
    const all = await octokit.paginate('GET /app/hook/deliveries', { per_page: 1 });
    expect(all.map((d) => d.event)).toEqual(['push', 'issues']);
    const one = (
      await octokit.request('GET /app/hook/deliveries/{delivery_id}', { delivery_id: all[1]?.id ?? 0 })
    ).data;
    expect(one).toMatchObject({
      event: 'issues',
      action: 'opened',
      url: 'https://app.example.test/webhooks',
    });
    expect(one.request.headers?.['X-GitHub-Hook-Installation-Target-Type']).toBe('integration');
    const again = await octokit.request('POST /app/hook/deliveries/{delivery_id}/attempts', {
      delivery_id: one.id,
    });
    expect(again.status).toBe(202);
    const copy = mock.deliveries.last();
    expect(copy).toMatchObject({ hookId: APP_HOOK_ID, redelivery: true, guid: one.guid });
    const notTheApps = mock.deliveries.forHook(1)[0]?.id ?? 0;
    await expect(
      octokit.request('GET /app/hook/deliveries/{delivery_id}', { delivery_id: notTheApps }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it(
    'installApp and addRepositoriesToInstallation: app-only deliveries, then events of the new repositories',
    async () => {
      const installed = await mock.simulate.installApp({
        app: 'hookmock-test-app',
        account: 'alice',
        repositories: [],
      });
      expect(installed.deliveries).toHaveLength(0 + 1);
      const [created] = installed.deliveries as [Delivery];
      expect(created).toMatchObject({ event: 'installation', action: 'created', hookId: APP_HOOK_ID });
      expect(payloadErrors(created)).toEqual([]);
      expect(await receive(appFor(), created)).toMatchObject({
        name: 'installation',
        installation: { id: INSTALLATION_ID + 1 },
      });
      const added = await mock.simulate.addRepositoriesToInstallation({
        installation: INSTALLATION_ID,
        repositories: ['acme/gadgets'],
      });
      const [grown] = added.deliveries as [Delivery];
      expect(grown).toMatchObject({ event: 'installation_repositories', action: 'added' });
      expect(JSON.parse(grown.body).repositories_added).toEqual([
        {
          id: 2,
          node_id: btoa('010:Repository2'),
          name: 'gadgets',
          full_name: 'acme/gadgets',
          private: false,
        },
      ]);
      expect(payloadErrors(grown)).toEqual([]);
      const later = await mock.emit('issues', { repo: 'acme/gadgets' });
      expect(later.map((d) => d.hookId)).toEqual([APP_HOOK_ID]);
      await expect(mock.simulate.installApp({ app: APP_ID, account: 'acme' })).rejects.toThrow(
        /already installed/,
      );
    },
    SCHEMA_TIMEOUT_MS,
  );
});

describe('a GitHub App’s deliveries on the standalone server', () => {
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

  it('simulate over the control API; the deliveries in /__hookmock/deliveries and under /app/hook', async () => {
    if (!running) throw new Error('no server');
    const client = await connectHookMock(running.origin);
    const result = await client.simulate.addRepositoriesToInstallation({
      installation: INSTALLATION_ID,
      repositories: ['acme/gadgets'],
    });
    expect(result.deliveries.map((d) => [d.event, d.scope])).toEqual([
      ['installation_repositories', { kind: 'app', app: 'hookmock-test-app' }],
    ]);
    await client.simulate.push({ repo: 'acme/gadgets' });
    const log = (await (await fetch(`${running.origin}/__hookmock/deliveries`)).json()) as Delivery[];
    expect(log.filter((d) => d.hookId === APP_HOOK_ID).map((d) => d.event)).toEqual([
      'installation_repositories',
      'push',
    ]);
    const listed = await appFor(running.url).octokit.request('GET /app/hook/deliveries');
    expect(listed.data.map((d) => d.event)).toEqual(['push', 'installation_repositories']);
    const refused = await fetch(`${running.origin}/__hookmock/simulate/installApp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ app: 'nope', account: 'acme' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('unknown app "nope"') });
  });
});
