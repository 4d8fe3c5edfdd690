/**
 * Recording against a GitHub Enterprise-style upstream (issue 19 item 4): Octokit, unchanged,
 * drives a hook's whole life through the recorder in front of a github-flavor hookmock server at
 * `/api/v3` — GitHub's own routes (`/config`, `/pings`, `/deliveries…`) included. The file must
 * hold no secret, load in the github flavor (the inferred hook's type is `web`, not GitHub's
 * `Repository`) and replay step for step against a fresh mock and against the upstream itself.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Octokit } from '@octokit/rest';
import { afterEach, describe, expect, it } from 'vitest';
import { toRecordedScenario } from '../../src/core/recording/to-scenario.js';
import { parseScenario } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { startRecorder } from '../../src/node/record/recorder.js';
import { replayScenario, transcript } from '../../src/node/record/replay-file.js';
import { runCli } from '../support/server.js';

const running: { close?: () => Promise<void>; stop?: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await (r.close?.() ?? r.stop?.());
});

const TOKEN = 'ghp_upstreamToken123456';
const SECRET = 'hook-secret-0123456789';
/**
 * A receiver-like URL with a secret path segment. The servers only record deliveries (the
 * default `deliver: false`), so upstream and replay list the same pending pings.
 */
const SECRET_SEGMENT = 'T0ps3cretSegment';
const RECEIVER = `http://127.0.0.1:1/hooks/${SECRET_SEGMENT}`;
const REPO = { owner: 'acme', repo: 'widgets' };

