import type { IssueState } from '../../../events/world.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo, worldOf } from '../../../events/payloads/context.js';
import { ZERO_SHA } from '../../../events/payloads/git.js';
import { githubUserOf, nodeId } from './entities.js';
import { repositoryOf } from './repository.js';

/** `author_association`: the repo's owner, a member of its org, a collaborator, or nobody. */
export function associationOf(ctx: PayloadContext, login: string): string {
  const repo = needRepo(ctx);
  const is = (names: readonly string[] | undefined) =>
    (names ?? []).some((n) => n.toLowerCase() === login.toLowerCase());
  if (repo.owner.toLowerCase() === login.toLowerCase()) return 'OWNER';
  if (is(ctx.org?.owners) || is(ctx.org?.members)) return 'MEMBER';
  if (is(repo.admins) || is(repo.readers)) return 'COLLABORATOR';
  return 'NONE';
}

const reactions = (url: string) => ({
  url: `${url}/reactions`,
  total_count: 0,
  '+1': 0,
  '-1': 0,
  laugh: 0,
  hooray: 0,
  confused: 0,
  heart: 0,
  rocket: 0,
  eyes: 0,
});

/** The label the `labeled` actions add (the world keeps no labels: one stands for them). */
export function labelOf(ctx: PayloadContext) {
  const repo = needRepo(ctx);
  return {
    id: 1,
    node_id: nodeId('Label', 1),
    url: `${ctx.site.apiUrl}/repos/${repo.owner}/${repo.name}/labels/bug`,
    name: 'bug',
    color: 'd73a4a',
    default: true,
    description: "Something isn't working",
  };
}

/** The milestone the `milestoned` actions set. */
export function milestoneOf(ctx: PayloadContext) {
  const repo = needRepo(ctx);
  const api = `${ctx.site.apiUrl}/repos/${repo.owner}/${repo.name}/milestones/1`;
  return {
    url: api,
    html_url: `${ctx.site.appUrl}${repo.owner}/${repo.name}/milestone/1`,
    labels_url: `${api}/labels`,
    id: 1,
    node_id: nodeId('Milestone', 1),
    number: 1,
    title: 'v1.0',
    description: null,
    creator: githubUserOf(ctx, repo.admins[0] ?? repo.owner),
    open_issues: 1,
    closed_issues: 0,
    state: 'open',
    created_at: ctx.site.epoch,
    updated_at: ctx.at,
    due_on: null,
    closed_at: null,
  };
}

/** What an action shows on the issue besides the world's state (a label, a milestone). */
export interface IssueExtras {
  label?: boolean;
  milestone?: boolean;
}

/** `issue` (GitHub's REST issue; a pull request's issue carries `pull_request` links). */
export function githubIssue(ctx: PayloadContext, issue: IssueState, extras: IssueExtras = {}) {
  const repo = needRepo(ctx);
  const repoApi = `${ctx.site.apiUrl}/repos/${repo.owner}/${repo.name}`;
  const url = `${repoApi}/issues/${issue.number}`;
  const html = `${ctx.site.appUrl}${repo.owner}/${repo.name}/${issue.isPull ? 'pull' : 'issues'}/${issue.number}`;
  const assignees = issue.assignees.map((a) => githubUserOf(ctx, a));
  return {
    url,
    repository_url: repoApi,
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: html,
    id: issue.id,
    node_id: nodeId('Issue', issue.id),
    number: issue.number,
    title: issue.title,
    user: githubUserOf(ctx, issue.poster),
    labels: extras.label ? [labelOf(ctx)] : [],
    state: issue.state,
    locked: false,
    assignee: assignees[0] ?? null,
    assignees,
    milestone: extras.milestone ? milestoneOf(ctx) : null,
    comments: issue.comments,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    author_association: associationOf(ctx, issue.poster),
    active_lock_reason: null,
    ...(issue.isPull
      ? {
          draft: false,
          pull_request: {
            url: `${repoApi}/pulls/${issue.number}`,
            html_url: html,
            diff_url: `${html}.diff`,
            patch_url: `${html}.patch`,
            merged_at: issue.mergedAt,
          },
        }
      : {}),
    body: issue.body || null,
    reactions: reactions(url),
    timeline_url: `${url}/timeline`,
    performed_via_github_app: null,
    state_reason: issue.state === 'closed' ? 'completed' : null,
  };
}

