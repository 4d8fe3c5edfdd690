/**
 * GitLab's test triggers (`POST …/hooks/:hook_id/test/:trigger`, `lib/api/hooks/trigger_test.rb`)
 * against the standalone server with a real node:http receiver on 127.0.0.1: each trigger's
 * sample from the scenario's world and its `X-Gitlab-Event`, GitLab's 422s when the world has
 * nothing to send, untestable and unknown triggers, disabled and unsubscribed hooks tested all
 * the same, 201 for a 2xx answer and 422 with the receiver's body otherwise, the rate limit on
 * the mock's clock, the checks in GitLab's order, and the dashboard's test button.
 * (@gitbeaker/rest has no method for this route: its ProjectHooks and GroupHooks stop at
 * add/all/show/edit/remove.)
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Scenario } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';
import { call } from './support.js';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

const received: Received[] = [];
let receiver: Server;
let port = 0;
let running: RunningServer;
let now = Date.parse('2026-03-02T10:00:00Z');

const scenario = (at: number): Scenario => ({
  users: [
    { login: 'alice', token: 'demo' },
    { login: 'bob', token: 'bob-token' },
  ],
  orgs: [
    { name: 'acme', owners: ['alice'] },
    { name: 'lonely', owners: ['alice'] },
  ],
  repos: [
    { owner: 'acme', name: 'widgets', admins: ['alice'], readers: ['bob'] },
    { owner: 'acme', name: 'bare', admins: ['alice'], empty: true },
  ],
  hooks: [
    // 1: subscribed to push, active.
    {
      repo: 'acme/widgets',
      active: true,
      events: ['push_events'],
      config: { url: `http://127.0.0.1:${at}/ok` },
    },
    // 2: disabled, and subscribed to nothing a test sends.
    {
      repo: 'acme/widgets',
      active: false,
      events: ['tag_push_events'],
      config: { url: `http://127.0.0.1:${at}/ok` },
    },
    // 3: its receiver answers 400.
    {
      repo: 'acme/widgets',
      active: true,
      events: ['push_events'],
      config: { url: `http://127.0.0.1:${at}/fail` },
    },
    // 4: the empty project's.
    {
      repo: 'acme/bare',
      active: true,
      events: ['push_events'],
      config: { url: `http://127.0.0.1:${at}/ok` },
    },
    // 5: a group with a project.
    { org: 'acme', active: true, events: ['push_events'], config: { url: `http://127.0.0.1:${at}/ok` } },
    // 6: a group without projects.
    { org: 'lonely', active: true, events: ['push_events'], config: { url: `http://127.0.0.1:${at}/ok` } },
  ],
});

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(body || '{}') });
      if (req.url === '/fail') res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Error response');
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  running = await startServer({
    port: 0,
    quiet: true,
    flavor: 'gitlab',
    scenario: scenario(port),
    deliver: true,
    clock: () => new Date(now),
  });
});

afterAll(async () => {
  await running.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

beforeEach(() => {
  running.mock.reset();
  received.length = 0;
  // A new minute for every test: the limit of 5 a minute is its own test's business.
  now += 60_000;
});

const test = (hook: number, trigger: string, token: string | null = 'demo', base = '/projects/1') =>
  call(running.url, 'POST', `${base}/hooks/${hook}/test/${trigger}`, { token });

/** Waits for the simulations' own deliveries to land, then forgets them. */
async function settled(): Promise<void> {
  const open = () =>
    running.mock.deliveries
      .all()
      .some((d) => d.delivery.status === 'pending' || d.delivery.status === 'recorded');
  await running.mock.deliveries.waitFor(() => !open(), { timeoutMs: 5000 });
  received.length = 0;
}

/** The one request the receiver got, after a test that answered. */
const only = () => {
  expect(received).toHaveLength(1);
  return received[0] as Received;
};

