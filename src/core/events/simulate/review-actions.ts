import { EmitError } from '../emitter.js';
import type { IssueState, ReviewRow } from '../world.js';
import type { Step } from './runner.js';

/**
 * `pull_request.requested_reviewers` (G `models/issues/pull.go` `LoadRequestedReviewers` L264–283,
 * F L295–315): the reviewers whose latest counted review — a request, an approval, a rejection,
 * and in Gitea a comment (G `review_list.go` L176–178; F L183 leaves comments out) — is not
 * dismissed, ordered by that review's time. A removed request leaves a reviewer listed by an
 * earlier review that counts.
 */
function relist(pr: IssueState, countComments: boolean): void {
  const latest = new Map<string, number>();
  pr.reviews.forEach((r, i) => {
    if (r.kind !== 'comment' || countComments) latest.set(r.login, i);
  });
  pr.reviewers = [...latest].sort((a, b) => a[1] - b[1]).map(([login]) => login);
}

/**
 * A new review row of `login` (G/F `models/issues/review.go` `CreateReview`, G L356–361, F
 * L335–340): every row but a pending one first deletes the reviewer's requests, so a request
 * is pending only until that reviewer reviews.
 */
export function noteReview(step: Step, pr: IssueState, login: string, kind: ReviewRow['kind']): void {
  pr.reviews = [...pr.reviews.filter((r) => r.login !== login || r.kind !== 'request'), { login, kind }];
  relist(pr, step.ctx.structs.commentReviewsListReviewer);
}

function knownUser(step: Step, login: string): string {
  const user = step.ctx.store.userByLoginName(login);
  if (!user) throw new EmitError(`no user "${login}" to request a review from`);
  return user.login;
}

/**
 * G/F `notifier.go` `PullRequestReviewRequest`: `review_requested` (the request is stored first,
 * so the reviewer is listed) or `review_request_removed` (the request is deleted; the reviewer
 * stays listed if an earlier review counts). With no pending request a removal deletes nothing
 * and sends nothing in G/F (the dialect's `reviewRequestRemoval`); `requested_reviewer` is the
 * reviewer.
 */
export async function requestReview(step: Step, number: number, reviewer: string, add = true) {
  const pr = step.issue(number, true);
  const login = knownUser(step, reviewer);
  if (add) noteReview(step, pr, login, 'request');
  else {
    const pending = pr.reviews.some((r) => r.login === login && r.kind === 'request');
    if (!pending && step.ctx.dialect.reviewRequestRemoval === 'pending-only') return;
    pr.reviews = pr.reviews.filter((r) => r.login !== login || r.kind !== 'request');
    relist(pr, step.ctx.structs.commentReviewsListReviewer);
  }
  const action = add ? 'review_requested' : 'review_request_removed';
  await step.fire(step.says.reviewRequest(step.ctx, pr, action, login));
}