/** One side of a pull request: `label` (`owner:branch`), ref, sha, owner and repository. */
function side(ctx: PayloadContext, branch: string, sha: string) {
  const repo = needRepo(ctx);
  return {
    label: `${repo.owner}:${branch}`,
    ref: branch,
    sha,
    user: githubUserOf(ctx, repo.owner),
    repo: repositoryOf(ctx),
  };
}

/** A pull request's `_links`. */
function linksOf(repoApi: string, html: string, number: number, headSha: string) {
  const link = (href: string) => ({ href });
  const url = `${repoApi}/pulls/${number}`;
  const issueUrl = `${repoApi}/issues/${number}`;
  return {
    self: link(url),
    html: link(html),
    issue: link(issueUrl),
    comments: link(`${issueUrl}/comments`),
    review_comments: link(`${url}/comments`),
    review_comment: link(`${repoApi}/pulls/comments{/number}`),
    commits: link(`${url}/commits`),
    statuses: link(`${repoApi}/statuses/${headSha}`),
  };
}

/** `pull-request-webhook`: GitHub's pull request with the repository's merge settings. */
export function githubPull(ctx: PayloadContext, pr: IssueState, extras: IssueExtras = {}) {
  const world = worldOf(ctx);
  const repo = needRepo(ctx);
  const repoApi = `${ctx.site.apiUrl}/repos/${repo.owner}/${repo.name}`;
  const url = `${repoApi}/pulls/${pr.number}`;
  const issueUrl = `${repoApi}/issues/${pr.number}`;
  const html = `${ctx.site.appUrl}${repo.owner}/${repo.name}/pull/${pr.number}`;
  const headSha = world.branches.get(pr.head) ?? world.branches.get(pr.base) ?? ZERO_SHA;
  const issue = githubIssue(ctx, pr, extras);
  return {
    url,
    id: pr.pullId,
    node_id: nodeId('PullRequest', pr.pullId),
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issueUrl,
    number: pr.number,
    state: pr.state,
    locked: false,
    title: pr.title,
    user: issue.user,
    body: issue.body,
    created_at: pr.createdAt,
    updated_at: pr.updatedAt,
    closed_at: pr.closedAt,
    merged_at: pr.mergedAt,
    merge_commit_sha: pr.mergeSha,
    assignee: issue.assignee,
    assignees: issue.assignees,
    requested_reviewers: [],
    requested_teams: [],
    labels: issue.labels,
    milestone: issue.milestone,
    draft: false,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${repoApi}/pulls/comments{/number}`,
    comments_url: `${issueUrl}/comments`,
    statuses_url: `${repoApi}/statuses/${headSha}`,
    head: side(ctx, pr.head, headSha),
    base: side(ctx, pr.base, world.branches.get(pr.base) ?? ZERO_SHA),
    _links: linksOf(repoApi, html, pr.number, headSha),
    author_association: issue.author_association,
    auto_merge: null,
    active_lock_reason: null,
    merged: pr.merged,
    mergeable: pr.merged ? null : true,
    rebaseable: pr.merged ? null : true,
    mergeable_state: pr.merged ? 'unknown' : 'clean',
    merged_by: pr.mergedBy ? githubUserOf(ctx, pr.mergedBy) : null,
    comments: pr.comments,
    review_comments: 0,
    maintainer_can_modify: false,
    commits: 1,
    additions: 1,
    deletions: 0,
    changed_files: 1,
  };
}

/** The reactions object of a comment or review (all zero). */
export const noReactions = reactions;
