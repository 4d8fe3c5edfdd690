import { EmitError } from '../../../events/emitter.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { ZERO_SHA, headOf } from '../../../events/payloads/git.js';
import type { Fired, Vocabulary } from '../../../events/simulate/vocabulary.js';
import type { IssueState } from '../../../events/world-state.js';
import { prComment } from './comments.js';
import { prEvent, prFromRefUpdated, prModified, prReviewer, prReviewersUpdated } from './pull-requests.js';
import { refsChanged } from './refs.js';
import { repoForked, repoModified } from './repository.js';

/** One payload of `key`, no action (Data Center puts the action in the key). */
const fired = (key: string, payload: Record<string, unknown>, extra: Partial<Fired> = {}): Fired => ({
  type: key,
  action: null,
  payload,
  ...extra,
});

/** Data Center has pull requests but no issues (its tracker is Jira): an issue step is refused. */
function pullOnly(pr: IssueState): IssueState {
  if (!pr.isPull) throw new EmitError('Bitbucket Data Center has no issues: simulate pull requests instead');
  return pr;
}

/** A ref moved, made (from zero) or removed (to zero): one `repo:refs_changed`. */
const refs = (ctx: PayloadContext, ref: string, before: string, after: string) =>
  fired('repo:refs_changed', refsChanged(ctx, ref, before, after, []), { ref, commits: 0 });

/** A pull request opened, reopened, merged, declined or edited. */
function tracked(ctx: PayloadContext, action: string, pr: IssueState): Fired {
  if (action === 'edited') return fired('pr:modified', prModified(ctx, pr));
  if (action === 'closed')
    return fired(
      pr.merged ? 'pr:merged' : 'pr:declined',
      prEvent(ctx, pr.merged ? 'pr:merged' : 'pr:declined', pr),
    );
  return fired('pr:opened', prEvent(ctx, 'pr:opened', pr));
}

/**
 * Data Center's keys for the simulations: every ref change is one `repo:refs_changed` (ADD,
 * UPDATE, DELETE: no separate create or delete events); new commits on a pull request's branch
 * `pr:from_ref_updated`; a reopened pull request `pr:opened`; reviewers and labels `pr:reviewer:updated`
 * and `pr:modified`; an approval `pr:reviewer:approved`, changes requested
 * `pr:reviewer:changes_requested` (8.x; `needs_work` before), a review comment `pr:comment:added`;
 * a fork `repo:forked` to the origin's hooks. Releases send nothing (Data Center has none).
 */
export const BITBUCKET_DC_VOCABULARY: Vocabulary = {
  create: () => [],
  push: (ctx, facts) => ({
    ...fired('repo:refs_changed', refsChanged(ctx, facts.ref, facts.before, facts.after, facts.commits)),
    ref: facts.ref,
    commits: facts.commits.length,
  }),
  delete: (ctx, ref) => [refs(ctx, ref, headOf(ctx, ref), ZERO_SHA)],
  deleteBranch: (ctx, ref, sha) => [refs(ctx, ref, sha, ZERO_SHA)],
  sync: (ctx, pr, before) => fired('pr:from_ref_updated', prFromRefUpdated(ctx, pullOnly(pr), before)),
  tracker: (ctx, action, issue) => tracked(ctx, action, pullOnly(issue)),
  assignsBeforeOpen: false,
  assigned: (ctx, issue, login) =>
    fired('pr:reviewer:updated', prReviewersUpdated(ctx, pullOnly(issue), [login], [])),
  comment: (ctx, issue, c) =>
    fired('pr:comment:added', prComment(ctx, 'pr:comment:added', pullOnly(issue), c)),
  review: (ctx, pr, verdict, review) => {
    if (verdict === 'comment')
      return fired(
        'pr:comment:added',
        prComment(ctx, 'pr:comment:added', pr, { ...review, createdAt: ctx.at }),
      );
    const key = verdict === 'approve' ? 'pr:reviewer:approved' : 'pr:reviewer:changes_requested';
    return fired(key, prReviewer(ctx, key, pr, ctx.sender.login));
  },
  reviewRequest: (ctx, pr, action, login) => {
    const removed = action.includes('remove');
    return fired(
      'pr:reviewer:updated',
      prReviewersUpdated(ctx, pr, removed ? [] : [login], removed ? [login] : []),
    );
  },
  grouped: (ctx, issue) => fired('pr:modified', prModified(ctx, pullOnly(issue))),
  // The fork's own project hooks hear of it in the fork's context.
  forkCreated: (ctx, fork) => fired('repo:forked', { ...fork }, { ctx }),
  release: () => [],
  fork: (ctx, _owner, fork) => fired('repo:forked', repoForked(ctx, fork)),
  repository: (ctx) => fired('repo:modified', repoModified(ctx)),
};
