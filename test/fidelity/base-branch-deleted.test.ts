/**
 * Row 10 of the third fidelity audit: deleting a branch that open PRs target as base. G
 * `services/pull/pull.go` `AdjustPullsCausedByBranchDeleted` L669–: PRs from the branch close;
 * with `RetargetChildrenOnMerge` (default on, L697–698; `modules/setting/repository.go` L230)
 * PRs into it are retargeted to the default branch through `ChangeTargetBranch`, which sends
 * `pull_request` `edited` with `changes.ref` (`notifier.go` `PullRequestChangeTargetBranch`
 * L712–735). F `services/pull/pull.go` `CloseBranchPulls` closes both (L526).
 */
import { describe, expect, it } from 'vitest';
import { bodies, fidelityMock } from './world.js';

const repo = 'acme/widgets';

async function story(product: 'gitea' | 'forgejo') {
  const mock = fidelityMock(product);
  await mock.simulate.createBranch({ repo, branch: 'release' });
  await mock.simulate.push({ repo, branch: 'fix' });
  const { number } = await mock.simulate.openPullRequest({ repo, head: 'fix', base: 'release' });
  const { deliveries } = await mock.simulate.deleteBranch({ repo, branch: 'release' });
  return { number, deliveries };
}

describe('deleting a base branch', () => {
  it('gitea retargets its PRs to the default branch: edited with changes.ref (G pull.go L697–698, notifier.go L712)', async () => {
    const { number, deliveries } = await story('gitea');
    expect(deliveries.map((d) => `${d.eventType}.${d.action ?? ''}`)).toEqual([
      'delete.',
      'pull_request.edited',
    ]);
    const [, edited] = bodies(deliveries);
    expect(edited).toMatchObject({
      number,
      changes: { ref: { from: 'release' }, added_labels: null, removed_labels: null },
      pull_request: { state: 'open', base: { ref: 'main' } },
    });
  });

  it('forgejo closes them (F pull.go CloseBranchPulls L526)', async () => {
    const { number, deliveries } = await story('forgejo');
    expect(deliveries.map((d) => `${d.eventType}.${d.action ?? ''}`)).toEqual([
      'delete.',
      'pull_request.closed',
    ]);
    expect(bodies(deliveries)[1]).toMatchObject({ number, pull_request: { state: 'closed', merged: false } });
  });
});
