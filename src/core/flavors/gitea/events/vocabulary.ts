import { createPayload, deletePayload, forkPayload, pushPayload } from '../../../events/payloads/git.js';
import { commentPayload, issuePayload, pullPayload } from '../../../events/payloads/issues.js';
import { releasePayload, repositoryPayload } from '../../../events/payloads/other.js';
import { senderUser, userOf } from '../../../events/payloads/context.js';
import type { Vocabulary } from '../../../events/simulate/vocabulary.js';

const VERDICT = { approve: 'approved', request_changes: 'rejected', comment: 'comment' } as const;

/**
 * Gitea's and Forgejo's sequences (G `services/repository/push.go`, `services/issue/issue.go`,
 * `notifier.go`): sub-event types per hook flag, Gitea's action names.
 */
export const GITEA_VOCABULARY: Vocabulary = {
  create: (ctx, ref, sha) => [{ type: 'create', action: null, payload: createPayload(ctx, ref, sha), ref }],
  push: (ctx, facts, commits) => ({
    type: 'push',
    action: null,
    payload: pushPayload(ctx, facts),
    ref: facts.ref,
    commits,
  }),
  delete: (ctx, ref) => [{ type: 'delete', action: null, payload: deletePayload(ctx, ref), ref }],
  // A deleted branch sends no push (G `pushUpdates` skips it).
  deleteBranch: (ctx, ref) => [{ type: 'delete', action: null, payload: deletePayload(ctx, ref), ref }],
  sync: (ctx, pr) => ({
    type: 'pull_request_sync',
    action: 'synchronized',
    payload: pullPayload(ctx, 'synchronized', pr),
  }),
  tracker: (ctx, action, issue, changes) =>
    issue.isPull
      ? { type: 'pull_request', action, payload: pullPayload(ctx, action, issue, { changes }) }
      : { type: 'issues', action, payload: issuePayload(ctx, action, issue, changes) },
  // `issue_assign` per assignee inside the creation transaction, so before `opened`.
  assignsBeforeOpen: true,
  assigned: (ctx, issue) => ({
    type: 'issue_assign',
    action: 'assigned',
    payload: issuePayload(ctx, 'assigned', issue),
  }),
  comment: (ctx, issue, comment) => ({
    type: issue.isPull ? 'pull_request_comment' : 'issue_comment',
    action: 'created',
    payload: commentPayload(ctx, 'created', issue, comment),
  }),
  review: (ctx, pr, verdict, review) => {
    const type = `pull_request_review_${VERDICT[verdict]}`;
    return {
      type,
      action: 'reviewed',
      payload: pullPayload(ctx, 'reviewed', pr, {
        reviewer: ctx.sender.login,
        review: { type, content: review.body },
      }),
    };
  },
  reviewRequest: (ctx, pr, action, login) => ({
    type: 'pull_request_review_request',
    action,
    payload: pullPayload(ctx, action, pr, { reviewer: login }),
  }),
  grouped: (ctx, issue, group, action) => ({
    type: `${issue.isPull ? 'pull_request' : 'issue'}_${group}`,
    action,
    payload: issue.isPull ? pullPayload(ctx, action, issue) : issuePayload(ctx, action, issue),
  }),
  // The fork's own `repository` `created` carries the fork as the fork payload showed it.
  forkCreated: (ctx, fork) => ({
    type: 'repository',
    action: 'created',
    payload: {
      action: 'created',
      repository: fork.repository,
      organization: userOf(ctx, ctx.org?.name ?? ''),
      sender: senderUser(ctx),
    },
    ctx,
  }),
  release: (ctx, what, rel) => [{ type: 'release', action: what, payload: releasePayload(ctx, what, rel) }],
  fork: (ctx, owner, fork) => ({ type: 'fork', action: null, payload: forkPayload(ctx, owner, fork) }),
  repository: (ctx, action) => ({ type: 'repository', action, payload: repositoryPayload(ctx, action) }),
};
