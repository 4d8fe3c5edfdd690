/**
 * `mock.simulate`: the products' delivery sequences for common actions, and the repo's small
 * world moving with them (branch heads, `before` = previous head, issue/PR numbers, tags).
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery, FlavorName } from '../../src/index.js';

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const body = (d: Delivery | undefined) => JSON.parse(d?.body ?? '') as Body;
const kinds = (ds: Delivery[]) => ds.map((d) => (d.action ? `${d.eventType}/${d.action}` : d.eventType));

function mockOf(flavor: FlavorName = 'gitea') {
  return createHookMock({
    flavor,
    clock: () => new Date('2026-03-01T12:00:00Z'),
    scenario: {
      name: 'sim',
      clock: '2026-01-01T00:00:00Z',
      users: [
        { login: 'alice', token: 'demo' },
        { login: 'bob', token: 'bob' },
      ],
      orgs: [{ name: 'acme', owners: ['alice'] }],
      repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
      hooks: [
        {
          repo: 'acme/widgets',
          type: flavor === 'spec' ? 'native' : flavor,
          active: true,
          events: [
            'push',
            'create',
            'delete',
            'issues',
            'issue_comment',
            'pull_request',
            'release',
            'repository',
            'fork',
          ],
          config: { url: 'https://r.example.test/h', content_type: 'json' },
        },
      ],
    },
  });
}
const repo = 'acme/widgets';

describe('git actions', () => {
  it('a new branch is create then push; the next push has before = the previous head', async () => {
    const mock = mockOf();
    const first = await mock.simulate.push({ repo, branch: 'feature', commits: ['One', 'Two'] });
    expect(kinds(first.deliveries)).toEqual(['create', 'push']);
    const push = body(first.deliveries[1]);
    expect(push.before).toBe('0'.repeat(40));
    expect(push.after).toBe(first.sha);
    // The head's history, up to 10 (G push.go pushNewBranch L291): main's commit too.
    expect(push.commits.map((c: Body) => c.message)).toEqual(['Two\n', 'One\n', 'Add widget scaffolding\n']);
    const second = await mock.simulate.push({ repo, branch: 'feature' });
    expect(kinds(second.deliveries)).toEqual(['push']);
    expect(body(second.deliveries[0]).before).toBe(first.sha);
    expect(body(second.deliveries[0]).compare_url).toBe(
      `http://localhost/acme/widgets/compare/${first.sha}...${second.sha}`,
    );
  });

  it('a new tag is a push without commits then create; deleting a branch is delete only', async () => {
    const mock = mockOf();
    const tag = await mock.simulate.createTag({ repo, tag: 'v1.0.0' });
    expect(kinds(tag.deliveries)).toEqual(['push', 'create']);
    expect(body(tag.deliveries[0])).toMatchObject({ ref: 'refs/tags/v1.0.0', commits: [], total_commits: 0 });
    expect(body(tag.deliveries[0]).head_commit.id).toBe(tag.sha);
    expect(body(tag.deliveries[1])).toMatchObject({ ref: 'v1.0.0', ref_type: 'tag' });
    await mock.simulate.createBranch({ repo, branch: 'old' });
    const gone = await mock.simulate.deleteBranch({ repo, branch: 'old' });
    expect(kinds(gone.deliveries)).toEqual(['delete']);
    const untag = await mock.simulate.deleteTag({ repo, tag: 'v1.0.0' });
    expect(kinds(untag.deliveries)).toEqual(['push', 'delete']);
    expect(body(untag.deliveries[0])).toMatchObject({
      after: '0'.repeat(40),
      head_commit: null,
      compare_url: 'http://localhost/',
    });
  });

  it('names what exists when a branch is unknown', async () => {
    await expect(mockOf().simulate.deleteBranch({ repo, branch: 'nope' })).rejects.toThrow(
      /no branch "nope" \(branches: main\)/,
    );
  });
});

describe('issues and pull requests', () => {
  it('numbers issues and PRs in one sequence; assignees come before opened', async () => {
    const mock = mockOf();
    const issue = await mock.simulate.openIssue({ repo, title: 'Square', assignees: ['bob'] });
    expect(issue.number).toBe(1);
    expect(kinds(issue.deliveries)).toEqual(['issue_assign/assigned', 'issues/opened']);
    await mock.simulate.push({ repo, branch: 'fix' });
    const pr = await mock.simulate.openPullRequest({ repo, head: 'fix', title: 'Round them' });
    expect(pr.number).toBe(2);
    expect(body(pr.deliveries[0]).pull_request).toMatchObject({
      number: 2,
      state: 'open',
      head: { ref: 'fix' },
      base: { ref: 'main' },
    });
  });

  it('a push to a PR head is push then pull_request_sync; merge is closed with merged: true', async () => {
    const mock = mockOf();
    await mock.simulate.push({ repo, branch: 'fix' });
    const { number } = await mock.simulate.openPullRequest({ repo, head: 'fix' });
    const sync = await mock.simulate.push({ repo, branch: 'fix' });
    expect(kinds(sync.deliveries)).toEqual(['push', 'pull_request_sync/synchronized']);
    const approve = await mock.simulate.review({
      repo,
      number: number as number,
      verdict: 'approve',
      sender: 'bob',
      body: 'LGTM',
    });
    expect(approve.deliveries[0]?.headers['X-Gitea-Event']).toBe('pull_request_approved');
    expect(body(approve.deliveries[0])).toMatchObject({
      action: 'reviewed',
      review: { type: 'pull_request_review_approved', content: 'LGTM' },
    });
    const merged = await mock.simulate.mergePullRequest({ repo, number: number as number });
    expect(kinds(merged.deliveries)).toEqual(['pull_request/closed', 'push']);
    expect(body(merged.deliveries[0]).pull_request).toMatchObject({
      merged: true,
      state: 'closed',
      merge_commit_sha: merged.sha,
    });
    expect(body(merged.deliveries[1])).toMatchObject({ ref: 'refs/heads/main', after: merged.sha });
    await expect(mock.simulate.closePullRequest({ repo, number: number as number })).rejects.toThrow(
      /merged/,
    );
  });

  it('comments on an issue and on a PR are different event types with one header', async () => {
    const mock = mockOf();
    const { number } = await mock.simulate.openIssue({ repo });
    const onIssue = await mock.simulate.comment({ repo, number: number as number, body: 'Seen' });
    expect(onIssue.deliveries[0]?.eventType).toBe('issue_comment');
    expect(body(onIssue.deliveries[0])).toMatchObject({ is_pull: false, comment: { body: 'Seen' } });
    await mock.simulate.push({ repo, branch: 'x' });
    const pr = await mock.simulate.openPullRequest({ repo, head: 'x' });
    const onPr = await mock.simulate.comment({ repo, number: pr.number as number });
    expect(onPr.deliveries[0]).toMatchObject({
      eventType: 'pull_request_comment',
      headers: { 'X-Gitea-Event': 'issue_comment' },
    });
    expect(body(onPr.deliveries[0]).is_pull).toBe(true);
  });

  it('edit, close and reopen move the state the payload shows', async () => {
    const mock = mockOf();
    const { number } = await mock.simulate.openIssue({ repo, title: 'Old' });
    const edited = await mock.simulate.editIssue({ repo, number: number as number, title: 'New' });
    expect(body(edited.deliveries[0])).toMatchObject({
      action: 'edited',
      changes: { title: { from: 'Old' } },
      issue: { title: 'New' },
    });
    const closed = await mock.simulate.closeIssue({ repo, number: number as number });
    expect(body(closed.deliveries[0]).issue.state).toBe('closed');
    await expect(mock.simulate.closeIssue({ repo, number: number as number })).rejects.toThrow(
      /already closed/,
    );
    expect(kinds((await mock.simulate.reopenIssue({ repo, number: number as number })).deliveries)).toEqual([
      'issues/reopened',
    ]);
  });
});

describe('releases, forks, repositories', () => {
  it('publishing with a new tag is push, create, release published; drafts send nothing', async () => {
    const mock = mockOf();
    expect((await mock.simulate.publishRelease({ repo, tag: 'v0.1', draft: true })).deliveries).toEqual([]);
    const pub = await mock.simulate.publishRelease({ repo, tag: 'v1.0', name: 'One' });
    expect(kinds(pub.deliveries)).toEqual(['push', 'create', 'release/published']);
    expect(body(pub.deliveries[2]).release).toMatchObject({ tag_name: 'v1.0', name: 'One' });
    expect(kinds((await mock.simulate.updateRelease({ repo, tag: 'v1.0', body: 'b' })).deliveries)).toEqual([
      'release/updated',
    ]);
    expect(
      kinds((await mock.simulate.deleteRelease({ repo, tag: 'v1.0', deleteTag: true })).deliveries),
    ).toEqual(['push', 'delete', 'release/deleted']);
  });

  it('fork shows the parent as forkee; repository events carry the owner as organization', async () => {
    const mock = mockOf();
    const fork = await mock.simulate.fork({ repo, sender: 'bob' });
    const f = body(fork.deliveries[0]);
    expect(f.forkee.full_name).toBe('acme/widgets');
    expect(f.repository).toMatchObject({
      full_name: 'bob/widgets',
      fork: true,
      parent: { full_name: 'acme/widgets' },
    });
    const created = await mock.simulate.createRepository({ repo });
    expect(body(created.deliveries[0])).toMatchObject({ action: 'created', organization: { login: 'acme' } });
    expect(created.deliveries[0]?.body.startsWith('{\n "action"')).toBe(true); // one-space indent
  });

  it('is deterministic: the same actions give the same SHAs and bodies', async () => {
    const run = async () => {
      const mock = mockOf('forgejo');
      await mock.simulate.push({ repo, branch: 'a', commits: 3 });
      return (await mock.simulate.push({ repo, branch: 'a' })).deliveries.map((d) => d.body);
    };
    expect(await run()).toEqual(await run());
  });
});

describe('scenario branches', () => {
  const sha = (c: string) => c.repeat(40);
  const scenario = {
    name: 'branches',
    users: [{ login: 'alice', token: 'demo' }],
    repos: [{ owner: 'alice', name: 'lab', branches: { main: sha('a'), dev: sha('b') } }],
    hooks: [
      {
        repo: 'alice/lab',
        active: true,
        events: ['push'],
        config: { url: 'https://r.example.test/h', content_type: 'json' as const },
      },
    ],
  };

  it('start the world, and a snapshot round-trips the heads that moved', async () => {
    const mock = createHookMock({ flavor: 'gitea', scenario });
    const pushed = await mock.simulate.push({ repo: 'alice/lab', branch: 'dev' });
    expect(body(pushed.deliveries[0]).before).toBe(sha('b'));
    const snap = mock.snapshot();
    expect(snap.repos?.[0]?.branches).toEqual({ main: sha('a'), dev: pushed.sha });
    const again = createHookMock({ flavor: 'gitea', scenario: snap });
    expect(again.snapshot().repos?.[0]?.branches).toEqual(snap.repos?.[0]?.branches);
    expect(body((await again.simulate.push({ repo: 'alice/lab', branch: 'dev' })).deliveries[0]).before).toBe(
      pushed.sha,
    );
  });

  it('are validated', () => {
    expect(() =>
      createHookMock({
        scenario: { ...scenario, repos: [{ owner: 'alice', name: 'lab', branches: { main: 'xyz' } }] },
      }),
    ).toThrow(/branches.*40-hex commit SHA/s);
  });
});
