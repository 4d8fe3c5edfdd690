import { EmitError } from '../emitter.js';
import { createPayload, deletePayload, pushPayload, ZERO_SHA } from '../payloads/git.js';
import { pullPayload } from '../payloads/issues.js';
import type { Step } from './runner.js';
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
  const commits = messages.map((message) => ({ sha: ctx.world.nextSha(repo), message }));
  const after = must(commits[commits.length - 1], 'commit to push').sha;
  world.branches.set(branch, after);
  const ref = `refs/heads/${branch}`;
  const newestFirst = [...commits].reverse();
  if (before === undefined) {
    await step.fire('create', null, createPayload(ctx, ref, after), ref);
    // A new branch lists at most 10 commits and compares against the default branch.
    const listed = newestFirst.slice(0, 10);
    const compare = `${repo.owner}/${repo.name}/compare/${repo.defaultBranch}...${after}`;
    await step.fire(
      'push',
      null,
      pushPayload(ctx, { ref, before: ZERO_SHA, after, commits: listed, compare }),
      ref,
      listed.length,
    );
    return after;
  }
  await step.fire(
    'push',
    null,
    pushPayload(ctx, { ref, before, after, commits: newestFirst }),
    ref,
    commits.length,
  );
  for (const pr of world.issues.values()) {
    if (pr.isPull && pr.state === 'open' && pr.head === branch) {
      step.touch(pr);
      await step.fire('pull_request_sync', 'synchronized', pullPayload(ctx, 'synchronized', pr));
    }
  }
  return after;
}

export async function createBranch(step: Step, branch: string, from: string): Promise<string> {
  if (step.world.branches.has(branch)) throw new EmitError(`branch "${branch}" already exists`);
  const sha = step.branch(from);
  step.world.branches.set(branch, sha);
  const { ctx } = step;
  const repo = must(ctx.repo, 'repository of a git action');
  const ref = `refs/heads/${branch}`;
  await step.fire('create', null, createPayload(ctx, ref, sha), ref);
  const compare = `${repo.owner}/${repo.name}/compare/${from}...${sha}`;
  const commits = [{ sha, message: 'Add widget scaffolding\n' }];
  await step.fire(
    'push',
    null,
    pushPayload(ctx, { ref, before: ZERO_SHA, after: sha, commits, compare }),
    ref,
    1,
  );
  return sha;
}

export async function deleteBranch(step: Step, branch: string): Promise<void> {
  const { ctx, world } = step;
  step.branch(branch);
  if (branch === ctx.repo?.defaultBranch)
    throw new EmitError(`"${branch}" is the default branch; it cannot be deleted`);
  world.branches.delete(branch);
  const ref = `refs/heads/${branch}`;
  await step.fire('delete', null, deletePayload(ctx, ref), ref);
  for (const pr of world.issues.values()) {
    if (pr.isPull && pr.state === 'open' && pr.head === branch) {
      Object.assign(pr, { state: 'closed', closedAt: ctx.at });
      step.touch(pr);
      await step.fire('pull_request', 'closed', pullPayload(ctx, 'closed', pr));
    }
  }
}

export async function createTag(step: Step, tag: string, from: string): Promise<string> {
  if (step.world.tags.has(tag)) throw new EmitError(`tag "${tag}" already exists`);
  const sha = step.branch(from);
  step.world.tags.set(tag, sha);
  const { ctx } = step;
  const ref = `refs/tags/${tag}`;
  const head = { sha, message: 'Add widget scaffolding\n' };
  await step.fire(
    'push',
    null,
    pushPayload(ctx, { ref, before: ZERO_SHA, after: sha, commits: [], head }),
    ref,
    0,
  );
  await step.fire('create', null, createPayload(ctx, ref, sha), ref);
  return sha;
}

export async function deleteTag(step: Step, tag: string): Promise<void> {
  const { ctx, world } = step;
  const sha = world.tags.get(tag);
  if (!sha) throw new EmitError(`no tag "${tag}" (tags: ${[...world.tags.keys()].join(', ') || 'none'})`);
  world.tags.delete(tag);
  const ref = `refs/tags/${tag}`;
  await step.fire(
    'push',
    null,
    pushPayload(ctx, { ref, before: sha, after: ZERO_SHA, commits: [], head: null }),
    ref,
    0,
  );
  await step.fire('delete', null, deletePayload(ctx, ref), ref);
}
