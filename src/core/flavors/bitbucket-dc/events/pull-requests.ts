import type { PayloadContext } from '../../../events/payloads/context.js';
import { headOf } from '../../../events/payloads/git.js';
import type { IssueState } from '../../../events/world.js';
import { epochOf, head, repositoryOf, userNamed, webOf } from './common.js';

/** A participant of a pull request: its user, role and review status. */
export function participant(
  ctx: PayloadContext,
  login: string,
  role: 'AUTHOR' | 'REVIEWER',
  status = 'UNAPPROVED',
) {
  return { user: userNamed(ctx, login), role, approved: status === 'APPROVED', status };
}

/** `fromRef` / `toRef`: the branch, its newest commit, the repository. */
function refOf(ctx: PayloadContext, branch: string) {
  const id = `refs/heads/${branch}`;
  return {
    id,
    displayId: branch,
    latestCommit: headOf(ctx, id),
    type: 'BRANCH' as const,
    repository: repositoryOf(ctx),
  };
}

/** DECLINED, MERGED or OPEN, from the world's state. */
const stateOf = (pr: IssueState): 'OPEN' | 'MERGED' | 'DECLINED' =>
  pr.state === 'open' ? 'OPEN' : pr.merged ? 'MERGED' : 'DECLINED';

/** A reviewer's status from the PR's review rows: the latest verdict of each reviewer. */
function reviewerStatus(pr: IssueState, login: string): string {
  const last = pr.reviews.filter((r) => r.login === login && r.kind !== 'comment').at(-1);
  return last?.kind === 'approve' ? 'APPROVED' : last?.kind === 'reject' ? 'NEEDS_WORK' : 'UNAPPROVED';
}

/**
 * `RestPullRequest` as payloads carry it (Atlassian's "Event payload", `pr:opened`;
 * `@coderabbitai/bitbucket`'s `PROpened`): dates in epoch milliseconds, `version` 0 when new.
 */
export function dcPullRequest(ctx: PayloadContext, pr: IssueState) {
  const state = stateOf(pr);
  const repo = repositoryOf(ctx);
  const path = repo.links.self[0]?.href.replace(/\/browse$/, '') ?? `${webOf(ctx)}`;
  return {
    id: pr.number,
    version: pr.updatedAt === pr.createdAt ? 0 : 1,
    title: pr.title,
    description: pr.body,
    state,
    open: state === 'OPEN',
    closed: state !== 'OPEN',
    draft: false,
    createdDate: epochOf(pr.createdAt),
    updatedDate: epochOf(pr.updatedAt),
    ...(pr.closedAt ? { closedDate: epochOf(pr.closedAt) } : {}),
    fromRef: refOf(ctx, pr.head),
    toRef: refOf(ctx, pr.base),
    locked: false,
    author: participant(ctx, pr.poster, 'AUTHOR'),
    reviewers: pr.reviewers.map((login) => participant(ctx, login, 'REVIEWER', reviewerStatus(pr, login))),
    participants: [],
    ...(pr.merged && pr.mergeSha
      ? { properties: { mergeCommit: { displayId: pr.mergeSha.slice(0, 11), id: pr.mergeSha } } }
      : {}),
    links: { self: [{ href: `${path}/pull-requests/${pr.number}` }] },
  };
}

/** `pr:opened`, `pr:merged`, `pr:declined`, `pr:deleted`: the head and the pull request. */
export const prEvent = (ctx: PayloadContext, key: string, pr: IssueState) => ({
  ...head(ctx, key),
  pullRequest: dcPullRequest(ctx, pr),
});

/** `pr:modified`: what the title, description and target were (the world keeps no history: as now). */
export const prModified = (
  ctx: PayloadContext,
  pr: IssueState,
  previous: { title?: string; description?: string } = {},
) => ({
  ...prEvent(ctx, 'pr:modified', pr),
  previousTitle: previous.title ?? pr.title,
  previousDescription: previous.description ?? pr.body,
  previousTarget: {
    id: `refs/heads/${pr.base}`,
    displayId: pr.base,
    type: 'BRANCH' as const,
    latestCommit: headOf(ctx, `refs/heads/${pr.base}`),
  },
  previousDraft: false,
});

/** `pr:from_ref_updated`: the source branch moved from `previousFromHash`. */
export const prFromRefUpdated = (ctx: PayloadContext, pr: IssueState, previousFromHash: string) => ({
  ...prEvent(ctx, 'pr:from_ref_updated', pr),
  previousFromHash,
});

/** The key of a reviewer's new status, and the status it had. */
const REVIEW_STATUS: Readonly<Record<string, readonly [status: string, previous: string]>> = {
  'pr:reviewer:approved': ['APPROVED', 'UNAPPROVED'],
  'pr:reviewer:unapproved': ['UNAPPROVED', 'APPROVED'],
  'pr:reviewer:needs_work': ['NEEDS_WORK', 'UNAPPROVED'],
  'pr:reviewer:changes_requested': ['NEEDS_WORK', 'UNAPPROVED'],
};

/** `pr:reviewer:approved|unapproved|needs_work|changes_requested`: the reviewer and its previous status. */
export function prReviewer(ctx: PayloadContext, key: string, pr: IssueState, login: string) {
  const [status, previousStatus] = REVIEW_STATUS[key] ?? ['UNAPPROVED', 'UNAPPROVED'];
  return {
    ...prEvent(ctx, key, pr),
    participant: participant(ctx, login, 'REVIEWER', status),
    previousStatus,
  };
}

/** `pr:reviewer:updated`: reviewers added and removed. */
export const prReviewersUpdated = (
  ctx: PayloadContext,
  pr: IssueState,
  added: readonly string[],
  removed: readonly string[],
) => ({
  ...prEvent(ctx, 'pr:reviewer:updated', pr),
  addedReviewers: added.map((login) => userNamed(ctx, login)),
  removedReviewers: removed.map((login) => userNamed(ctx, login)),
});
