import { giteaApi } from 'gitea-js';
import { afterEach, describe, expect, it } from 'vitest';
import { toRecordedScenario } from '../../src/core/recording/to-scenario.js';
import { parseScenario } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { startRecorder } from '../../src/node/record/recorder.js';
import type { Recorder } from '../../src/node/record/recorder.js';
import { replayScenario, transcript } from '../../src/node/record/replay-file.js';

// Everything a test starts, it stops.
const running: { close?: () => Promise<void>; stop?: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await (r.close?.() ?? r.stop?.());
});

const SECRETS = ['hunter2-hook-secret', 'Bearer very-private-header'];
const TOKENS = ['demo', 'bob-token', 'definitely-unknown-token'];

async function upstream(flavor: 'gitea' | 'spec' | 'forgejo', scenario?: Scenario): Promise<RunningServer> {
  const server = await startServer({
    flavor,
    auth: 'strict',
    port: 0,
    quiet: true,
    ...(scenario ? { scenario } : {}),
  });
  running.push(server);
  return server;
}

/** Records a session driven by the generated gitea client (and raw fetch for the odd cases). */
async function recordSession(): Promise<{ file: string; origin: string }> {
  const server = await upstream('gitea');
  const origin = new URL(server.url).origin;
  const recorder: Recorder = await startRecorder({ upstream: origin });
  running.push(recorder);
  const api = giteaApi(recorder.url, {
    token: 'demo',
    customFetch: (...a: Parameters<typeof fetch>) => fetch(...a),
  });
  await api.repos.repoListHooks('acme', 'widgets');
  const created = await api.repos.repoCreateHook('acme', 'widgets', {
    type: 'gitea',
    active: true,
    events: ['push'],
    authorization_header: SECRETS[1],
    config: { url: 'https://ci.example.test/rec', content_type: 'json', secret: SECRETS[0] as string },
  });
  await api.repos.repoTestHook('acme', 'widgets', created.data.id as number);
  await api.repos.repoEditHook('acme', 'widgets', created.data.id as number, {
    active: false,
    authorization_header: SECRETS[1],
  });
  await api.orgs.orgListHooks('acme', { limit: 1 });
  await fetch(`${recorder.url}/api/v1/orgs/acme/hooks?token=bob-token`);
  await fetch(`${recorder.url}/api/v1/repos/acme/widgets/hooks`, {
    headers: { authorization: 'token definitely-unknown-token' },
  });
  await fetch(`${recorder.url}/api/v1/repos/acme/widgets/hooks/4242`, {
    headers: { authorization: 'token demo' },
  });
  await api.repos.repoDeleteHook('acme', 'widgets', created.data.id as number);
  const exchanges = await recorder.stop();
  const scenario = toRecordedScenario(exchanges, {
    upstreamOrigin: origin,
    basePath: '/api/v1',
    flavor: 'gitea',
  });
  return { file: JSON.stringify({ flavor: 'gitea', ...scenario }, null, 2), origin };
}

describe('record → file → replay', () => {
  it('writes a file with no token, secret, authorization header or upstream host in it', async () => {
    const { file, origin } = await recordSession();
    for (const value of [...TOKENS, ...SECRETS, 'very-private-header', origin, new URL(origin).host]) {
      expect(file.includes(value), `the recording contains "${value}"`).toBe(false);
    }
    const scenario = parseScenario(JSON.parse(file), 'recording');
    expect(scenario.steps).toHaveLength(9);
    // The same real id is the same fake id everywhere, in bodies and paths alike.
    const createdId = (scenario.steps?.[1]?.response.body as { id: number }).id;
    expect(scenario.steps?.[2]?.request.path).toBe(`/api/v1/repos/acme/widgets/hooks/${createdId}/tests`);
    expect(scenario.steps?.[8]?.request.path).toBe(`/api/v1/repos/acme/widgets/hooks/${createdId}`);
    expect(scenario.steps?.[3]?.response.body).toMatchObject({
      id: createdId,
      authorization_header: 'REDACTED',
      updated_at: '2026-01-01T00:00:00Z',
    });
    expect(scenario.steps?.[5]?.request).toMatchObject({ tokenIn: 'query', token: 'recorded-token-2' });
  });

  it('replays green against a fresh mock loaded from the file', async () => {
    const { file } = await recordSession();
    const results = await replayScenario(parseScenario(JSON.parse(file), 'recording'));
    expect(transcript(results)).toContain('all 9 steps match');
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('names the differing fields when replayed against a server of another flavor', async () => {
    const { file } = await recordSession();
    const scenario = parseScenario(JSON.parse(file), 'recording');
    const { steps: _s, flavor: _f, ...state } = scenario;
    const spec = await upstream('spec', state);
    const results = await replayScenario(scenario, { against: spec.url });
    const list = results[0];
    expect(list?.ok).toBe(false);
    // spec names its timestamps created/updated and has no name/branch_filter/authorization_header.
    expect(list?.differences).toEqual(
      expect.arrayContaining([
        'body[0].name',
        'body[0].branch_filter',
        'body[0].updated_at',
        'body[0].created',
      ]),
    );
    expect(transcript(results)).toMatch(
      /✗ {2}1 GET \/api\/v1\/repos\/acme\/widgets\/hooks → 200 {2}differs at: .*body\[0\]\.name/,
    );
  });

  it('shows a ✗ at exactly the step that was edited by hand', async () => {
    const { file } = await recordSession();
    const edited = JSON.parse(file) as {
      steps: { response: { status: number; body: { message?: string } } }[];
    };
    const step = edited.steps[6] as { response: { status: number; body: { message?: string } } };
    step.response.body.message = 'a message the server never sent';
    const results = await replayScenario(parseScenario(edited, 'edited'));
    expect(results.filter((r) => !r.ok).map((r) => r.index)).toEqual([6]);
    expect(results[6]?.differences).toEqual(['body.message']);
    // The transcript shows both values, not only the path (trial 3, friction 10).
    expect(results[6]?.mismatches[0]?.expected).toBe('a message the server never sent');
    expect(transcript(results)).toMatch(
      /\n {6}body\.message: expected "a message the server never sent", got "[^"]+"\n/,
    );
  });
});
