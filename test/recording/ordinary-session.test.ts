/**
 * Issue 32 item 1: a drift check that is green in CI. An ordinary session against `hookmock serve`
 * of the default scenario (list the hooks, read one, create one with a secret, change it, press
 * its test, a 422, a 404, delete it), recorded in every flavor, replays green against a fresh
 * mock and against the server it was recorded from. The default scenario's hooks carry a secret
 * (GitHub masks it as `********`) and a receiver URL that redaction changes, so both sides must
 * read the recording's redaction the same way. Against a server that really delivers, timing
 * fields are compared by kind and a delivery's status after it settles.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { toRecordedScenario } from '../../src/core/recording/to-scenario.js';
import { parseScenario } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import { startRecorder } from '../../src/node/record/recorder.js';
import { replayScenario, transcript } from '../../src/node/record/replay-file.js';

const running: { close?: () => Promise<void>; stop?: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const r of running.splice(0)) await (r.close?.() ?? r.stop?.());
});

/** What differs between the flavors' sessions: the base path, the test route, the deliveries route. */
const FLAVORS = {
  spec: { base: '/api/v1', press: 'tests', type: 'native', deliveries: false },
  gitea: { base: '/api/v1', press: 'tests', type: 'gitea', deliveries: false },
  forgejo: { base: '/api/v1', press: 'tests', type: 'forgejo', deliveries: false },
  github: { base: '/api/v3', press: 'pings', type: undefined, deliveries: true },
} as const;
type Flavor = keyof typeof FLAVORS;

