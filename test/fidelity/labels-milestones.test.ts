/**
 * Row 2 of the third fidelity audit: labels and milestones are objects. G `services/webhook/
 * notifier.go` `IssueChangeMilestone` L604–611 sends `milestoned` only when `issue.MilestoneID > 0`,
 * and `services/convert/issue.go` L90–95 (`ToAPIMilestone` L291–310) fills `issue.milestone`;
 * `label_updated` carries `convert.ToLabel` objects (L251–280, URL `<repo api>/labels/<id>`,
 * colour without `#`). F is the same (`convert/issue.go` L82–86, L208–266). `NewIssue`
 * (G `services/issue/issue.go`) sends `opened`, then `label_updated`, then `milestoned`.
 */
import { describe, expect, it } from 'vitest';
import { bodies, fidelityMock } from './world.js';

const widgets = {
  owner: 'acme',
  name: 'widgets',
  admins: ['alice'],
  labels: [
    { name: 'bug', color: '#ee0701', description: 'Something is not working' },
    { name: 'kind/feature', color: '00aabb', exclusive: true },
  ],
  milestones: [
    { title: 'v1.0', description: 'First release', due_on: '2026-06-30T00:00:00Z' },
    { title: 'v0.9', state: 'closed' as const },
  ],
};
const repos = [widgets];
const url = (id: number) => `http://localhost:4100/api/v1/repos/acme/widgets/labels/${id}`;
const BUG = {
  id: 1,
  name: 'bug',
  exclusive: false,
  is_archived: false,
  color: 'ee0701',
  description: 'Something is not working',
  url: url(1),
};
const FEATURE = {
  ...BUG,
  id: 2,
  name: 'kind/feature',
  exclusive: true,
  color: '00aabb',
  description: '',
  url: url(2),
};

for (const product of ['gitea', 'forgejo'] as const) {
  describe(`${product}: labels and milestones (G convert/issue.go L90–95, L251–310)`, () => {
    it('emit milestoned carries a Milestone object, never null (G notifier.go L604–611)', async () => {
      const mock = fidelityMock(product);
      const [issue] = bodies(
        await mock.emit('issue_milestone', { repo: 'acme/widgets', action: 'milestoned' }),
      );
      expect(issue?.issue.milestone).toMatchObject({ id: 1, title: 'v1.0', state: 'open', due_on: null });
      const [pr] = bodies(
        await mock.emit('pull_request_milestone', { repo: 'acme/widgets', action: 'milestoned' }),
      );
      expect(pr?.pull_request.milestone).toMatchObject({ title: 'v1.0', closed_at: null });
    });

    it('emit label_updated carries Label objects', async () => {
      const mock = fidelityMock(product);
      const [issue] = bodies(await mock.emit('issue_label', { repo: 'acme/widgets' }));
      expect(issue?.issue.labels).toEqual([
        { ...BUG, url: 'http://localhost:4100/api/v1/repos/acme/widgets/labels/1' },
      ]);
    });

    it('openIssue with labels and a milestone: opened, label_updated, milestoned (G services/issue/issue.go NewIssue)', async () => {
      const mock = fidelityMock(product, { repos });
      const { deliveries } = await mock.simulate.openIssue({
        repo: 'acme/widgets',
        labels: ['kind/feature', 'bug'],
        milestone: 'v1.0',
      });
      expect(deliveries.map((d) => `${d.eventType}.${d.action}`)).toEqual([
        'issues.opened',
        'issue_label.label_updated',
        'issue_milestone.milestoned',
      ]);
      const [, , milestoned] = bodies(deliveries);
      expect(milestoned?.issue.labels).toEqual([FEATURE, BUG]);
      expect(milestoned?.issue.milestone).toEqual({
        id: 1,
        title: 'v1.0',
        description: 'First release',
        state: 'open',
        open_issues: 1,
        closed_issues: 0,
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
        closed_at: null,
        due_on: '2026-06-30T00:00:00Z',
      });
    });

    it('setLabels and setMilestone on a PR: label_updated, label_cleared, milestoned, demilestoned', async () => {
      const mock = fidelityMock(product, { repos });
      await mock.simulate.push({ repo: 'acme/widgets', branch: 'feature' });
      const { number } = await mock.simulate.openPullRequest({ repo: 'acme/widgets', head: 'feature' });
      const n = number ?? 0;
      const steps = [
        await mock.simulate.setLabels({ repo: 'acme/widgets', number: n, labels: ['bug'] }),
        await mock.simulate.setLabels({ repo: 'acme/widgets', number: n, labels: [] }),
        await mock.simulate.setMilestone({ repo: 'acme/widgets', number: n, milestone: 'v0.9' }),
        await mock.simulate.setMilestone({ repo: 'acme/widgets', number: n, milestone: null }),
      ].flatMap((r) => r.deliveries);
      expect(steps.map((d) => `${d.eventType}.${d.action}`)).toEqual([
        'pull_request_label.label_updated',
        'pull_request_label.label_cleared',
        'pull_request_milestone.milestoned',
        'pull_request_milestone.demilestoned',
      ]);
      const [updated, cleared, milestoned, demilestoned] = bodies(steps);
      expect(updated?.pull_request.labels).toEqual([BUG]);
      expect(cleared?.pull_request.labels).toEqual([]);
      expect(milestoned?.pull_request.milestone).toMatchObject({
        id: 2,
        title: 'v0.9',
        state: 'closed',
        open_issues: 1,
        closed_at: '2026-01-01T00:00:00Z',
      });
      expect(demilestoned?.pull_request.milestone).toBeNull();
    });

    it('refuses a label or milestone the repo does not have, naming the known ones', async () => {
      const mock = fidelityMock(product, { repos });
      const { number } = await mock.simulate.openIssue({ repo: 'acme/widgets' });
      await expect(
        mock.simulate.setLabels({ repo: 'acme/widgets', number: number ?? 0, labels: ['nope'] }),
      ).rejects.toThrow('no label "nope" in this repo (labels: bug, kind/feature)');
      await expect(
        mock.simulate.setMilestone({ repo: 'acme/widgets', number: number ?? 0, milestone: 'v9' }),
      ).rejects.toThrow('no milestone "v9" in this repo (milestones: v1.0, v0.9)');
    });
  });
}

