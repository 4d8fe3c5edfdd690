import type { Access } from '../entities/repository.js';
import { issueEntity, pullEntity } from '../entities/issue.js';
import { trackerFields } from '../entities/tracker.js';
import type { IssueState } from '../world.js';
import type { PayloadContext } from './context.js';
import { accessOf, needRepo, repositoryOf, senderUser, userOf, userSeenBy, worldOf } from './context.js';
import { ZERO_SHA } from './git.js';
import type { BuiltPayload } from '../../flavors/payload-maps.js';

/** The newest issue (or PR) of the repo's world, else a stand-in that is not stored. */
export function latestIssue(ctx: PayloadContext, isPull: boolean): IssueState {
  const world = worldOf(ctx);
  const found = [...world.issues.values()].filter((i) => i.isPull === isPull).pop();
  if (found) return found;
  const repo = needRepo(ctx);
  return {
    id: 1,
    pullId: 1,
    number: world.nextNumber,
    isPull,
    title: isPull ? 'Add the widget polisher' : 'Widgets come out square',
    body: isPull ? 'Polishes widgets before they ship.' : 'Expected round widgets.',
    state: 'open',
    poster: ctx.sender.login,
    assignees: [],
    comments: 0,
    createdAt: ctx.at,
    updatedAt: ctx.at,
    closedAt: null,
    head: 'feature',
    base: repo.defaultBranch,
    merged: false,
    mergedAt: null,
    mergedBy: null,
    mergeSha: null,
    labels: [],
    milestone: null,
    reviewers: [],
    reviews: [],
  };
}

const trackerOf = (ctx: PayloadContext, issue: IssueState) =>
  trackerFields(issue, worldOf(ctx), needRepo(ctx), ctx.site, ctx.at);

function issueObject(ctx: PayloadContext, issue: IssueState) {
  // The poster seen from the doer (G `convert/issue.go` L53, F L47); assignees unsigned.
  const people = {
    poster: userSeenBy(ctx, issue.poster),
    assignees: issue.assignees.map((a) => userOf(ctx, a)),
  };
  return issueEntity(ctx.structs, issue, needRepo(ctx), people, ctx.site, trackerOf(ctx, issue));
}

function pullObject(ctx: PayloadContext, pr: IssueState) {
  const world = worldOf(ctx);
  const people = {
    poster: userSeenBy(ctx, pr.poster),
    assignees: pr.assignees.map((a) => userOf(ctx, a)),
    mergedBy: pr.mergedBy ? userOf(ctx, pr.mergedBy) : null,
    reviewers: pr.reviewers.map((r) => userOf(ctx, r)),
  };
  const branches = {
    baseSha: world.branches.get(pr.base) ?? '',
    headSha: world.branches.get(pr.head) ?? world.branches.get(pr.base) ?? ZERO_SHA,
    repository: repositoryOf(ctx, accessOf(ctx, ctx.sender.login)),
  };
  return pullEntity(ctx.structs, pr, needRepo(ctx), people, branches, ctx.site, trackerOf(ctx, pr));
}

/** `ChangesPayload`: G's also carries two label lists that are never filled (`changesLabelLists`). */
function changesOf(ctx: PayloadContext, changes: Record<string, { from: string }> | undefined) {
  if (!changes) return {};
  return {
    changes: ctx.structs.changesLabelLists
      ? { ...changes, added_labels: null, removed_labels: null }
      : changes,
  };
}

/**
 * Actions whose payload carries the doer's access, not the poster's (G `notifier.go`
 * `IssueChangeAssignee` L152, `DeleteIssue` L300, `IssueChangeMilestone` L618,
 * `PullRequestReviewRequest` L784).
 */
const DOER_ACTIONS = new Set([
  'assigned',
  'unassigned',
  'milestoned',
  'demilestoned',
  'deleted',
  'review_requested',
  'review_request_removed',
]);

/** `IssuePayload` (G/F `notifier.go`): the poster's access, or the doer's for assign/milestone/delete. */
export function issuePayload(
  ctx: PayloadContext,
  action: string,
  issue: IssueState,
  changes?: Record<string, { from: string }>,
) {
  const who = DOER_ACTIONS.has(action) ? ctx.sender.login : issue.poster;
  return {
    action,
    number: issue.number,
    ...changesOf(ctx, changes),
    issue: issueObject(ctx, issue),
    repository: repositoryOf(ctx, accessOf(ctx, who)),
    sender: senderUser(ctx),
    commit_id: '',
  } satisfies BuiltPayload<'issues'>;
}

const OWNER_ACTIONS = new Set(['label_updated', 'synchronized']);

/** `PullRequestPayload`: `requested_reviewer` and `review` null unless a review (request). */
export function pullPayload(
  ctx: PayloadContext,
  action: string,
  pr: IssueState,
  extra: {
    reviewer?: string;
    review?: { type: string; content: string };
    changes?: Record<string, { from: string }>;
  } = {},
) {
  // A merge's `closed` has the merger's access (G `MergePullRequest` L692, F L652).
  const doer = DOER_ACTIONS.has(action) || (action === 'closed' && pr.merged);
  const access: Access = OWNER_ACTIONS.has(action)
    ? 'owner'
    : accessOf(ctx, doer ? ctx.sender.login : pr.poster);
  return {
    action,
    number: pr.number,
    ...changesOf(ctx, extra.changes),
    pull_request: pullObject(ctx, pr),
    requested_reviewer: extra.reviewer ? userOf(ctx, extra.reviewer) : null,
    repository: repositoryOf(ctx, access),
    sender: senderUser(ctx),
    commit_id: '',
    review: extra.review ?? null,
  } satisfies BuiltPayload<'pull_request'>;
}

/** `IssueCommentPayload`: `pull_request` only on PRs, `is_pull` last. */
export function commentPayload(
  ctx: PayloadContext,
  action: string,
  issue: IssueState,
  comment: { id: number; body: string; createdAt: string },
  changes?: Record<string, { from: string }>,
) {
  const issueHtml = `${ctx.site.appUrl}${needRepo(ctx).owner}/${needRepo(ctx).name}/${issue.isPull ? 'pulls' : 'issues'}/${issue.number}`;
  return {
    action,
    issue: issueObject(ctx, issue),
    ...(issue.isPull ? { pull_request: pullObject(ctx, issue) } : {}),
    comment: {
      id: comment.id,
      html_url: `${issueHtml}#issuecomment-${comment.id}`,
      pull_request_url: issue.isPull ? issueHtml : '',
      issue_url: issue.isPull ? '' : issueHtml,
      user: senderUser(ctx),
      original_author: '',
      original_author_id: 0,
      body: comment.body,
      assets: [],
      created_at: comment.createdAt,
      updated_at: ctx.at,
    },
    ...changesOf(ctx, changes),
    // The commenter's access (G notifier.go L430, L465, L506; F L387, L422, L462).
    repository: repositoryOf(ctx, accessOf(ctx, ctx.sender.login)),
    sender: senderUser(ctx),
    is_pull: issue.isPull,
  } satisfies BuiltPayload<'issue_comment'>;
}
