/**
 * Rows 8 and 11 of the third fidelity audit: `repository.permissions` is the doer's, not the
 * poster's or the owner's, in comment payloads (G `services/webhook/notifier.go`
 * `UpdateComment` L430, `CreateIssueComment` L465, `DeleteComment` L506; F L387, L422, L462), the
 * fork's `forkee` (G `ForkRepository` L88, F L82), a merge's `closed` (G `MergePullRequest` L692,
 * F L652), review requests (G `PullRequestReviewRequest` L784, F L744) and releases (G
 * `sendReleaseHook` L862, F L824). bob reads the public acme/widgets; alice administers it.
 */
import { describe, expect, it } from 'vitest';
import { bodies, fidelityMock } from './world.js';

const repo = 'acme/widgets';
const READ = { admin: false, push: false, pull: true };
const ADMIN = { admin: true, push: true, pull: true };

for (const product of ['gitea', 'forgejo'] as const) {
  describe(`${product}: the doer's repository permissions`, () => {
    it("bob's comment on alice's issue: bob's read access (G notifier.go L465)", async () => {
      const mock = fidelityMock(product);
      const { number } = await mock.simulate.openIssue({ repo, sender: 'alice' });
      const { deliveries } = await mock.simulate.comment({ repo, number: number ?? 0, sender: 'bob' });
      expect(bodies(deliveries)[0]?.repository.permissions).toEqual(READ);
      const [emitted] = bodies(await mock.emit('issue_comment', { repo, action: 'deleted', sender: 'bob' }));
      expect(emitted?.repository.permissions).toEqual(READ);
    });

    it("alice's comment on bob's issue: alice's admin access", async () => {
      const mock = fidelityMock(product);
      const { number } = await mock.simulate.openIssue({ repo, sender: 'bob' });
      const { deliveries } = await mock.simulate.comment({ repo, number: number ?? 0, sender: 'alice' });
      expect(bodies(deliveries)[0]?.repository.permissions).toEqual(ADMIN);
    });

    it("bob forking: forkee carries bob's read access (G ForkRepository L88)", async () => {
      const mock = fidelityMock(product);
      const { deliveries } = await mock.simulate.fork({ repo, sender: 'bob' });
      const [fork] = bodies(deliveries.filter((d) => d.eventType === 'fork'));
      expect(fork?.forkee.permissions).toEqual(READ);
      expect(fork?.repository.permissions).toEqual(ADMIN);
    });

    it("alice merging bob's PR: the merger's access on closed (G MergePullRequest L692)", async () => {
      const mock = fidelityMock(product, {
        repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'], readers: ['bob'], private: true }],
      });
      await mock.simulate.push({ repo, branch: 'feature' });
      const { number } = await mock.simulate.openPullRequest({ repo, head: 'feature', sender: 'bob' });
      const merged = await mock.simulate.mergePullRequest({ repo, number: number ?? 0, sender: 'alice' });
      expect(bodies(merged.deliveries)[0]?.repository.permissions).toEqual(ADMIN);
    });

    it("bob requesting a review on alice's PR: bob's access (G PullRequestReviewRequest L784)", async () => {
      const mock = fidelityMock(product);
      await mock.simulate.push({ repo, branch: 'feature' });
      const { number } = await mock.simulate.openPullRequest({ repo, head: 'feature', sender: 'alice' });
      const { deliveries } = await mock.simulate.requestReview({
        repo,
        number: number ?? 0,
        reviewer: 'alice',
        sender: 'bob',
      });
      expect(bodies(deliveries)[0]?.repository.permissions).toEqual(READ);
    });

    it("a release by bob: bob's access (G sendReleaseHook L862)", async () => {
      const mock = fidelityMock(product);
      const [release] = bodies(await mock.emit('release', { repo, sender: 'bob' }));
      expect(release?.repository.permissions).toEqual(READ);
    });
  });
}