describe('gitlab test triggers: the samples', () => {
  it('push_events: 201, the three newest commits of the default branch, Push Hook, recorded as a test', async () => {
    await running.mock.simulate.push({ repo: 'acme/widgets', commits: ['one', 'two', 'three', 'four'] });
    await settled();
    const answer = await test(1, 'push_events');
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: '201 Created' });
    const got = only();
    expect(got.headers['x-gitlab-event']).toBe('Push Hook');
    const commits = got.body.commits as { id: string; message: string }[];
    expect(commits.map((c) => c.message)).toEqual(['two\n', 'three\n', 'four\n']);
    expect(got.body).toMatchObject({
      object_kind: 'push',
      ref: 'refs/heads/main',
      before: commits[0]?.id,
      after: commits[2]?.id,
      total_commits_count: 3,
    });
    const last = running.mock.deliveries.all().at(-1);
    expect(last).toMatchObject({ hookId: 1, trigger: 'test', event: 'Push Hook', eventType: 'push' });
    expect(last?.delivery).toMatchObject({ status: 'delivered', responseStatus: 200 });
    const control = await call(running.url.replace(/\/api\/v4$/, ''), 'GET', '/__hookmock/deliveries');
    expect(JSON.stringify(control.body)).toContain(last?.guid);
  });

  it('tag_push_events: the greatest tag, its commit as checkout_sha, Tag Push Hook', async () => {
    await running.mock.simulate.createTag({ repo: 'acme/widgets', tag: 'v1.2.0' });
    await running.mock.simulate.createTag({ repo: 'acme/widgets', tag: 'v1.10.0' });
    received.length = 0;
    expect((await test(1, 'tag_push_events')).status).toBe(201);
    const got = only();
    expect(got.headers['x-gitlab-event']).toBe('Tag Push Hook');
    expect(got.body).toMatchObject({ object_kind: 'tag_push', ref: 'refs/tags/v1.2.0' });
    expect(got.body.checkout_sha).toMatch(/^[0-9a-f]{40}$/);
  });

  it("an empty project's push sends GitLab's SAMPLE_DATA; its CI jobs and pipelines are missing", async () => {
    expect((await test(4, 'push_events', 'demo', '/projects/2')).status).toBe(201);
    expect(only().body).toMatchObject({
      object_kind: 'push',
      before: '95790bf891e76fee5e1747ab589903a6a1f80f22',
      after: 'da1560886d4f094c3e6c9ef40349f7d38b5d27d7',
      project_id: 15,
      push_options: { ci: { skip: true } },
    });
    const jobs = await test(4, 'job_events', 'demo', '/projects/2');
    expect([jobs.status, jobs.body]).toEqual([422, { message: 'Ensure the project has CI jobs.' }]);
    const pipelines = await test(4, 'pipeline_events', 'demo', '/projects/2');
    expect(pipelines.body).toEqual({ message: 'Ensure the project has CI pipelines.' });
  });

  it('issues: 422 while the world has none, then the newest issue (open), Issue and Confidential Issue Hook', async () => {
    const none = await test(1, 'issues_events');
    expect([none.status, none.body]).toEqual([422, { message: 'Ensure the project has issues.' }]);
    expect(received).toHaveLength(0);
    await running.mock.simulate.openIssue({ repo: 'acme/widgets', title: 'First' });
    await running.mock.simulate.openIssue({ repo: 'acme/widgets', title: 'Second' });
    received.length = 0;
    expect((await test(1, 'issues_events')).status).toBe(201);
    expect((await test(1, 'confidential_issues_events')).status).toBe(201);
    expect(received.map((r) => r.headers['x-gitlab-event'])).toEqual([
      'Issue Hook',
      'Confidential Issue Hook',
    ]);
    for (const r of received)
      expect(r.body).toMatchObject({
        object_kind: 'issue',
        object_attributes: { title: 'Second', action: 'open' },
      });
  });

  it('notes and emoji: 422 without notes, then a note and an award on what was commented', async () => {
    for (const trigger of ['note_events', 'emoji_events'])
      expect((await test(1, trigger)).body).toEqual({ message: 'Ensure the project has notes.' });
    await running.mock.simulate.openIssue({ repo: 'acme/widgets', title: 'Commented' });
    await running.mock.simulate.comment({ repo: 'acme/widgets', number: 1, body: 'hi' });
    received.length = 0;
    expect((await test(1, 'note_events')).status).toBe(201);
    expect((await test(1, 'emoji_events')).status).toBe(201);
    expect(received.map((r) => r.headers['x-gitlab-event'])).toEqual(['Note Hook', 'Emoji Hook']);
    expect(received[0]?.body).toMatchObject({ object_kind: 'note', object_attributes: { action: 'create' } });
    expect(received[1]?.body).toMatchObject({
      object_kind: 'emoji',
      object_attributes: { name: 'thumbsup' },
    });
  });

  it('merge requests and releases: 422 without them, then the newest one', async () => {
    expect((await test(1, 'merge_requests_events')).body).toEqual({
      message: 'Ensure the project has merge requests.',
    });
    expect((await test(1, 'releases_events')).body).toEqual({ message: 'Ensure the project has releases.' });
    await running.mock.simulate.createBranch({ repo: 'acme/widgets', branch: 'polish' });
    await running.mock.simulate.openPullRequest({ repo: 'acme/widgets', head: 'polish', title: 'Polish' });
    await running.mock.simulate.publishRelease({ repo: 'acme/widgets', tag: 'v3.0.0' });
    await settled();
    expect((await test(1, 'merge_requests_events')).status).toBe(201);
    expect((await test(1, 'releases_events')).status).toBe(201);
    expect(received.map((r) => r.headers['x-gitlab-event'])).toEqual(['Merge Request Hook', 'Release Hook']);
    expect(received[0]?.body).toMatchObject({
      object_kind: 'merge_request',
      object_attributes: { action: 'open' },
    });
    expect(received[1]?.body).toMatchObject({ object_kind: 'release', action: 'create', tag: 'v3.0.0' });
  });

  it('jobs, pipelines, wiki pages and access tokens of a project with commits', async () => {
    const triggers = ['job_events', 'pipeline_events', 'wiki_page_events', 'resource_access_token_events'];
    for (const trigger of triggers) expect((await test(1, trigger)).status).toBe(201);
    expect(received.map((r) => [r.headers['x-gitlab-event'], r.body.object_kind])).toEqual([
      ['Job Hook', 'build'],
      ['Pipeline Hook', 'pipeline'],
      ['Wiki Page Hook', 'wiki_page'],
      ['Resource Access Token Hook', 'access_token'],
    ]);
    expect(received[3]?.body).toMatchObject({ object_attributes: { id: 1, name: 'pat_for_webhook_event' } });
  });
});

