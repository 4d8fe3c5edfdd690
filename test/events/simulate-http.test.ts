/**
 * Simulate over HTTP (issue 20 item 2): `POST /__hookmock/simulate/{action}` takes the options of
 * `mock.simulate.<action>` as its JSON body and answers what the action resolves to in process;
 * 404 for an unknown action, 400 naming the field; the client's `simulate.<action>()` on top.
 */
import { describe, expect, it } from 'vitest';
import { connectHookMock } from '../../src/client/index.js';
import { HookMockClientError } from '../../src/client/index.js';
import { ORIGIN, call, createBody, manualClock, useMock, useMswServer } from '../support/msw.js';

const server = useMswServer();
const CONTROL = `${ORIGIN}/__hookmock`;
const simulate = (action: string, body: unknown) =>
  call('POST', `/simulate/${action}`, { base: CONTROL, token: null, body });

describe('POST /__hookmock/simulate/{action}', () => {
  const mock = useMock(server, { flavor: 'gitea', clock: manualClock() });

  it('runs the action: 200 with its deliveries and what it made, as in process', async () => {
    const branch = await simulate('createBranch', { repo: 'acme/widgets', branch: 'feature' });
    expect(branch.status).toBe(200);
    const made = branch.json as { deliveries: { id: number; eventType: string }[]; sha: string };
    expect(made.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(made.deliveries.map((d) => d.eventType)).toEqual(['push']);
    expect(mock.deliveries.all().map((d) => d.id)).toEqual(made.deliveries.map((d) => d.id));

    const pr = await simulate('openPullRequest', {
      repo: 'acme/widgets',
      head: 'feature',
      title: 'Over HTTP',
    });
    expect(pr.status).toBe(200);
    const opened = pr.json as { number: number; deliveries: { body: string }[] };
    expect(opened.number).toBe(1);
    expect(opened.deliveries.map((d) => JSON.parse(d.body).pull_request.title)).toEqual(['Over HTTP']);

    const merged = await simulate('mergePullRequest', { repo: 'acme/widgets', number: 1, sender: 'alice' });
    expect(merged.status).toBe(200);
    expect(
      (merged.json as { deliveries: { eventType: string; action: string | null }[] }).deliveries.map((d) => [
        d.eventType,
        d.action,
      ]),
    ).toEqual([
      ['pull_request', 'closed'],
      ['push', null],
    ]);
  });

  it('takes the review, label and milestone actions and options (fidelity audit 3)', async () => {
    await simulate('createBranch', { repo: 'acme/widgets', branch: 'f2' });
    const pr = await simulate('openPullRequest', { repo: 'acme/widgets', head: 'f2', reviewers: ['bob'] });
    expect((pr.json as { deliveries: { action: string }[] }).deliveries.map((d) => d.action)).toEqual([
      'review_requested',
      'opened',
    ]);
    const number = (pr.json as { number: number }).number;
    const removed = await simulate('requestReview', {
      repo: 'acme/widgets',
      number,
      reviewer: 'bob',
      remove: true,
    });
    expect(removed.status).toBe(200);
    const labels = await simulate('setLabels', { repo: 'acme/widgets', number, labels: [] });
    expect((labels.json as { deliveries: { action: string }[] }).deliveries.map((d) => d.action)).toEqual([
      'label_cleared',
    ]);
    const none = await simulate('setMilestone', { repo: 'acme/widgets', number, milestone: null });
    expect((none.json as { deliveries: { action: string }[] }).deliveries.map((d) => d.action)).toEqual([
      'demilestoned',
    ]);
    const bad = await simulate('setMilestone', { repo: 'acme/widgets', number, milestone: 3 });
    expect([bad.status, (bad.json as { message: string }).message]).toEqual([
      400,
      '"milestone" must be a string or null',
    ]);
  });

  it.each([
    ['push', {}, '"repo" is required'],
    [
      'push',
      { repo: 'acme/widgets', commits: 0 },
      '"commits" must be a positive integer or a list of commit messages',
    ],
    [
      'push',
      { repo: 'acme/widgets', brnch: 'x' },
      'unknown field "brnch" for push (fields: repo, sender, branch, commits)',
    ],
    ['openPullRequest', { repo: 'acme/widgets' }, '"head" is required'],
    ['openIssue', { repo: 'acme/widgets', assignees: 'bob' }, '"assignees" must be a list of strings'],
    ['closeIssue', { repo: 'acme/widgets', number: '1' }, '"number" must be a positive integer'],
    ['publishRelease', { repo: 'acme/widgets', tag: 'v1', draft: 'yes' }, '"draft" must be true or false'],
    [
      'review',
      { repo: 'acme/widgets', number: 1, verdict: 'lgtm' },
      '"verdict" must be one of approve, request_changes, comment; got "lgtm"',
    ],
    ['openPullRequest', { repo: 'acme/widgets', head: 'nope' }, 'no branch "nope" (branches: main)'],
    ['push', { repo: 'acme/nope' }, expect.stringMatching(/^unknown repo "acme\/nope"/)],
  ])('%s %j → 400 %s', async (action, body, message) => {
    const answer = await simulate(action, body);
    expect([answer.status, answer.json]).toEqual([400, { message }]);
    expect(mock.deliveries.all()).toEqual([]);
  });

  it('a body that is not a JSON object is a 400', async () => {
    const answer = await simulate('push', '[1]');
    expect([answer.status, answer.json]).toEqual([
      400,
      { message: 'the body must be a JSON object: { "repo": "owner/name", … }' },
    ]);
  });

  it('an unknown action is a 404 naming the actions', async () => {
    const answer = await simulate('deploy', { repo: 'acme/widgets' });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({
      message: expect.stringMatching(
        /^unknown simulate action "deploy" \(actions: push, createBranch, .*, deleteRepository, installApp, addRepositoriesToInstallation\)$/,
      ),
    });
    const inherited = await simulate('constructor', { repo: 'acme/widgets' });
    expect(inherited.status).toBe(404);
  });
});

describe('the client: simulate.<action>() and deliveries.redeliver()', () => {
  const mock = useMock(server, { flavor: 'forgejo', clock: manualClock() });

  it('resolves to what the action resolves to in process', async () => {
    const hook = await call('POST', '/repos/acme/widgets/hooks', {
      body: createBody('forgejo', { active: true, events: ['issues'] }),
    });
    expect(hook.status).toBe(201);
    const remote = await connectHookMock(ORIGIN);
    const issue = await remote.simulate.openIssue({
      repo: 'acme/widgets',
      title: 'Remote',
      assignees: ['bob'],
    });
    expect(issue.number).toBe(1);
    expect(issue.deliveries.map((d) => d.eventType)).toEqual(['issue_assign', 'issues']);
    expect(issue.deliveries).toEqual(JSON.parse(JSON.stringify(mock.deliveries.all())));
    const closed = await remote.simulate.closeIssue({ repo: 'acme/widgets', number: 1 });
    expect(closed.deliveries.map((d) => d.action)).toEqual(['closed']);
  });

  it('rejects with the status and message of the server', async () => {
    const remote = await connectHookMock(ORIGIN);
    const failure = remote.simulate.closeIssue({ repo: 'acme/widgets', number: 99 });
    await expect(failure).rejects.toBeInstanceOf(HookMockClientError);
    await expect(failure).rejects.toMatchObject({ status: 400 });
  });

  it('redeliver resolves to the new delivery; an unknown id rejects with 404', async () => {
    const remote = await connectHookMock(ORIGIN);
    const [original] = (await remote.simulate.push({ repo: 'acme/widgets' })).deliveries;
    if (!original) throw new Error('push made no delivery');
    const again = await remote.deliveries.redeliver(original.id);
    expect(again).toMatchObject({
      id: original.id + 1,
      guid: original.guid,
      body: original.body,
      redelivery: true,
    });
    expect(again.headers).toEqual(original.headers);
    expect(mock.deliveries.last()?.redelivery).toBe(true);
    await expect(remote.deliveries.redeliver(99)).rejects.toMatchObject({
      status: 404,
      message: 'hookmock: POST /deliveries/99/redeliver → 404: no delivery 99 in the log (it holds ids 1–2)',
    });
  });
});
