import { ZERO_SHA } from '../../../events/payloads/git.js';
import type { Vocabulary } from '../../../events/simulate/vocabulary.js';
import { githubCreate, githubDelete, githubFork, githubPush } from './git.js';
import { githubRelease, githubRepositoryEvent } from './other.js';
import {
  REVIEW_STATE,
  githubIssueComment,
  githubIssues,
  githubPullRequest,
  githubReview,
} from './tracker-events.js';

/** Gitea's label actions in GitHub's words (the milestone ones are the same). */
const GROUPED_ACTION: Readonly<Record<string, string>> = {
  label_updated: 'labeled',
  label_cleared: 'unlabeled',
};

/**
 * GitHub's names and sequences for the simulations: one `issues`/`pull_request` event type with
 * GitHub's actions (`synchronize`, `assigned`, `submitted`, `edited`), a deleted branch's
 * `push` (`deleted: true`) beside its `delete`, a published release's `created`, `published`
 * and `released` (or `prereleased`), comments on PRs as `issue_comment`.
 */
export const GITHUB_VOCABULARY: Vocabulary = {
  create: (ctx, ref) => [{ type: 'create', action: null, payload: githubCreate(ctx, ref), ref }],
  push: (ctx, facts, commits) => ({
    type: 'push',
    action: null,
    payload: githubPush(ctx, facts),
    ref: facts.ref,
    commits,
  }),
  delete: (ctx, ref) => [{ type: 'delete', action: null, payload: githubDelete(ctx, ref), ref }],
  deleteBranch: (ctx, ref, sha) => [
    GITHUB_VOCABULARY.push(ctx, { ref, before: sha, after: ZERO_SHA, commits: [], head: null }, 0),
    ...GITHUB_VOCABULARY.delete(ctx, ref),
  ],
  sync: (ctx, pr, before) => ({
    type: 'pull_request',
    action: 'synchronize',
    payload: githubPullRequest(ctx, 'synchronize', pr, { before }),
  }),
  tracker: (ctx, action, issue, changes) =>
    issue.isPull
      ? { type: 'pull_request', action, payload: githubPullRequest(ctx, action, issue, { changes }) }
      : { type: 'issues', action, payload: githubIssues(ctx, action, issue, { changes }) },
  assignsBeforeOpen: false,
  assigned: (ctx, issue, login) => ({
    type: 'issues',
    action: 'assigned',
    payload: githubIssues(ctx, 'assigned', issue, { user: login }),
  }),
  comment: (ctx, issue, comment) => ({
    type: 'issue_comment',
    action: 'created',
    payload: githubIssueComment(ctx, 'created', issue, comment),
  }),
  review: (ctx, pr, verdict, review) => ({
    type: 'pull_request_review',
    action: 'submitted',
    payload: githubReview(ctx, 'submitted', pr, { ...review, state: REVIEW_STATE[verdict] ?? 'commented' }),
  }),
  reviewRequest: (ctx, pr, action, login) => ({
    type: 'pull_request',
    action,
    payload: githubPullRequest(ctx, action, pr, { user: login }),
  }),
  grouped: (ctx, issue, _group, action) => {
    const named = GROUPED_ACTION[action] ?? action;
    return issue.isPull
      ? { type: 'pull_request', action: named, payload: githubPullRequest(ctx, named, issue) }
      : { type: 'issues', action: named, payload: githubIssues(ctx, named, issue) };
  },
  forkCreated: (ctx) => ({
    type: 'repository',
    action: 'created',
    payload: githubRepositoryEvent(ctx, 'created'),
    ctx,
  }),
  release: (ctx, what, rel) => {
    const actions = {
      published: ['created', 'published', rel.prerelease ? 'prereleased' : 'released'],
      updated: ['edited'],
      deleted: ['deleted'],
    }[what];
    return actions.map((action) => ({ type: 'release', action, payload: githubRelease(ctx, action, rel) }));
  },
  fork: (ctx, owner, fork) => ({ type: 'fork', action: null, payload: githubFork(ctx, owner, fork) }),
  repository: (ctx, action) => ({ type: 'repository', action, payload: githubRepositoryEvent(ctx, action) }),
};
