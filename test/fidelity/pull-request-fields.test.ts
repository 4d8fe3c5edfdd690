/**
 * Rows 6 and 9 of the third fidelity audit: `pull_request.requested_reviewers` and `mergeable`.
 * - Row 6: G `services/convert/pull.go` L130–132 appends `pr.RequestedReviewers`, loaded by
 *   `models/issues/pull.go` L264–283 from `GetReviewsByIssueID` (the latest Approve, Reject,
 *   Request or Comment review per reviewer, `review_list.go` L176–178); F `pull.go` L295–315 with
 *   `review_list.go` L183 counts Approve, Reject and Request only.
 * - Removing a review request (G `models/issues/review.go` `RemoveReviewRequest` L719–752, F
 *   L712–754) deletes the pending request row only: a reviewer whose earlier review counts stays
 *   listed; with no pending request (a submitted review deletes the reviewer's requests, G
 *   `CreateReview` L356–361, F L335–340) nothing is deleted and nothing sent (no comment, so no
 *   notification: G `services/issue/assignee.go` L82–84, F L76–78).
 * - Row 9: `Mergeable` (G `models/issues/pull.go` L750–758, F L882–890) reads only the status and
 *   WIP; a merge keeps the status (G `routers/private/hook_post_receive.go` L351–352), so a merged
 *   or closed PR stays `mergeable: true`; a `WIP:` title makes a draft that is not mergeable.
 */
import { describe, expect, it } from 'vitest';
import { bodies, fidelityMock } from './world.js';
import type { Body } from './world.js';

const repo = 'acme/widgets';

async function openPr(mock: ReturnType<typeof fidelityMock>, title?: string) {
  await mock.simulate.push({ repo, branch: 'feature' });
  const { number } = await mock.simulate.openPullRequest({
    repo,
    head: 'feature',
    ...(title ? { title } : {}),
  });
  return number ?? 0;
}

/** The logins in a payload's `pull_request.requested_reviewers`. */
const logins = (body: Body | undefined): string[] =>
  (body?.pull_request.requested_reviewers as { login: string }[]).map((u) => u.login);

