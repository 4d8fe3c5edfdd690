import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { headOf } from '../../../events/payloads/git.js';
import type { IssueState } from '../../../events/world-state.js';
import { shortCommit } from './commits.js';
import { actorOf, bitbucketRepository, bitbucketUser, repositorySummary } from './entities.js';
import { apiBase, bitbucketTime, href, webBase } from './links.js';

/** A pull request's `state` (Jenkins' recorded `pullrequest_rejected.json`: `DECLINED`). */
const stateOf = (pr: IssueState) => (pr.merged ? 'MERGED' : pr.state === 'closed' ? 'DECLINED' : 'OPEN');

/** One end of a pull request: branch, commit (12-character hash), repository. */
function end(ctx: PayloadContext, branch: string) {
  const repo = needRepo(ctx);
  return {
    branch: { name: branch },
    commit: shortCommit(ctx, headOf(ctx, `refs/heads/${branch}`)),
    repository: repositorySummary(ctx, repo),
  };
}

const LINKS = [
  'activity',
  'approve',
  'comments',
  'commits',
  'decline',
  'diff',
  'diffstat',
  'html',
  'merge',
  'request-changes',
  'self',
  'statuses',
];

function prLinks(ctx: PayloadContext, pr: IssueState) {
  const repo = needRepo(ctx);
  const api = `${apiBase(ctx)}/repositories/${repo.owner}/${repo.name}/pullrequests/${pr.number}`;
  const path = (name: string) =>
    name === 'html'
      ? `${webBase(ctx)}/${repo.owner}/${repo.name}/pull-requests/${pr.number}`
      : name === 'self'
        ? api
        : `${api}/${name}`;
  return Object.fromEntries(LINKS.map((name) => [name, href(path(name))]));
}

/**
 * The `pullrequest` object, keys sorted as in Jenkins' recorded `pullrequest_created.json`
 * (2024): `author` … `updated_on`.
 */
export function bitbucketPullRequest(ctx: PayloadContext, pr: IssueState) {
  const reviewers = pr.reviewers.map((login) => bitbucketUser(ctx, login));
  return {
    author: bitbucketUser(ctx, pr.poster),
    close_source_branch: false,
    closed_by: pr.state === 'closed' ? bitbucketUser(ctx, pr.mergedBy ?? ctx.sender.login) : null,
    comment_count: pr.comments,
    created_on: bitbucketTime(pr.createdAt),
    description: pr.body,
    destination: end(ctx, pr.base),
    id: pr.number,
    links: prLinks(ctx, pr),
    merge_commit: pr.mergeSha ? shortCommit(ctx, pr.mergeSha) : null,
    participants: [],
    reason: '',
    rendered: {
      description: {
        type: 'rendered',
        raw: pr.body,
        markup: 'markdown',
        html: pr.body ? `<p>${pr.body}</p>` : '',
      },
      title: { type: 'rendered', raw: pr.title, markup: 'markdown', html: `<p>${pr.title}</p>` },
    },
    reviewers,
    source: end(ctx, pr.head),
    state: stateOf(pr),
    summary: { type: 'rendered', raw: pr.body, markup: 'markdown', html: pr.body ? `<p>${pr.body}</p>` : '' },
    task_count: 0,
    title: pr.title,
    type: 'pullrequest',
    updated_on: bitbucketTime(pr.updatedAt),
  };
}

/** `pullrequest:created|updated|fulfilled|rejected`: `{actor, pullrequest, repository}`. */
export const pullRequestEvent = (ctx: PayloadContext, pr: IssueState) => ({
  actor: actorOf(ctx),
  pullrequest: bitbucketPullRequest(ctx, pr),
  repository: bitbucketRepository(ctx),
});

/** `pullrequest:approved|unapproved`: plus `approval {date, user}`. */
export const approvalEvent = (ctx: PayloadContext, pr: IssueState) => ({
  ...pullRequestEvent(ctx, pr),
  approval: { date: bitbucketTime(ctx.at), user: actorOf(ctx) },
});

/** A comment: `{id, parent?, content {raw, html, markup}, inline?, created_on, updated_on, links, user}`. */
export function bitbucketComment(
  ctx: PayloadContext,
  self: string,
  html: string,
  comment: { id: number; body: string; createdAt: string },
) {
  return {
    id: comment.id,
    content: { raw: comment.body, html: `<p>${comment.body}</p>`, markup: 'markdown' },
    created_on: bitbucketTime(comment.createdAt),
    updated_on: bitbucketTime(ctx.at),
    links: { self: href(`${self}/comments/${comment.id}`), html: href(`${html}#comment-${comment.id}`) },
    user: actorOf(ctx),
    deleted: false,
    type: 'pullrequest_comment',
  };
}

/** `pullrequest:comment_created|updated|deleted`: plus `comment`. */
export function prCommentEvent(
  ctx: PayloadContext,
  pr: IssueState,
  comment: { id: number; body: string; createdAt: string },
) {
  const links = prLinks(ctx, pr);
  return {
    ...pullRequestEvent(ctx, pr),
    comment: bitbucketComment(ctx, links.self?.href ?? '', links.html?.href ?? '', comment),
  };
}