const WORLD: Scenario = {
  name: 'github upstream',
  users: [{ login: 'ada', token: TOKEN }],
  orgs: [{ name: 'acme', owners: ['ada'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['ada'] }],
  // A hook that existed before the session: the recording infers it from the list. Its URL has
  // only words redaction keeps, so the drift check against the upstream can match it too.
  hooks: [
    {
      repo: 'acme/widgets',
      // Upstream ids are not the recording's (40, then 41 → 1, 2): the API's URLs must follow.
      id: 40,
      active: true,
      config: { url: 'https://ci.example.test/hooks', content_type: 'json' },
    },
  ],
  nextId: 41,
};

/** Octokit through the recorder: the whole life of a hook, GitHub's own routes included. */
async function session(octokit: Octokit): Promise<void> {
  const quietly = { ...REPO };
  const created = await octokit.rest.repos.createWebhook({
    ...quietly,
    events: ['push', 'pull_request'],
    config: { url: RECEIVER, content_type: 'json', secret: SECRET, insecure_ssl: '0' },
  });
  const hook_id = created.data.id;
  await octokit.rest.repos.listWebhooks(quietly);
  await octokit.rest.repos.getWebhook({ ...quietly, hook_id });
  await octokit.rest.repos.updateWebhookConfigForRepo({ ...quietly, hook_id, content_type: 'form' });
  await octokit.rest.repos.getWebhookConfigForRepo({ ...quietly, hook_id });
  await octokit.rest.repos.pingWebhook({ ...quietly, hook_id });
  const deliveries = await octokit.rest.repos.listWebhookDeliveries({ ...quietly, hook_id });
  const delivery_id = deliveries.data[0]?.id ?? 0;
  await octokit.rest.repos.getWebhookDelivery({ ...quietly, hook_id, delivery_id });
  await octokit.rest.repos.deleteWebhook({ ...quietly, hook_id });
}

describe('record → replay against a GitHub Enterprise-style upstream (/api/v3)', () => {
  it('captures GitHub’s routes, redacts secrets only, loads in the github flavor and replays', async () => {
    const server = await startServer({
      flavor: 'github',
      auth: 'strict',
      port: 0,
      quiet: true,
      scenario: WORLD,
    });
    running.push(server);
    const origin = new URL(server.url).origin;
    const recorder = await startRecorder({ upstream: origin, flavor: 'github' });
    running.push(recorder);
    const octokit = new Octokit({ baseUrl: `${recorder.url}/api/v3`, auth: TOKEN, log: quietLog });
    await session(octokit);
    const exchanges = await recorder.stop();
    const recorded = toRecordedScenario(exchanges, {
      upstreamOrigin: origin,
      basePath: '/api/v3',
      flavor: 'github',
    });
    const text = JSON.stringify({ flavor: 'github', ...recorded }, null, 2);

    const paths = recorded.steps?.map((s) => `${s.request.method} ${s.request.path}`);
    expect(paths).toEqual([
      'POST /api/v3/repos/acme/widgets/hooks',
      'GET /api/v3/repos/acme/widgets/hooks',
      'GET /api/v3/repos/acme/widgets/hooks/2',
      'PATCH /api/v3/repos/acme/widgets/hooks/2/config',
      'GET /api/v3/repos/acme/widgets/hooks/2/config',
      'POST /api/v3/repos/acme/widgets/hooks/2/pings',
      'GET /api/v3/repos/acme/widgets/hooks/2/deliveries',
      expect.stringMatching(/^GET \/api\/v3\/repos\/acme\/widgets\/hooks\/2\/deliveries\/\d+$/),
      'DELETE /api/v3/repos/acme/widgets/hooks/2',
    ]);
    for (const secret of [SECRET, TOKEN, SECRET_SEGMENT]) expect(text).not.toContain(secret);
    // The API's own URLs of a hook are the recorded origin's, kept whole; the receiver's is redacted.
    expect(text).toContain('"url": "http://recorded.test/api/v3/repos/acme/widgets/hooks/2"');
    expect(text).toContain(
      '"deliveries_url": "http://recorded.test/api/v3/repos/acme/widgets/hooks/2/deliveries"',
    );
    expect(text).toContain('"url": "http://127.0.0.1:1/hooks/REDACTED"');

    const scenario = parseScenario(JSON.parse(text), 'recording');
    expect(scenario.hooks).toEqual([
      expect.objectContaining({ repo: 'acme/widgets', id: 1, type: 'native', events: ['push'] }),
    ]);
    const fresh = await replayScenario(scenario);
    expect(transcript(fresh)).toContain('all 9 steps match');

    // Against the upstream itself (a drift check): back to its initial state, the real token mapped.
    server.mock.reset();
    const drift = await replayScenario(scenario, {
      against: server.url,
      tokens: { 'recorded-token-1': TOKEN },
    });
    expect(transcript(drift)).toContain('all 9 steps match');
  });
});

describe('hookmock record --flavor github', () => {
  it('proxies and prints /api/v3, captures GitHub’s routes, and the file replays green', async () => {
    const server = await startServer({
      flavor: 'github',
      auth: 'strict',
      port: 0,
      quiet: true,
      scenario: WORLD,
    });
    running.push(server);
    const dir = mkdtempSync(join(tmpdir(), 'hookmock-ghrec-'));
    const out = join(dir, 'github.json');
    const cli = runCli([
      'record',
      '--upstream',
      `${server.origin}/api/v3`,
      '--out',
      out,
      '--port',
      '0',
      '--flavor',
      'github',
    ]);
    try {
      const [, base = ''] = (await cli.waitForLine(/point your client at (\S+)/)) ?? [];
      expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v3$/);
      const octokit = new Octokit({ baseUrl: base, auth: TOKEN, log: quietLog });
      await octokit.rest.repos.pingWebhook({ ...REPO, hook_id: 40 });
      await octokit.rest.repos.getWebhookConfigForRepo({ ...REPO, hook_id: 40 });
      cli.child.kill('SIGINT');
      expect(await cli.exited).toBe(0);
      expect(cli.stdout()).toMatch(/wrote .*github\.json \(2 steps\)/);
      expect(readFileSync(out, 'utf8')).not.toContain(TOKEN);
      const replay = runCli(['replay', out]);
      const code = await replay.exited;
      expect(replay.stdout()).toContain('all 2 steps match');
      expect(code).toBe(0);
    } finally {
      await cli.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('redaction of a GitHub upstream’s answers', () => {
  it('keeps the API’s own URLs, redacts a receiver even on the upstream’s host, and every signature', () => {
    const origin = 'https://ghe.example.test';
    const hook = {
      type: 'Repository',
      id: 7,
      name: 'web',
      active: true,
      events: ['push'],
      config: { url: `${origin}/hooks/SECRETSEGMENT1`, content_type: 'json', insecure_ssl: '0' },
      url: `${origin}/api/v3/repos/acme/widgets/hooks/7`,
      test_url: `${origin}/api/v3/repos/acme/widgets/hooks/7/test`,
    };
    const delivery = {
      id: 9,
      url: `${origin}/hooks/SECRETSEGMENT1`,
      request: { headers: { 'X-Hub-Signature-256': `sha256=${'ab12'.repeat(16)}` }, payload: {} },
    };
    const exchange = (path: string, body: unknown) => ({
      method: 'GET',
      path,
      query: [],
      authorization: `token ${TOKEN}`,
      contentType: null,
      requestBody: '',
      status: 200,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: JSON.stringify(body),
    });
    const recorded = toRecordedScenario(
      [
        exchange('/api/v3/repos/acme/widgets/hooks', [hook]),
        exchange('/api/v3/repos/acme/widgets/hooks/7/deliveries/9', delivery),
      ],
      { upstreamOrigin: origin, basePath: '/api/v3', flavor: 'github' },
    );
    const text = JSON.stringify(recorded);
    expect(text).not.toContain('SECRETSEGMENT1');
    expect(text).not.toContain('ab12ab12');
    expect(text).toContain('"url":"http://recorded.test/hooks/REDACTED"');
    expect(text).toContain('"url":"http://recorded.test/api/v3/repos/acme/widgets/hooks/1"');
    expect(text).toContain('"test_url":"http://recorded.test/api/v3/repos/acme/widgets/hooks/1/test"');
    expect(recorded.hooks).toEqual([
      expect.objectContaining({
        id: 1,
        type: 'native',
        config: expect.objectContaining({ insecure_ssl: '0' }),
      }),
    ]);
  });
});

/** Octokit logs every failed request to the console. */
const quietLog = { debug() {}, info() {}, warn() {}, error() {} };
