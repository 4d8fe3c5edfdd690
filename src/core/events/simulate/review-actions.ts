import { EmitError } from '../emitter.js';
import type { IssueState } from '../world.js';
import type { Step } from './runner.js';

/**
 * `pull_request.requested_reviewers` (G `models/issues/pull.go` `LoadRequestedReviewers` L264–283,
 * F L295–315): the reviewers whose latest counted review — a request, an approval, a rejection,
 * and in Gitea a comment (G `review_list.go` L176–178; F L183 leaves comments out) — is not
 * dismissed, ordered by that review's time.
 */
export function noteReviewer(pr: IssueState, login: string): void {
  pr.reviewers = [...pr.reviewers.filter((r) => r !== login), login];
}

function knownUser(step: Step, login: string): string {
  const user = step.ctx.store.userByLoginName(login);
  if (!user) throw new EmitError(`no user "${login}" to request a review from`);
  return user.login;
}

/**
 * G/F `notifier.go` `PullRequestReviewRequest`: `review_requested` (the request is stored first,
 * so the reviewer is listed) or `review_request_removed` (the request is gone, and so is the
 * reviewer unless they reviewed); `requested_reviewer` is the reviewer.
 */
export async function requestReview(step: Step, number: number, reviewer: string, add = true) {
  const pr = step.issue(number, true);
  const login = knownUser(step, reviewer);
  if (add) noteReviewer(pr, login);
  else pr.reviewers = pr.reviewers.filter((r) => r !== login);
  const action = add ? 'review_requested' : 'review_request_removed';
  await step.fire(step.says.reviewRequest(step.ctx, pr, action, login));
}
