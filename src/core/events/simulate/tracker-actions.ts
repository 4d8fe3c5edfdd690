import { EmitError } from '../emitter.js';
import type { IssueState } from '../world.js';
import { createTag, deleteTag, pushCommits } from './git-actions.js';
import type { Step } from './runner.js';
import type { Verdict } from './vocabulary.js';
import { must } from '../../util/must.js';
import { afterOpen, trackerOf } from './label-actions.js';
import { noteReview, requestReview } from './review-actions.js';
import { distinct, makeRoom } from './limits.js';

/** `openPullRequest`'s options. */
interface PullOptions {
  head: string;
  base?: string;
  title?: string;
  body?: string;
  labels?: string[];
  milestone?: string;
  reviewers?: string[];
}

/** A new issue or PR of the world, numbered after the last one (issues and PRs share numbers). */
function newIssue(step: Step, fields: Partial<IssueState> & { isPull: boolean }): IssueState {
  const { ctx, world } = step;
  makeRoom(world, 'issues');
  const number = world.nextNumber++;
  const issue: IssueState = {
    id: ctx.world.nextId('issue'),
    pullId: fields.isPull ? ctx.world.nextId('pull') : 0,
    number,
    title: `Issue ${number}`,
    body: '',
    state: 'open',
    poster: ctx.sender.login,
    assignees: [],
    comments: 0,
    createdAt: ctx.at,
    updatedAt: ctx.at,
    closedAt: null,
    head: '',
    base: ctx.repo?.defaultBranch ?? 'main',
    merged: false,
    mergedAt: null,
    mergedBy: null,
    mergeSha: null,
    labels: [],
    milestone: null,
    reviewers: [],
    reviews: [],
    ...fields,
  };
  world.issues.set(number, issue);
  return issue;
}

/**
 * G `services/issue/issue.go` `NewIssue`: `issue_assign` `assigned` per assignee (inside the
 * creation transaction, so before `opened`), then `issues` `opened`.
 */
export async function openIssue(
  step: Step,
  o: { title?: string; body?: string; assignees?: string[]; labels?: string[]; milestone?: string },
) {
  const issue = newIssue(step, {
    isPull: false,
    title: o.title ?? 'Widgets come out square',
    body: o.body ?? '',
    ...trackerOf(step, o),
  });
  const { says, ctx } = step;
  const assignees = distinct(o.assignees);
  for (const login of assignees) {
    issue.assignees.push(login);
    if (says.assignsBeforeOpen) await step.fire(says.assigned(ctx, issue, login));
  }
  await step.fire(says.tracker(ctx, 'opened', issue));
  if (!says.assignsBeforeOpen)
    for (const login of assignees) await step.fire(says.assigned(ctx, issue, login));
  await afterOpen(step, issue);
  return issue.number;
}

/** `edited` once per changed field: title (`IssueChangeTitle`) then body (`IssueChangeContent`). */
export async function editIssue(
  step: Step,
  number: number,
  o: { title?: string; body?: string },
  isPull: boolean,
) {
  const issue = step.issue(number, isPull);
  for (const key of ['title', 'body'] as const) {
    const value = o[key];
    if (value === undefined || value === issue[key]) continue;
    const changes = { [key]: { from: issue[key] } };
    issue[key] = value;
    step.touch(issue);
    await step.fire(step.says.tracker(step.ctx, 'edited', issue, changes));
  }
}

export async function setState(step: Step, number: number, state: 'open' | 'closed', isPull: boolean) {
  const issue = step.issue(number, isPull);
  if (issue.merged)
    throw new EmitError(`#${number} is merged; it cannot be ${state === 'open' ? 'reopened' : 'closed'}`);
  if (issue.state === state) throw new EmitError(`#${number} is already ${state}`);
  Object.assign(issue, { state, closedAt: state === 'closed' ? step.ctx.at : null });
  step.touch(issue);
  const action = state === 'closed' ? 'closed' : 'reopened';
  await step.fire(step.says.tracker(step.ctx, action, issue));
}

export async function comment(step: Step, number: number, body: string) {
  const issue = step.issue(number);
  issue.comments += 1;
  step.touch(issue);
  const c = { id: step.ctx.world.nextId('comment'), body, createdAt: step.ctx.at };
  await step.fire(step.says.comment(step.ctx, issue, c));
}