/** A receiver on 127.0.0.1 that answers 200 after a short while, so a delivery takes time. */
async function receiver(): Promise<string> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => setTimeout(() => res.end('ok'), 30));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({ close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/s3cretPathSegment`;
}

async function recordSession(
  flavor: Flavor,
  deliver: boolean,
): Promise<{ scenario: Scenario; upstream: string }> {
  const f = FLAVORS[flavor];
  const server = await startServer({ flavor, port: 0, quiet: true, deliver });
  running.push(server);
  const upstream = new URL(server.url).origin;
  const recorder = await startRecorder({ upstream, flavor });
  running.push(recorder);
  const send = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const headers = { 'content-type': 'application/json', authorization: 'token demo' };
    const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    const response = await fetch(`${recorder.url}${f.base}${path}`, init);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
  const url = deliver ? await receiver() : 'https://ci.example.test/hooks/s3cretPathSegment';
  await send('GET', '/repos/acme/widgets/hooks');
  await send('GET', '/repos/acme/widgets/hooks/1');
  const created = await send('POST', '/repos/acme/widgets/hooks', {
    ...(f.type ? { type: f.type } : {}),
    active: true,
    events: ['push'],
    config: { url, content_type: 'json', secret: 'a-very-secret-value' },
  });
  const id = (created as { id: number }).id;
  await send('PATCH', `/repos/acme/widgets/hooks/${id}`, { active: true, events: ['push', 'create'] });
  await send('POST', `/repos/acme/widgets/hooks/${id}/${f.press}`);
  if (f.deliveries) {
    await new Promise((resolve) => setTimeout(resolve, 300)); // the delivery settles upstream
    const [delivery] = (await send('GET', `/repos/acme/widgets/hooks/${id}/deliveries`)) as { id: number }[];
    await send('GET', `/repos/acme/widgets/hooks/${id}/deliveries/${delivery?.id ?? 0}`);
  }
  await send('GET', '/repos/acme/widgets/hooks');
  await send('POST', '/repos/acme/widgets/hooks', { config: { url: 'ftp://x' } }); // 422
  await send('GET', '/repos/acme/widgets/hooks/999'); // 404
  await send('DELETE', `/repos/acme/widgets/hooks/${id}`);
  const exchanges = await recorder.stop();
  const recorded = toRecordedScenario(exchanges, { upstreamOrigin: upstream, basePath: f.base, flavor });
  return { scenario: JSON.parse(JSON.stringify({ flavor, ...recorded })) as Scenario, upstream };
}

describe.each(Object.keys(FLAVORS) as Flavor[])('an ordinary session, %s flavor', (flavor) => {
  it('replays green against a fresh mock and against the server it was recorded from', async () => {
    const { scenario, upstream } = await recordSession(flavor, false);
    const text = JSON.stringify(scenario);
    expect(text).not.toContain('s3cretPathSegment');
    expect(text).not.toContain('a-very-secret-value');
    const parsed = parseScenario(scenario, 'recording');
    const steps = scenario.steps?.length ?? 0;
    expect(transcript(await replayScenario(parsed))).toContain(`all ${steps} steps match`);
    const against = await replayScenario(parsed, {
      against: upstream,
      tokens: { 'recorded-token-1': 'demo' },
    });
    expect(transcript(against)).toContain(`all ${steps} steps match`);
  });
});

describe('against a server that delivers', () => {
  it.each(['github', 'gitea'] as const)(
    '%s: timing fields by kind, a delivery’s status once it settles',
    async (flavor) => {
      const { scenario, upstream } = await recordSession(flavor, true);
      const parsed = parseScenario(scenario, 'recording');
      const against = await replayScenario(parsed, {
        against: upstream,
        tokens: { 'recorded-token-1': 'demo' },
      });
      expect(transcript(against)).toContain(`all ${scenario.steps?.length ?? 0} steps match`);
    },
  );
});

/**
 * Issue 30 item 10 / issue 32 item 1: a GitLab session (`PRIVATE-TOKEN`, projects and groups by
 * their URL-encoded full path) replays green too: list the project's hooks, create one with a
 * token and custom headers, read it, edit it with PUT, a 400, a 404, read the project and the
 * group, create, list and delete a group hook, delete the project hook. The token and the custom
 * header's value never reach the file; what GitLab masks (`custom_headers` keys only) and its
 * `created_at` with milliseconds are compared as the other flavors' masked and timing fields are.
 */
async function recordGitlabSession(): Promise<{ scenario: Scenario; upstream: string }> {
  const server = await startServer({ flavor: 'gitlab', port: 0, quiet: true });
  running.push(server);
  const upstream = new URL(server.url).origin;
  const recorder = await startRecorder({ upstream, flavor: 'gitlab' });
  running.push(recorder);
  const send = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const headers = { 'content-type': 'application/json', 'private-token': 'demo' };
    const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    const response = await fetch(`${recorder.url}/api/v4${path}`, init);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
  const project = '/projects/acme%2Fwidgets';
  await send('GET', `${project}/hooks`);
  const created = await send('POST', `${project}/hooks`, {
    url: 'https://ci.example.test/hooks/s3cretPathSegment',
    token: 'a-very-secret-value',
    merge_requests_events: true,
    custom_headers: [{ key: 'X-Team', value: 'a-secret-header-value' }],
  });
  const id = (created as { id: number }).id;
  await send('GET', `${project}/hooks/${id}`);
  await send('PUT', `${project}/hooks/${id}`, { push_events: false, issues_events: true });
  await send('PUT', `${project}/hooks/${id}`, {}); // 400 No parameters provided
  await send('GET', `${project}/hooks/999`); // 404
  await send('GET', project);
  await send('GET', '/groups/acme');
  const group = await send('POST', '/groups/acme/hooks', { url: 'https://audit.example.test/g' });
  await send('GET', '/groups/acme/hooks');
  await send('DELETE', `/groups/acme/hooks/${(group as { id: number }).id}`);
  await send('DELETE', `${project}/hooks/${id}`);
  await send('GET', `${project}/hooks`);
  const exchanges = await recorder.stop();
  const recorded = toRecordedScenario(exchanges, {
    upstreamOrigin: upstream,
    basePath: '/api/v4',
    flavor: 'gitlab',
  });
  return { scenario: JSON.parse(JSON.stringify({ flavor: 'gitlab', ...recorded })) as Scenario, upstream };
}

describe('an ordinary session, gitlab flavor', () => {
  it('replays green against a fresh mock and against the server it was recorded from', async () => {
    const { scenario, upstream } = await recordGitlabSession();
    const text = JSON.stringify(scenario);
    for (const secret of ['s3cretPathSegment', 'a-very-secret-value', 'a-secret-header-value', '"demo"'])
      expect(text).not.toContain(secret);
    const steps = scenario.steps?.length ?? 0;
    expect(scenario.steps?.map((s) => s.response.status)).toEqual([
      200, 201, 200, 200, 400, 404, 200, 200, 201, 200, 204, 204, 200,
    ]);
    const parsed = parseScenario(scenario, 'recording');
    expect(transcript(await replayScenario(parsed))).toContain(`all ${steps} steps match`);
    // The project's and group's ids and names came from the answers; the hooks from the lists.
    expect(scenario.repos?.find((r) => r.name === 'widgets')).toMatchObject({
      id: 1,
      description: 'The widget factory',
    });
    expect(scenario.orgs?.find((o) => o.name === 'acme')).toMatchObject({
      id: 1,
      full_name: 'Acme Corporation',
    });
    expect(scenario.hooks?.map((h) => h.repo ?? h.org)).toEqual(['acme/widgets', 'acme/widgets', 'acme']);
    const against = await replayScenario(parsed, {
      against: upstream,
      tokens: { 'recorded-token-1': 'demo' },
    });
    expect(transcript(against)).toContain(`all ${steps} steps match`);
  });
});
