/**
 * `mock.simulate` in the `github` flavor speaks GitHub's names and sequences (a merge is
 * `pull_request` `closed` with `merged: true` plus the base's `push`), and every delivery it
 * makes validates against GitHub's schema for its event and action.
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery, Scenario } from '../../src/index.js';
import { GITHUB_SCENARIO, operationOf, schemaErrors, SCHEMA_TIMEOUT_MS } from './github-schemas.js';

const repo = 'acme/widgets';
/** The repository hook's deliveries only (the org hook hears the same events). */
const repoHook = (deliveries: Delivery[]) => deliveries.filter((d) => d.scope.kind === 'repo');
const names = (deliveries: Delivery[]) =>
  repoHook(deliveries).map((d) => (d.action ? `${d.event}.${d.action}` : d.event));
const payloadOf = (d: Delivery) => JSON.parse(d.body);

function validate(deliveries: Delivery[]) {
  for (const d of repoHook(deliveries)) {
    const op = operationOf(d.event, d.action);
    expect(schemaErrors(op, payloadOf(d)), op).toEqual([]);
  }
}

describe('simulate in the github flavor', { timeout: SCHEMA_TIMEOUT_MS }, () => {
  it('branch, pull request, review, merge: GitHub’s events in GitHub’s order, all schema-valid', async () => {
    const mock = createHookMock({ flavor: 'github', scenario: GITHUB_SCENARIO });
    const branch = await mock.simulate.createBranch({ repo, branch: 'feature' });
    expect(names(branch.deliveries)).toEqual(['create', 'push']);
    expect(payloadOf(repoHook(branch.deliveries)[1] as Delivery)).toMatchObject({
      created: true,
      deleted: false,
    });

    const pr = await mock.simulate.openPullRequest({ repo, head: 'feature', title: 'Polish' });
    const more = await mock.simulate.push({ repo, branch: 'feature', commits: ['One', 'Two'] });
    expect(names(more.deliveries)).toEqual(['push', 'pull_request.synchronize']);
    const push = payloadOf(repoHook(more.deliveries)[0] as Delivery);
    expect(push.commits.map((c: { message: string }) => c.message)).toEqual(['One', 'Two']); // oldest first
    expect(push.head_commit.message).toBe('Two');

    const comment = await mock.simulate.comment({ repo, number: pr.number as number, body: 'Nice' });
    expect(names(comment.deliveries)).toEqual(['issue_comment.created']);
    expect(payloadOf(repoHook(comment.deliveries)[0] as Delivery).issue.pull_request).toBeDefined();

    const review = await mock.simulate.review({ repo, number: pr.number as number, verdict: 'approve' });
    expect(names(review.deliveries)).toEqual(['pull_request_review.submitted']);
    expect(payloadOf(repoHook(review.deliveries)[0] as Delivery).review.state).toBe('approved');

    const merge = await mock.simulate.mergePullRequest({ repo, number: pr.number as number });
    expect(names(merge.deliveries)).toEqual(['pull_request.closed', 'push']);
    const closed = payloadOf(repoHook(merge.deliveries)[0] as Delivery);
    expect(closed.pull_request).toMatchObject({ merged: true, merge_commit_sha: merge.sha, state: 'closed' });
    expect(payloadOf(repoHook(merge.deliveries)[1] as Delivery)).toMatchObject({
      ref: 'refs/heads/main',
      after: merge.sha,
    });

    const gone = await mock.simulate.deleteBranch({ repo, branch: 'feature' });
    expect(names(gone.deliveries)).toEqual(['push', 'delete']);
    expect(payloadOf(repoHook(gone.deliveries)[0] as Delivery)).toMatchObject({
      deleted: true,
      head_commit: null,
    });

    for (const r of [branch, pr, more, comment, review, merge, gone]) validate(r.deliveries);
  });

  it('issues, releases and repositories', async () => {
    const mock = createHookMock({ flavor: 'github', scenario: GITHUB_SCENARIO });
    const opened = await mock.simulate.openIssue({ repo, title: 'Square', assignees: ['alice'] });
    expect(names(opened.deliveries)).toEqual(['issues.opened', 'issues.assigned']);
    expect(payloadOf(repoHook(opened.deliveries)[1] as Delivery).assignee.login).toBe('alice');
    const n = opened.number as number;
    const edited = await mock.simulate.editIssue({ repo, number: n, title: 'Round' });
    expect(payloadOf(repoHook(edited.deliveries)[0] as Delivery).changes).toEqual({
      title: { from: 'Square' },
    });
    const closed = await mock.simulate.closeIssue({ repo, number: n });
    const reopened = await mock.simulate.reopenIssue({ repo, number: n });
    expect(names([...edited.deliveries, ...closed.deliveries, ...reopened.deliveries])).toEqual([
      'issues.edited',
      'issues.closed',
      'issues.reopened',
    ]);

    const release = await mock.simulate.publishRelease({ repo, tag: 'v1.0.0' });
    expect(names(release.deliveries)).toEqual([
      'push',
      'create',
      'release.created',
      'release.published',
      'release.released',
    ]);
    const pre = await mock.simulate.publishRelease({ repo, tag: 'v2.0.0-rc.1', prerelease: true });
    expect(names(pre.deliveries).slice(-1)).toEqual(['release.prereleased']);
    const updated = await mock.simulate.updateRelease({ repo, tag: 'v1.0.0', body: 'Notes' });
    const deleted = await mock.simulate.deleteRelease({ repo, tag: 'v1.0.0' });
    expect(names([...updated.deliveries, ...deleted.deliveries])).toEqual([
      'release.edited',
      'release.deleted',
    ]);

    const fork = await mock.simulate.fork({ repo, sender: 'bob' });
    expect(names(fork.deliveries)).toEqual(['fork']);
    expect(payloadOf(repoHook(fork.deliveries)[0] as Delivery).forkee).toMatchObject({
      full_name: 'bob/widgets',
      fork: true,
    });

    const created = await mock.simulate.createRepository({ repo: 'acme/gizmos' });
    const removed = await mock.simulate.deleteRepository({ repo });
    const orgHook = [...created.deliveries, ...removed.deliveries].map(
      (d) => `${d.scope.kind} ${d.event}.${d.action}`,
    );
    expect(orgHook).toEqual(['org repository.created', 'repo repository.deleted', 'org repository.deleted']);

    const all = [opened, edited, closed, reopened, release, pre, updated, deleted, fork, removed];
    for (const r of all) validate(r.deliveries);
    for (const d of created.deliveries)
      expect(
        schemaErrors(
          'repository-created',
          JSON.parse(decodeURIComponent(d.body.slice(8).replaceAll('+', ' '))),
        ),
      ).toEqual([]);
  });

  it('review requests, labels, milestones, a fork into an org, a deleted base branch', async () => {
    const mock = createHookMock({
      flavor: 'github',
      scenario: {
        ...GITHUB_SCENARIO,
        orgs: [...(GITHUB_SCENARIO.orgs ?? []), { name: 'forks', owners: ['bob'] }],
        repos: [
          {
            owner: 'acme',
            name: 'widgets',
            admins: ['alice'],
            labels: [{ name: 'bug', color: '#d73a4a' }],
            milestones: [{ title: 'v1.0' }],
          },
        ],
        hooks: [
          ...(GITHUB_SCENARIO.hooks ?? []),
          {
            org: 'forks',
            active: true,
            events: ['*'],
            config: { url: 'http://127.0.0.1:9/f', content_type: 'json' },
          },
        ],
      } satisfies Scenario,
    });
    await mock.simulate.createBranch({ repo, branch: 'base' });
    await mock.simulate.createBranch({ repo, branch: 'feature' });
    const pr = await mock.simulate.openPullRequest({ repo, head: 'feature', base: 'base' });
    const n = pr.number as number;
    const asked = await mock.simulate.requestReview({ repo, number: n, reviewer: 'bob' });
    expect(names(asked.deliveries)).toEqual(['pull_request.review_requested']);
    expect(payloadOf(repoHook(asked.deliveries)[0] as Delivery).requested_reviewer.login).toBe('bob');
    const labeled = await mock.simulate.setLabels({ repo, number: n, labels: ['bug'] });
    const cleared = await mock.simulate.setLabels({ repo, number: n, labels: [] });
    const milestoned = await mock.simulate.setMilestone({ repo, number: n, milestone: 'v1.0' });
    const issue = await mock.simulate.openIssue({ repo });
    const issueLabeled = await mock.simulate.setLabels({
      repo,
      number: issue.number as number,
      labels: ['bug'],
    });
    expect(
      names([
        ...labeled.deliveries,
        ...cleared.deliveries,
        ...milestoned.deliveries,
        ...issueLabeled.deliveries,
      ]),
    ).toEqual([
      'pull_request.labeled',
      'pull_request.unlabeled',
      'pull_request.milestoned',
      'issues.labeled',
    ]);
    const gone = await mock.simulate.deleteBranch({ repo, branch: 'base' });
    expect(names(gone.deliveries)).toEqual(['push', 'delete', 'pull_request.closed']);
    const fork = await mock.simulate.fork({ repo, owner: 'forks', sender: 'bob' });
    const orgSide = fork.deliveries.filter((d) => d.url.endsWith('/f'));
    expect(orgSide.map((d) => `${d.event}.${d.action}`)).toEqual(['repository.created']);
    expect(JSON.parse(orgSide[0]?.body ?? '').repository.full_name).toBe('forks/widgets');
    for (const r of [asked, labeled, cleared, milestoned, issueLabeled, gone, fork]) validate(r.deliveries);
    for (const d of orgSide) expect(schemaErrors('repository-created', JSON.parse(d.body))).toEqual([]);
  });
});