describe('gitlab test triggers: what is refused', () => {
  it('valid but untestable triggers: 422 Testing not available for this hook, nothing sent', async () => {
    for (const trigger of ['confidential_note_events', 'deployment_events', 'feature_flag_events']) {
      const answer = await test(1, trigger);
      expect([answer.status, answer.body]).toEqual([422, { message: 'Testing not available for this hook' }]);
    }
    expect(received).toHaveLength(0);
  });

  it("unknown triggers: Grape's 400; a group hook takes the project hook's triggers only", async () => {
    for (const trigger of ['nope_events', 'push', 'member_events']) {
      const answer = await test(1, trigger);
      expect([answer.status, answer.body]).toEqual([400, { error: 'trigger does not have a valid value' }]);
    }
    // `API::Hooks::TriggerTest` declares `values: ProjectHook.triggers` for both mounts.
    for (const trigger of ['member_events', 'subgroup_events', 'project_events']) {
      const group = await test(5, trigger, 'demo', '/groups/acme');
      expect([group.status, group.body]).toEqual([400, { error: 'trigger does not have a valid value' }]);
    }
    expect(received).toHaveLength(0);
  });

  it('a disabled hook not subscribed to the trigger is tested all the same (force: true)', async () => {
    const answer = await test(2, 'push_events');
    expect(answer.status).toBe(201);
    expect(only().headers['x-gitlab-event']).toBe('Push Hook');
  });

  it("a non-2xx answer is a 422 with the receiver's body; no answer at all, a 422 with the error", async () => {
    const failed = await test(3, 'push_events');
    expect([failed.status, failed.body]).toEqual([422, { message: 'Error response' }]);
    expect(running.mock.deliveries.all().at(-1)?.delivery).toMatchObject({
      status: 'failed',
      responseStatus: 400,
    });
    // A hook whose receiver is gone.
    const created = await call(running.url, 'POST', '/projects/1/hooks', {
      body: { url: 'http://127.0.0.1:1/gone' },
    });
    const id = (created.body as { id: number }).id;
    const gone = await test(id, 'push_events');
    expect(gone.status).toBe(422);
    expect((gone.body as { message: string }).message).not.toBe('');
  });
});

describe('gitlab test triggers: the rate limit and the checks', () => {
  it('the 6th test in a minute is a 429 with GitLab body; the next minute tests again', async () => {
    for (let i = 0; i < 5; i++) expect((await test(1, 'push_events')).status).toBe(201);
    const sixth = await test(1, 'push_events');
    expect([sixth.status, sixth.body]).toEqual([
      429,
      { message: { error: 'This endpoint has been requested too many times. Try again later.' } },
    ]);
    // `check_rate_limit!` sets no Retry-After (only `too_many_requests!` does).
    expect(sixth.headers.get('retry-after')).toBeNull();
    expect(received).toHaveLength(5);
    // Per parent: the group's hooks are counted apart.
    expect((await test(5, 'push_events', 'demo', '/groups/acme')).status).toBe(201);
    now += 60_000;
    expect((await test(1, 'push_events')).status).toBe(201);
  });

  it('reset() clears the counters', async () => {
    for (let i = 0; i < 6; i++) await test(1, 'tag_push_events');
    expect((await test(1, 'push_events')).status).toBe(429);
    running.mock.reset();
    expect((await test(1, 'push_events')).status).toBe(201);
  });

  it("GitLab's order: 401, 404 project, 403, 400 parameters, 404 hook", async () => {
    expect((await test(1, 'push_events', null)).body).toEqual({ message: '401 Unauthorized' });
    const noProject = await test(1, 'nope', 'demo', '/projects/99');
    expect([noProject.status, noProject.body]).toEqual([404, { message: '404 Project Not Found' }]);
    const reader = await test(1, 'nope', 'bob-token');
    expect([reader.status, reader.body]).toEqual([403, { message: '403 Forbidden' }]);
    const badTrigger = await test(99, 'nope');
    expect([badTrigger.status, badTrigger.body]).toEqual([
      400,
      { error: 'trigger does not have a valid value' },
    ]);
    const badId = await test(Number.NaN, 'push_events');
    expect([badId.status, badId.body]).toEqual([400, { error: 'hook_id is invalid' }]);
    const noHook = await test(99, 'push_events');
    expect([noHook.status, noHook.body]).toEqual([404, { message: '404 Not found' }]);
    // Another project's hook is not found either.
    expect((await test(4, 'push_events')).body).toEqual({ message: '404 Not found' });
    expect(received).toHaveLength(0);
  });
});