for (const product of ['gitea', 'forgejo'] as const) {
  describe(`${product}: requested_reviewers (G models/issues/pull.go L264–283)`, () => {
    it('lists a requested reviewer, keeps them after their review, drops a removed request', async () => {
      const mock = fidelityMock(product);
      const number = await openPr(mock);
      const requested = await mock.simulate.requestReview({ repo, number, reviewer: 'bob' });
      expect(requested.deliveries.map((d) => d.action)).toEqual(['review_requested']);
      const [req] = bodies(requested.deliveries);
      expect(logins(req)).toEqual(['bob']);
      expect(req?.requested_reviewer.login).toBe('bob');
      const approved = await mock.simulate.review({ repo, number, verdict: 'approve', sender: 'bob' });
      expect(logins(bodies(approved.deliveries)[0])).toEqual(['bob']);
      const removed = await mock.simulate.requestReview({ repo, number, reviewer: 'alice' });
      expect(logins(bodies(removed.deliveries)[0])).toEqual(['bob', 'alice']);
      const gone = await mock.simulate.requestReview({ repo, number, reviewer: 'alice', remove: true });
      expect(gone.deliveries.map((d) => d.action)).toEqual(['review_request_removed']);
      expect(logins(bodies(gone.deliveries)[0])).toEqual(['bob']);
    });

    it('a removed request keeps a reviewer whose earlier approval counts (G review.go L719–752, review_list.go L176)', async () => {
      const mock = fidelityMock(product);
      const number = await openPr(mock);
      await mock.simulate.review({ repo, number, verdict: 'approve', sender: 'bob' });
      const asked = await mock.simulate.requestReview({ repo, number, reviewer: 'bob' });
      expect(logins(bodies(asked.deliveries)[0])).toEqual(['bob']);
      const removed = await mock.simulate.requestReview({ repo, number, reviewer: 'bob', remove: true });
      expect(removed.deliveries.map((d) => d.action)).toEqual(['review_request_removed']);
      const [body] = bodies(removed.deliveries);
      expect(body?.requested_reviewer.login).toBe('bob');
      expect(logins(body)).toEqual(['bob']);
    });

    it('removing a request the reviewer already answered sends nothing (G review.go L726–728, F L719–726)', async () => {
      const mock = fidelityMock(product);
      const number = await openPr(mock);
      await mock.simulate.requestReview({ repo, number, reviewer: 'bob' });
      await mock.simulate.review({ repo, number, verdict: 'approve', sender: 'bob' });
      const removed = await mock.simulate.requestReview({ repo, number, reviewer: 'bob', remove: true });
      expect(removed.deliveries).toEqual([]);
      const closed = await mock.simulate.closePullRequest({ repo, number });
      expect(logins(bodies(closed.deliveries)[0])).toEqual(['bob']);
    });

    it('requesting a review from an unknown user rejects (simulate/review-actions.ts knownUser)', async () => {
      const mock = fidelityMock(product);
      const number = await openPr(mock);
      await expect(mock.simulate.requestReview({ repo, number, reviewer: 'nobody' })).rejects.toThrow(
        'no user "nobody" to request a review from',
      );
    });

    it('openPullRequest with reviewers: review_requested before opened (G services/pull/pull.go NewPullRequest)', async () => {
      const mock = fidelityMock(product);
      await mock.simulate.push({ repo, branch: 'feature' });
      const { deliveries } = await mock.simulate.openPullRequest({
        repo,
        head: 'feature',
        reviewers: ['bob'],
      });
      expect(deliveries.map((d) => d.action)).toEqual(['review_requested', 'opened']);
      expect(logins(bodies(deliveries)[1])).toEqual(['bob']);
    });

    it('emit review_requested and an approval list the sender', async () => {
      const mock = fidelityMock(product);
      const [req] = bodies(await mock.emit('pull_request_review_request', { repo, sender: 'bob' }));
      expect(logins(req)).toEqual(['bob']);
      const [ok] = bodies(
        await mock.emit('pull_request_review', { repo, action: 'approved', sender: 'bob' }),
      );
      expect(logins(ok)).toEqual(['bob']);
    });

    it('a merged or closed PR stays mergeable (G pull.go L750–758; hook_post_receive.go L351–352)', async () => {
      const mock = fidelityMock(product);
      const number = await openPr(mock);
      const merged = await mock.simulate.mergePullRequest({ repo, number });
      expect(bodies(merged.deliveries)[0]?.pull_request).toMatchObject({ merged: true, mergeable: true });
      await mock.simulate.push({ repo, branch: 'other' });
      const { number: other } = await mock.simulate.openPullRequest({ repo, head: 'other' });
      const closed = await mock.simulate.closePullRequest({ repo, number: other ?? 0 });
      expect(bodies(closed.deliveries)[0]?.pull_request).toMatchObject({ state: 'closed', mergeable: true });
    });

    it('a WIP: title is a draft and not mergeable (G CutWorkInProgressPrefix, convert/pull.go L86, L95)', async () => {
      const mock = fidelityMock(product);
      await mock.simulate.push({ repo, branch: 'feature' });
      const { deliveries } = await mock.simulate.openPullRequest({
        repo,
        head: 'feature',
        title: 'wip: polish',
      });
      const [opened] = bodies(deliveries);
      expect(opened?.pull_request).toMatchObject({ draft: true, mergeable: false });
    });
  });
}

describe('a comment-only review (G review_list.go L176–178 counts it, F L183 does not)', () => {
  it.each([
    ['gitea', ['bob']],
    ['forgejo', []],
  ] as const)('%s lists %j', async (product, expected) => {
    const mock = fidelityMock(product);
    const number = await openPr(mock);
    const { deliveries } = await mock.simulate.review({ repo, number, verdict: 'comment', sender: 'bob' });
    expect(logins(bodies(deliveries)[0])).toEqual(expected);
  });

  it.each([
    ['gitea', ['bob']],
    ['forgejo', []],
  ] as const)(
    '%s after a request lists %j (the comment deletes the request: F CreateReview L335–340)',
    async (product, expected) => {
      const mock = fidelityMock(product);
      const number = await openPr(mock);
      await mock.simulate.requestReview({ repo, number, reviewer: 'bob' });
      const { deliveries } = await mock.simulate.review({ repo, number, verdict: 'comment', sender: 'bob' });
      expect(logins(bodies(deliveries)[0])).toEqual(expected);
    },
  );
});
