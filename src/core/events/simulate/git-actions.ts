import { EmitError } from '../emitter.js';
import { compareOf, ZERO_SHA } from '../payloads/git.js';
import { historyOf, messageOf } from '../world-seed.js';
import type { Step } from './runner.js';
import { makeRoom } from './limits.js';
import type { IssueState } from '../world.js';
import { must } from '../../util/must.js';

/**
 * Git-side actions (G `services/repository/push.go` `pushUpdates`): a new branch sends `create`
 * then `push`; an update `push`, then `pull_request_sync` for open PRs from the branch; a new
 * tag `push` (no commits) then `create`; deleting a branch `delete` only (then its open PRs
 * close); deleting a tag `push` (after = zero) then `delete`.
 */
export async function pushCommits(step: Step, branch: string, messages: string[]): Promise<string> {
  const { ctx, world } = step;
  const repo = must(ctx.repo, 'repository of a git action');
  const before = world.branches.get(branch);
  makeRoom(world, 'commits', messages.length);
  if (before === undefined) makeRoom(world, 'refs');
  // A new branch starts from the default branch's head (none in an empty repository).
  let parent = before ?? world.branches.get(repo.defaultBranch) ?? null;
  const commits = messages.map((message) => {
    const made = ctx.world.commit(repo, message, parent);
    parent = made.sha;
    return made;
  });
  const after = must(commits[commits.length - 1], 'commit to push').sha;
  world.branches.set(branch, after);
  if (before === undefined) {
    await newBranchPush(step, branch, after);
    return after;
  }
  const ref = `refs/heads/${branch}`;
  const newestFirst = [...commits].reverse();
  await step.fire(step.says.push(ctx, { ref, before, after, commits: newestFirst }, commits.length));
  for (const pr of world.issues.values()) {
    if (pr.isPull && pr.state === 'open' && pr.head === branch) {
      step.touch(pr);
      await step.fire(step.says.sync(ctx, pr, before));
    }
  }
  return after;
}

/**
 * A new branch (G `services/repository/push.go` `pushNewBranch` L291, F L199): `create`, then a
 * `push` listing the head's history, up to 10 commits (`CommitsBeforeLimit(10)`), all counted in
 * `total_commits` (`GitToPushCommits` L202); `compare_url` against the parent of the oldest
 * listed commit, else the default branch (`getCompareURL` L248–273, F L232–257).
 */
async function newBranchPush(step: Step, branch: string, sha: string): Promise<void> {
  const { ctx, world } = step;
  const repo = must(ctx.repo, 'repository of a git action');
  const ref = `refs/heads/${branch}`;
  await step.fire(...step.says.create(ctx, ref, sha));
  const listed = historyOf(world, sha, 10);
  const oldest = listed[listed.length - 1];
  const from = oldest?.parent ?? (branch === repo.defaultBranch ? null : repo.defaultBranch);
  const facts = {
    ref,
    before: ZERO_SHA,
    after: sha,
    commits: listed,
    compare: from === null ? '' : compareOf(repo, from, sha),
  };
  await step.fire(step.says.push(ctx, facts, listed.length));
}

export async function createBranch(step: Step, branch: string, from: string): Promise<string> {
  if (step.world.branches.has(branch)) throw new EmitError(`branch "${branch}" already exists`);
  makeRoom(step.world, 'refs');
  const sha = step.branch(from);
  step.world.branches.set(branch, sha);
  await newBranchPush(step, branch, sha);
  return sha;
}

/**
 * `delete` only, then the open PRs from the branch close (G `AdjustPullsCausedByBranchDeleted`,
 * F `CloseBranchPulls`); open PRs into it are retargeted to the default branch (G, `edited` with
 * `changes.ref`) or closed too (F): the dialect's `baseBranchDeleted`.
 */
export async function deleteBranch(step: Step, branch: string): Promise<void> {
  const { ctx, world } = step;
  const repo = must(ctx.repo, 'repository of a git action');
  const sha = step.branch(branch);
  if (branch === repo.defaultBranch)
    throw new EmitError(`"${branch}" is the default branch; it cannot be deleted`);
  world.branches.delete(branch);
  const ref = `refs/heads/${branch}`;
  await step.fire(...step.says.deleteBranch(ctx, ref, sha));
  const open = (pick: (pr: IssueState) => boolean) =>
    [...world.issues.values()].filter((pr) => pr.isPull && pr.state === 'open' && pick(pr));
  const intoBranch = open((pr) => pr.base === branch);
  const retarget = ctx.dialect.baseBranchDeleted === 'retarget';
  for (const pr of [...open((pr) => pr.head === branch), ...(retarget ? [] : intoBranch)]) {
    Object.assign(pr, { state: 'closed', closedAt: ctx.at });
    step.touch(pr);
    await step.fire(step.says.tracker(ctx, 'closed', pr));
  }
  if (!retarget) return;
  for (const pr of intoBranch) {
    pr.base = repo.defaultBranch;
    step.touch(pr);
    const changes = { ref: { from: branch } };
    await step.fire(step.says.tracker(ctx, 'edited', pr, changes));
  }
}

/**
 * A new tag: `push` without commits, its head commit the tagged one and `compare_url` against
 * the zero SHA (G `push.go` L143–144 `ComposeCompareURL(EmptyObjectID, NewCommitID)`, F L144),
 * then `create`.
 */
export async function createTag(step: Step, tag: string, from: string): Promise<string> {
  if (step.world.tags.has(tag)) throw new EmitError(`tag "${tag}" already exists`);
  makeRoom(step.world, 'refs');
  const sha = step.branch(from);
  step.world.tags.set(tag, sha);
  const { ctx } = step;
  const repo = must(ctx.repo, 'repository of a git action');
  const ref = `refs/tags/${tag}`;
  const facts = {
    ref,
    before: ZERO_SHA,
    after: sha,
    commits: [],
    head: { sha, message: messageOf(step.world, sha) },
    compare: compareOf(repo, ZERO_SHA, sha),
  };
  await step.fire(step.says.push(ctx, facts, 0), ...step.says.create(ctx, ref, sha));
  return sha;
}

export async function deleteTag(step: Step, tag: string): Promise<void> {
  const { ctx, world } = step;
  const sha = world.tags.get(tag);
  if (!sha) throw new EmitError(`no tag "${tag}" (tags: ${[...world.tags.keys()].join(', ') || 'none'})`);
  world.tags.delete(tag);
  const ref = `refs/tags/${tag}`;
  await step.fire(
    step.says.push(ctx, { ref, before: sha, after: ZERO_SHA, commits: [], head: null }, 0),
    ...step.says.delete(ctx, ref),
  );
}