describe('gitlab test triggers: group hooks and the dashboard', () => {
  it("a group hook sends its first project with commits' sample; a group without one, GitLab's 422", async () => {
    expect((await test(5, 'push_events', 'demo', '/groups/acme')).status).toBe(201);
    expect(only().body).toMatchObject({
      object_kind: 'push',
      project: { path_with_namespace: 'acme/widgets' },
    });
    const tags = await test(5, 'tag_push_events', 'demo', '/groups/acme');
    expect(tags.status).toBe(201);
    expect(received[1]?.headers['x-gitlab-event']).toBe('Tag Push Hook');
    const lonely = await test(6, 'push_events', 'demo', '/groups/lonely');
    expect([lonely.status, lonely.body]).toEqual([
      422,
      { message: 'Ensure the group has a project with commits.' },
    ]);
  });

  it("the dashboard's test button sends the push_events sample through the same path", async () => {
    const root = running.url.replace(/\/api\/v4$/, '');
    const answer = await call(root, 'POST', '/__hookmock/hooks/2/test', { token: null });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ hookId: 2, trigger: 'test', event: 'Push Hook', eventType: 'push' });
    expect(only().headers['x-gitlab-event']).toBe('Push Hook');
    const lonely = await call(root, 'POST', '/__hookmock/hooks/6/test', { token: null });
    expect([lonely.status, lonely.body]).toEqual([
      409,
      { message: 'the test was not sent: Ensure the group has a project with commits.' },
    ]);
  });
});

describe('gitlab test triggers without outbound delivery', () => {
  let quiet: RunningServer;
  beforeAll(async () => {
    quiet = await startServer({ port: 0, quiet: true, flavor: 'gitlab', scenario: scenario(1) });
  });
  afterAll(() => quiet.close());

  it('answers 201 and records the delivery, as every test press records without sending', async () => {
    const answer = await call(quiet.url, 'POST', '/projects/1/hooks/1/test/push_events');
    expect([answer.status, answer.body]).toEqual([201, { message: '201 Created' }]);
    expect(quiet.mock.deliveries.all().at(-1)).toMatchObject({
      trigger: 'test',
      event: 'Push Hook',
      delivery: { status: 'recorded' },
    });
  });
});

describe('gitlab test triggers in-process, the app as the receiver', () => {
  const seen: string[] = [];
  const mock = createHookMock({
    flavor: 'gitlab',
    scenario: scenario(1),
    clock: () => new Date(now),
    // The app's own handler: /fail refuses with a JSON body, the rest is accepted.
    receiver: async (request) => {
      seen.push(request.headers.get('x-gitlab-event') ?? '');
      return new URL(request.url).pathname === '/fail'
        ? Response.json({ error: 'nope' }, { status: 500 })
        : new Response(null, { status: 204 });
    },
  });
  const msw = setupServer(...mock.handlers);
  beforeAll(() => msw.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => msw.close());

  it('answers through msw at https://gitlab.com/api/v4 with the same 201 and 422', async () => {
    const post = (hook: number, trigger: string) =>
      fetch(`https://gitlab.com/api/v4/projects/1/hooks/${hook}/test/${trigger}`, {
        method: 'POST',
        headers: { 'PRIVATE-TOKEN': 'demo' },
      });
    const ok = await post(1, 'wiki_page_events');
    expect([ok.status, await ok.json()]).toEqual([201, { message: '201 Created' }]);
    const refused = await post(3, 'push_events');
    expect([refused.status, await refused.json()]).toEqual([422, { message: '{"error":"nope"}' }]);
    expect(seen).toEqual(['Wiki Page Hook', 'Push Hook']);
    expect(mock.deliveries.all().map((d) => [d.trigger, d.delivery.status])).toEqual([
      ['test', 'delivered'],
      ['test', 'failed'],
    ]);
  });
});
