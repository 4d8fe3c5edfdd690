import type { PayloadContext } from '../../../events/payloads/context.js';
import { ZERO_SHA, headOf } from '../../../events/payloads/git.js';
import { needRepo } from '../../../events/payloads/context.js';
import type { Fired, Vocabulary } from '../../../events/simulate/vocabulary.js';
import type { IssueState } from '../../../events/world-state.js';
import { bitbucketPush } from './push.js';
import type { RefChange } from './push.js';
import { approvalEvent, prCommentEvent, pullRequestEvent } from './pullrequest.js';
import { forkEvent, issueCommentEvent, issueEvent, repoLifeEvent } from './other.js';

/** A `repo:push` of one ref change. */
function pushed(ctx: PayloadContext, change: RefChange): Fired {
  const commits = change.commits?.length ?? 0;
  return { type: 'push', action: null, payload: bitbucketPush(ctx, [change]), ref: change.ref, commits };
}

/** The simulations' (Gitea-worded) tracker actions as pull request keys. */
function pullKey(action: string, pr: IssueState): string {
  if (action === 'opened' || action === 'reopened') return 'pullrequest:created';
  if (action === 'closed') return pr.merged ? 'pullrequest:fulfilled' : 'pullrequest:rejected';
  return 'pullrequest:updated';
}

/** An issue's or pull request's event. */
function tracked(ctx: PayloadContext, action: string, issue: IssueState): Fired {
  if (issue.isPull) {
    const type = pullKey(action, issue);
    return { type, action: null, payload: pullRequestEvent(ctx, issue) };
  }
  if (action === 'opened') return { type: 'issue:created', action: null, payload: issueEvent(ctx, issue) };
  const comment = { id: issue.comments + 1, body: '', createdAt: ctx.at };
  return { type: 'issue:updated', action: null, payload: issueCommentEvent(ctx, issue, comment, {}) };
}

const updated = (ctx: PayloadContext, pr: IssueState): Fired => ({
  type: 'pullrequest:updated',
  action: null,
  payload: pullRequestEvent(ctx, pr),
});

/**
 * Bitbucket Cloud's keys for the simulations: a ref created, pushed or deleted is only its
 * `repo:push` (Cloud has no create or delete events: `created`/`closed` say it), new commits on
 * a pull request's branch a `pullrequest:updated`, an approval `pullrequest:approved`, other
 * reviews a comment, a comment `pullrequest:comment_created` or `issue:comment_created`, a fork
 * `repo:fork` to the parent's hooks, a repository created or deleted `repo:created` /
 * `repo:deleted` (workspace events); releases send nothing (Cloud has no releases).
 */
export const BITBUCKET_VOCABULARY: Vocabulary = {
  create: (ctx, ref, sha) => [pushed(ctx, { ref, before: ZERO_SHA, after: sha, commits: [] })],
  push: (ctx, facts) =>
    pushed(ctx, { ref: facts.ref, before: facts.before, after: facts.after, commits: facts.commits }),
  // The tag is gone from the world by now: its old head is shown as the default branch's.
  delete: (ctx, ref) => [
    pushed(ctx, { ref, before: headOf(ctx, `refs/heads/${needRepo(ctx).defaultBranch}`), after: ZERO_SHA }),
  ],
  deleteBranch: (ctx, ref, sha) => [pushed(ctx, { ref, before: sha, after: ZERO_SHA })],
  sync: (ctx, pr) => updated(ctx, pr),
  tracker: (ctx, action, issue) => tracked(ctx, action, issue),
  assignsBeforeOpen: false,
  assigned: (ctx, issue) => (issue.isPull ? updated(ctx, issue) : tracked(ctx, 'edited', issue)),
  comment: (ctx, issue, comment) =>
    issue.isPull
      ? { type: 'pullrequest:comment_created', action: null, payload: prCommentEvent(ctx, issue, comment) }
      : { type: 'issue:comment_created', action: null, payload: issueCommentEvent(ctx, issue, comment) },
  review: (ctx, pr, verdict, review) =>
    verdict === 'approve'
      ? { type: 'pullrequest:approved', action: null, payload: approvalEvent(ctx, pr) }
      : {
          type: 'pullrequest:comment_created',
          action: null,
          payload: prCommentEvent(ctx, pr, { id: review.id, body: review.body, createdAt: ctx.at }),
        },
  reviewRequest: (ctx, pr) => updated(ctx, pr),
  grouped: (ctx, issue) => (issue.isPull ? updated(ctx, issue) : tracked(ctx, 'edited', issue)),
  forkCreated: (ctx, fork) => ({ type: 'repo:fork', action: null, payload: { ...fork }, ctx }),
  release: () => [],
  fork: (ctx, _owner, fork) => ({ type: 'repo:fork', action: null, payload: forkEvent(ctx, fork) }),
  repository: (ctx, action) => {
    const type = action === 'created' ? 'repo:created' : 'repo:deleted';
    return { type, action: null, payload: repoLifeEvent(ctx) };
  },
};
