// The rest of hookmock in the github flavor: `serve --flavor github` (its startup line and
// /api/v3), scenarios (a hook's type `native` is `web`), the control API's health and the
// OpenAPI document, sessions, faults and the remote client.
import { Octokit } from '@octokit/rest';
import { describe, expect, it } from 'vitest';
import { connectHookMock } from '../../src/client/index.js';
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { runCli } from '../support/server.js';
import { failure, settled } from './support.js';

const REPO = { owner: 'acme', repo: 'widgets' };
const quiet = { debug() {}, info() {}, warn() {}, error() {} };

describe('github flavor: the CLI', () => {
  it('serve --flavor github prints its /api/v3 URL, and Octokit lists hooks there', async () => {
    const cli = runCli(['serve', '--flavor', 'github', '--port', '0']);
    try {
      const [line, url = ''] = await cli.waitForLine(
        /^hookmock listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v3)$/m,
      );
      expect(line).toMatch(/\/api\/v3$/);
      const octokit = new Octokit({ baseUrl: url, auth: 'demo', log: quiet });
      const hooks = await octokit.rest.repos.listWebhooks(REPO);
      expect(hooks.data.map((h) => h.name)).toEqual(['web', 'web']);
      expect(cli.stdout()).toContain('flavor: github');
    } finally {
      await cli.stop();
    }
  });
});

describe('github flavor: scenarios', () => {
  it('a hook type native (or omitted) is web; a Gitea type fails the load naming the field', () => {
    const scenario: Scenario & { hooks: NonNullable<Scenario['hooks']> } = {
      users: [{ login: 'ann', token: 'ann-token' }],
      orgs: [{ name: 'acme', owners: ['ann'] }],
      repos: [{ owner: 'acme', name: 'widgets' }],
      hooks: [
        {
          repo: 'acme/widgets',
          type: 'native',
          events: ['push'],
          config: { url: 'https://a.test', content_type: 'json' },
        },
        {
          repo: 'acme/widgets',
          type: 'web',
          events: ['*'],
          config: { url: 'https://b.test', content_type: 'form' },
        },
      ],
    };
    const mock = createHookMock({ flavor: 'github', scenario });
    expect(mock.snapshot().hooks?.map((h) => h.type)).toEqual(['native', 'native']);
    expect(() =>
      createHookMock({
        flavor: 'github',
        scenario: { ...scenario, hooks: scenario.hooks.map((h) => ({ ...h, type: 'gitea' })) },
      }),
    ).toThrow(/hooks\[0\]\.type.*web/);
  });
});

describe('github flavor: server, sessions, control API and the remote client', () => {
  it('health names the flavor and /api/v3; the document is GitHub’s; a fault answers as GitHub', async () => {
    const server = await startServer({ port: 0, quiet: true, flavor: 'github' });
    try {
      expect(server.url).toBe(`${server.origin}/api/v3`);
      expect((await connectHookMock(server.origin)).url).toBe(`${server.origin}/api/v3`);
      const health = await (await fetch(`${server.origin}/__hookmock/health`)).json();
      expect(health).toMatchObject({ ok: true, flavor: 'github', basePath: '/api/v3' });
      const document = await (await fetch(`${server.origin}/swagger.v1.json`)).json();
      const operations = Object.values(
        document.paths as Record<string, Record<string, { operationId?: string }>>,
      )
        .flatMap((item) => Object.values(item))
        .filter((op) => op.operationId);
      expect(operations).toHaveLength(36); // the 23 webhook operations, 4 resources and the 9 of GitHub Apps
      expect(document.servers).toEqual([{ url: '/api/v3' }]);

      server.mock.faults.add({ operation: 'ping', status: 503 });
      const octokit = new Octokit({ baseUrl: server.url, auth: 'demo', log: quiet });
      expect(await failure(octokit.rest.repos.pingWebhook({ ...REPO, hook_id: 1 }))).toEqual({
        status: 503,
        body: {
          message: 'service unavailable',
          documentation_url: 'https://docs.github.com/rest/repos/webhooks#ping-a-repository-webhook',
          status: '503',
        },
      });
      expect((await octokit.rest.repos.testPushWebhook({ ...REPO, hook_id: 1 })).status).toBe(204);
    } finally {
      await server.close();
    }
  });

  it('a github session on a gitea server lives at /sessions/<id>/api/v3; the client finds it', async () => {
    const server = await startServer({
      port: 0,
      quiet: true,
      flavor: 'gitea',
      deliver: () => ({ status: 200 }),
    });
    try {
      const root = await connectHookMock(server.origin);
      expect(root.url).toBe(`${server.origin}/api/v1`);
      const session = await root.createSession({ flavor: 'github' });
      expect(session.url).toBe(`${server.origin}/sessions/${session.sessionId}/api/v3`);
      const octokit = new Octokit({ baseUrl: session.url, auth: 'demo', log: quiet });
      await octokit.rest.repos.pingWebhook({ ...REPO, hook_id: 1 });
      const ping = await session.deliveries.waitFor((d) => d.hookId === 1 && settled(d));
      const copy = await session.deliveries.redeliver(ping.id);
      expect(copy).toMatchObject({ guid: ping.guid, redelivery: true });
      const listed = await octokit.rest.repos.listWebhookDeliveries({ ...REPO, hook_id: 1 });
      expect(listed.data.map((d) => d.guid)).toEqual([ping.guid, ping.guid]);
      await session.close();
    } finally {
      await server.close();
    }
  });
});
