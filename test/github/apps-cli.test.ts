/**
 * Issue 31 item 2 against `hookmock serve --flavor github` itself (the bundled CLI, started and
 * stopped here): a scenario file with an app, `@octokit/app` authenticating by its JWT, an
 * installation's Octokit creating a hook on its repository, and the app's delivery of the
 * simulated push listed under `/app/hook/deliveries`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from '@octokit/app';
import { Octokit } from '@octokit/rest';
import { afterAll, describe, expect, it } from 'vitest';
import { connectHookMock } from '../../src/client/index.js';
import { runCli } from '../support/server.js';
import { APP_ID, APP_SECRET, INSTALLATION_ID, appScenario, keyPair, quiet } from './apps-support.js';

const keys = keyPair();
const dir = mkdtempSync(join(tmpdir(), 'hookmock-app-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('hookmock serve --flavor github with an app', () => {
  it('serves the app’s routes, its installation’s token and its deliveries', async () => {
    const file = join(dir, 'app.json');
    writeFileSync(file, JSON.stringify(appScenario(keys.publicKey)));
    const cli = runCli(['serve', '--flavor', 'github', '--port', '0', '--scenario', file]);
    try {
      const [, url = ''] = await cli.waitForLine(
        /^hookmock listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v3)$/m,
      );
      const app = new App({
        appId: APP_ID,
        privateKey: keys.privateKey,
        webhooks: { secret: APP_SECRET },
        log: quiet,
        Octokit: Octokit.defaults({ baseUrl: url, log: quiet }),
      });
      expect((await app.octokit.request('GET /app')).data?.slug).toBe('hookmock-test-app');
      const installation = await app.getInstallationOctokit(INSTALLATION_ID);
      const made = await installation.request('POST /repos/{owner}/{repo}/hooks', {
        owner: 'acme',
        repo: 'widgets',
        config: { url: 'https://ci.example.test/from-the-app', content_type: 'json' },
      });
      expect(made.status).toBe(201);
      const client = await connectHookMock(new URL(url).origin);
      await client.simulate.push({ repo: 'acme/widgets' });
      const listed = (await app.octokit.request('GET /app/hook/deliveries')).data;
      expect(listed.map((d) => [d.event, d.installation_id])).toEqual([['push', INSTALLATION_ID]]);
    } finally {
      await cli.stop();
    }
  });
});