describe('scenario labels and milestones are validated', () => {
  it('names duplicate labels and a bad colour', () => {
    const bad = [
      {
        ...widgets,
        labels: [
          { name: 'bug', color: 'red' },
          { name: 'bug', color: '#000000' },
        ],
      },
    ];
    expect(() => fidelityMock('gitea', { repos: bad as never })).toThrow(/repos\[0\]\.labels\[0\]\.color/);
    const dup = [
      {
        ...widgets,
        labels: [
          { name: 'bug', color: '#000000' },
          { name: 'bug', color: '#000000' },
        ],
      },
    ];
    expect(() => fidelityMock('gitea', { repos: dup })).toThrow(/"bug" appears twice/);
  });
});

describe('snapshots keep the seeded tracker and history', () => {
  it('load(snapshot()) keeps labels, milestones and commit messages, touched or not', async () => {
    const history = { main: [{ message: 'Initial commit' }, { message: 'Tune the press' }] };
    const mock = fidelityMock('gitea', { repos: [{ ...widgets, history }] });
    const untouched = mock.snapshot();
    expect(untouched.repos?.[0]).toMatchObject({
      labels: widgets.labels,
      milestones: widgets.milestones,
      history,
    });
    await mock.simulate.push({ repo: 'acme/widgets', commits: ['More'] });
    const copy = fidelityMock('gitea');
    copy.load(mock.snapshot());
    const { deliveries } = await copy.simulate.openIssue({
      repo: 'acme/widgets',
      labels: ['bug'],
      milestone: 'v1.0',
    });
    expect(bodies(deliveries)[2]?.issue.milestone.title).toBe('v1.0');
    const tag = await copy.simulate.createTag({ repo: 'acme/widgets', tag: 'v1' });
    expect(bodies(tag.deliveries)[0]?.head_commit.message).toBe('More\n');
  });
});
