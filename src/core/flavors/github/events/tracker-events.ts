import { simplePull } from './lite.js';
import type { IssueState } from '../../../events/world.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo, worldOf } from '../../../events/payloads/context.js';
import { ZERO_SHA } from '../../../events/payloads/git.js';
import { githubUserOf, nodeId } from './entities.js';
import { tail } from './other.js';
import type { IssueExtras } from './tracker.js';
import { associationOf, githubIssue, githubPull, labelOf, milestoneOf, noReactions } from './tracker.js';
import type { GithubBuiltPayload } from './built.js';

/** What an action adds to the payload's top level and shows on the issue or PR. */
export interface ActionFacts {
  /** `edited`: the old values of what changed. */
  changes?: Record<string, { from: string }>;
  /** `assigned`/`unassigned`, `review_requested`/`…_removed`: the user concerned. */
  user?: string;
  /** `synchronize`: the head before the push. */
  before?: string;
}

/** Per action: what it shows on the issue, and the top-level key it adds. */
function extrasOf(action: string): IssueExtras & { top?: 'label' | 'milestone' } {
  if (action === 'labeled' || action === 'unlabeled') return { label: action === 'labeled', top: 'label' };
  if (action === 'milestoned' || action === 'demilestoned')
    return { milestone: action === 'milestoned', top: 'milestone' };
  return {};
}

function topOf(ctx: PayloadContext, action: string, facts: ActionFacts) {
  const { top } = extrasOf(action);
  const out: Record<string, unknown> = {};
  if (facts.changes) out.changes = facts.changes;
  if (top === 'label') out.label = labelOf(ctx);
  if (top === 'milestone') out.milestone = milestoneOf(ctx);
  if (/assigned$/.test(action)) out.assignee = facts.user ? githubUserOf(ctx, facts.user) : null;
  if (/^review_request/.test(action))
    out.requested_reviewer = githubUserOf(ctx, facts.user ?? ctx.sender.login);
  return out;
}

/** `issues` with an action. */
export function githubIssues(
  ctx: PayloadContext,
  action: string,
  issue: IssueState,
  facts: ActionFacts = {},
) {
  return {
    action,
    issue: githubIssue(ctx, issue, extrasOf(action)),
    ...topOf(ctx, action, facts),
    ...tail(ctx),
  } satisfies GithubBuiltPayload<'issues'>;
}

/** `pull_request` with an action; `synchronize` adds `before`/`after`. */
export function githubPullRequest(
  ctx: PayloadContext,
  action: string,
  pr: IssueState,
  facts: ActionFacts = {},
) {
  const pull = githubPull(ctx, pr, extrasOf(action));
  const sync = action === 'synchronize' ? { before: facts.before ?? ZERO_SHA, after: pull.head.sha } : {};
  return {
    action,
    number: pr.number,
    ...sync,
    pull_request: pull,
    ...topOf(ctx, action, facts),
    ...tail(ctx),
  } satisfies GithubBuiltPayload<'pull_request'>;
}

/**
 * `issue_comment` on an issue or a pull request (whose issue carries `pull_request`). Not checked
 * against GitHub's type like the other builders: octokit's `issue` of `issue-comment-created`
 * and `-deleted` types `assignees` so that no user object relates to it once enums are widened
 * (built.ts `GithubBuiltPayload`); test/github's schema check covers it at run time.
 */
export function githubIssueComment(
  ctx: PayloadContext,
  action: string,
  issue: IssueState,
  comment: { id: number; body: string; createdAt: string },
  changes?: { body: { from: string } },
) {
  const repo = needRepo(ctx);
  const shown = githubIssue(ctx, issue);
  const url = `${ctx.site.apiUrl}/repos/${repo.owner}/${repo.name}/issues/comments/${comment.id}`;
  return {
    action,
    ...(changes ? { changes } : {}),
    issue: shown,
    comment: {
      url,
      html_url: `${shown.html_url}#issuecomment-${comment.id}`,
      issue_url: shown.url,
      id: comment.id,
      node_id: nodeId('IssueComment', comment.id),
      user: githubUserOf(ctx, ctx.sender.login),
      created_at: comment.createdAt,
      updated_at: ctx.at,
      author_association: associationOf(ctx, ctx.sender.login),
      body: comment.body,
      reactions: noReactions(url),
      performed_via_github_app: null,
    },
    ...tail(ctx),
  };
}

/** A review's state per verdict (`approve` → `approved`, …). */
export const REVIEW_STATE: Readonly<Record<string, string>> = {
  approve: 'approved',
  request_changes: 'changes_requested',
  comment: 'commented',
};

/** `pull_request_review`: the sender's review of the PR's head. */
export function githubReview(
  ctx: PayloadContext,
  action: string,
  pr: IssueState,
  review: { id: number; state: string; body: string },
) {
  const pull = githubPull(ctx, pr);
  const html = `${pull.html_url}#pullrequestreview-${review.id}`;
  return {
    action,
    ...(action === 'edited' ? { changes: { body: { from: '' } } } : {}),
    review: {
      id: review.id,
      node_id: nodeId('PullRequestReview', review.id),
      user: githubUserOf(ctx, ctx.sender.login),
      body: review.body || null,
      commit_id: pull.head.sha,
      submitted_at: ctx.at,
      state: action === 'dismissed' ? 'dismissed' : review.state,
      html_url: html,
      pull_request_url: pull.url,
      author_association: associationOf(ctx, ctx.sender.login),
      _links: { html: { href: html }, pull_request: { href: pull.url } },
    },
    pull_request: simplePull(pull),
    ...tail(ctx),
  } satisfies GithubBuiltPayload<'pull_request_review'>;
}

/** `pull_request_review_comment`: a comment on line 1 of README.md in a review. */
export function githubReviewComment(ctx: PayloadContext, action: string, pr: IssueState, id: number) {
  const pull = githubPull(ctx, pr);
  const url = `${pull.url.replace(/\/\d+$/, '')}/comments/${id}`;
  const html = `${pull.html_url}#discussion_r${id}`;
  const sha = worldOf(ctx).branches.get(pr.head) ?? pull.head.sha;
  return {
    action,
    ...(action === 'edited' ? { changes: { body: { from: 'Nit.' } } } : {}),
    comment: {
      url,
      pull_request_review_id: id,
      id,
      node_id: nodeId('PullRequestReviewComment', id),
      diff_hunk: '@@ -0,0 +1 @@\n+# widgets',
      path: 'README.md',
      position: 1,
      original_position: 1,
      commit_id: sha,
      original_commit_id: sha,
      user: githubUserOf(ctx, ctx.sender.login),
      body: 'Nit: a heading would help.',
      created_at: ctx.at,
      updated_at: ctx.at,
      html_url: html,
      pull_request_url: pull.url,
      author_association: associationOf(ctx, ctx.sender.login),
      _links: { self: { href: url }, html: { href: html }, pull_request: { href: pull.url } },
      reactions: noReactions(url),
      start_line: null,
      original_start_line: null,
      start_side: null,
      line: 1,
      original_line: 1,
      side: 'RIGHT',
      subject_type: 'line',
    },
    pull_request: simplePull(pull),
    ...tail(ctx),
  } satisfies GithubBuiltPayload<'pull_request_review_comment'>;
}