export async function openPullRequest(step: Step, o: PullOptions) {
  const base = o.base ?? step.ctx.repo?.defaultBranch ?? 'main';
  step.branch(o.head);
  step.branch(base);
  const pr = newIssue(step, {
    isPull: true,
    head: o.head,
    base,
    title: o.title ?? `Merge ${o.head}`,
    body: o.body ?? '',
    ...trackerOf(step, o),
  });
  for (const reviewer of distinct(o.reviewers)) await requestReview(step, pr.number, reviewer);
  await step.fire(step.says.tracker(step.ctx, 'opened', pr));
  await afterOpen(step, pr);
  return pr.number;
}

/** G `services/pull/merge.go`: `closed` with `merged: true`; the base's push follows (INFERRED order). */
export async function mergePullRequest(step: Step, number: number) {
  const pr = step.issue(number, true);
  if (pr.state !== 'open') throw new EmitError(`pull request #${number} is not open`);
  const { ctx } = step;
  const repo = must(ctx.repo, 'repository of a tracker action');
  const before = step.branch(pr.base);
  makeRoom(step.world, 'commits');
  const message = `Merge pull request '${pr.title}' (#${pr.number}) from ${pr.head} into ${pr.base}\n`;
  const mergeSha = ctx.world.commit(repo, message, before).sha;
  Object.assign(pr, {
    state: 'closed',
    merged: true,
    mergedAt: ctx.at,
    mergedBy: ctx.sender.login,
    mergeSha,
    closedAt: ctx.at,
  });
  step.touch(pr);
  await step.fire(step.says.tracker(ctx, 'closed', pr));
  step.world.branches.set(pr.base, mergeSha);
  const ref = `refs/heads/${pr.base}`;
  const commits = [{ sha: mergeSha, message }];
  await step.fire(step.says.push(ctx, { ref, before, after: mergeSha, commits }, 1));
  return mergeSha;
}

const VERDICTS: readonly Verdict[] = ['approve', 'request_changes', 'comment'];
/** The review row a verdict stores (G/F `ReviewTypeApprove`, `ReviewTypeReject`, `ReviewTypeComment`). */
const KINDS = { approve: 'approve', request_changes: 'reject', comment: 'comment' } as const;

/** `notifier.go` `PullRequestReview` (G: action `reviewed`, type per verdict; GitHub: `submitted`). */
export async function review(step: Step, number: number, verdict: Verdict, body: string) {
  if (!VERDICTS.includes(verdict))
    throw new EmitError(`verdict must be approve, request_changes or comment; got "${verdict}"`);
  const pr = step.issue(number, true);
  noteReview(step, pr, step.ctx.sender.login, KINDS[verdict]);
  await step.fire(step.says.review(step.ctx, pr, verdict, { id: step.ctx.world.nextId('review'), body }));
}

/** G `services/release/release.go` `CreateRelease`: a new tag's push + create, then `published`. */
export async function publishRelease(
  step: Step,
  o: { tag: string; name?: string; body?: string; draft?: boolean; prerelease?: boolean },
) {
  const { ctx, world } = step;
  if (world.releases.has(o.tag)) throw new EmitError(`a release for "${o.tag}" exists; use updateRelease`);
  makeRoom(world, 'releases');
  if (!world.tags.has(o.tag)) makeRoom(world, 'refs');
  const target = ctx.repo?.defaultBranch ?? 'main';
  const rel = {
    id: ctx.world.nextId('release'),
    tag: o.tag,
    target,
    name: o.name ?? o.tag,
    body: o.body ?? '',
    draft: o.draft ?? false,
    prerelease: o.prerelease ?? false,
    author: ctx.sender.login,
    createdAt: ctx.at,
  };
  world.releases.set(o.tag, rel);
  if (rel.draft) return;
  if (!world.tags.has(o.tag)) await createTag(step, o.tag, target);
  await step.fire(...step.says.release(ctx, 'published', rel));
}

export async function updateRelease(step: Step, o: { tag: string; name?: string; body?: string }) {
  const rel = step.world.releases.get(o.tag);
  if (!rel) throw new EmitError(`no release for tag "${o.tag}"`);
  Object.assign(rel, { name: o.name ?? rel.name, body: o.body ?? rel.body });
  if (!rel.draft) await step.fire(...step.says.release(step.ctx, 'updated', rel));
}

export async function deleteRelease(step: Step, o: { tag: string; deleteTag?: boolean }) {
  const rel = step.world.releases.get(o.tag);
  if (!rel) throw new EmitError(`no release for tag "${o.tag}"`);
  step.world.releases.delete(o.tag);
  if (o.deleteTag && step.world.tags.has(o.tag)) await deleteTag(step, o.tag);
  if (!rel.draft) await step.fire(...step.says.release(step.ctx, 'deleted', rel));
}

export { pushCommits };
