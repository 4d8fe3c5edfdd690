/**
 * Recording a Bitbucket Cloud session (`hookmock record --flavor bitbucket` in front of `hookmock
 * serve --flavor bitbucket`) made by node-bitbucket 2.12, unchanged: create, list across pages,
 * get by uuid, replace, delete, a 404. The recording infers the hooks that existed before (read
 * from `{values}` pages, each named by its uuid), remaps their ids with every uuid following, and
 * replays step for step against a fresh mock loaded from the file alone.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { toRecordedScenario } from '../../src/core/recording/to-scenario.js';
import { parseScenario } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { startRecorder } from '../../src/node/record/recorder.js';
import { replayScenario, transcript } from '../../src/node/record/replay-file.js';
import type { Client } from '../bitbucket/support.js';
import { failure } from '../bitbucket/support.js';

const running: { close?: () => Promise<void>; stop?: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await (r.close?.() ?? r.stop?.());
});

const { Bitbucket }: { Bitbucket: new (options: object) => Client } = createRequire(import.meta.url)(
  'bitbucket',
);

/** node-bitbucket, its construction banner kept out of the test's output. */
function client(baseUrl: string): Client {
  const log = console.log;
  console.log = () => undefined;
  try {
    return new Bitbucket({ baseUrl, auth: { token: 'alice-token' } });
  } finally {
    console.log = log;
  }
}

/** Hook 1 is in a repo the session never reads, so the recording remaps 2 → 1, 3 → 2, …. */
const WORLD: Scenario = {
  users: [{ login: 'alice', token: 'alice-token' }],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [
    { owner: 'acme', name: 'other', admins: ['alice'] },
    { owner: 'acme', name: 'widgets', admins: ['alice'] },
  ],
  hooks: [
    { repo: 'acme/other', config: { url: 'https://ci.example.test/o', content_type: 'json' } },
    {
      repo: 'acme/widgets',
      active: true,
      events: ['push'],
      config: { url: 'https://ci.example.test/w', content_type: 'json', secret: 'kept-secret' },
    },
  ],
};

describe('record → replay, bitbucket flavor (node-bitbucket)', () => {
  it('infers the hooks a {values} page showed by uuid, and replays every step on a fresh mock', async () => {
    const server = await startServer({
      flavor: 'bitbucket',
      auth: 'strict',
      port: 0,
      quiet: true,
      scenario: WORLD,
    });
    running.push(server);
    const upstream = new URL(server.url).origin;
    const recorder = await startRecorder({ upstream, flavor: 'bitbucket' });
    running.push(recorder);
    const bb = client(`${recorder.url}/2.0`);
    const repo = { workspace: 'acme', repo_slug: 'widgets' };

    const made = [];
    for (const n of [1, 2]) {
      const { status, data } = await bb.repositories.createWebhook({
        ...repo,
        _body: { url: `https://ci.example.test/new-${n}`, events: ['repo:push'], secret: `s-${n}` },
      });
      expect(status).toBe(201);
      made.push(String(data.uuid));
    }
    const first = await bb.repositories.listWebhooks({ ...repo, pagelen: 2 });
    expect(first.data).toMatchObject({ size: 3, page: 1 });
    const second = await bb.repositories.listWebhooks({ ...repo, pagelen: 2, page: 2 });
    expect(second.data.values).toHaveLength(1);
    const [uid = ''] = made;
    expect((await bb.repositories.getWebhook({ ...repo, uid })).status).toBe(200);
    const put = await bb.repositories.updateWebhook({
      ...repo,
      uid,
      _body: { url: 'https://ci.example.test/changed', events: ['pullrequest:created'], active: false },
    });
    expect(put.status).toBe(200);
    expect((await bb.repositories.deleteWebhook({ ...repo, uid })).status).toBe(204);
    expect((await failure(bb.repositories.getWebhook({ ...repo, uid }))).status).toBe(404);

    const exchanges = await recorder.stop();
    expect(exchanges).toHaveLength(8);
    const scenario = toRecordedScenario(exchanges, {
      upstreamOrigin: upstream,
      basePath: '/2.0',
      flavor: 'bitbucket',
    });
    // The hook that existed before, read from a `{values}` page by its uuid: the mock's 2, now 1.
    expect(scenario.hooks).toEqual([
      expect.objectContaining({
        repo: 'acme/widgets',
        id: 1,
        active: true,
        events: ['repo:push'],
        // A receiver URL's path is redacted in every recording.
        config: expect.objectContaining({ url: 'https://ci.example.test/REDACTED', secret: 'REDACTED' }),
      }),
    ]);
    expect(scenario.nextId).toBe(2);
    const text = JSON.stringify(scenario);
    expect(text).not.toContain('alice-token');
    expect(text).not.toContain('kept-secret');
    // The uuids follow the ids: the first created hook (the mock's 3, now 2) is shown, got,
    // replaced and deleted by its new uuid (`links.self` too); the mock's 4 (now 3) left no trace of its own.
    const steps = scenario.steps ?? [];
    const recordedUuid = String(Object(steps[0]?.response.body).uuid);
    expect(recordedUuid).not.toBe(made[0]);
    expect(JSON.stringify(steps[0]?.response.body)).toContain(`hooks/${encodeURIComponent(recordedUuid)}`);
    for (const i of [4, 5, 6, 7]) expect(steps[i]?.request.path).toContain(encodeURIComponent(recordedUuid));
    expect(text).not.toContain(String(made[1]).slice(1, -1));

    const file = parseScenario(JSON.parse(JSON.stringify({ flavor: 'bitbucket', ...scenario })), 'recording');
    const results = await replayScenario(file);
    expect(transcript(results)).toContain('all 8 steps match');
  });
});
