import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { headOf } from '../../../events/payloads/git.js';
import type { IssueState } from '../../../events/world-state.js';
import type { RepoRecord } from '../../../state/database.js';
import { actorOf, bitbucketRepository, bitbucketUser } from './entities.js';
import { bitbucketComment } from './pullrequest.js';
import { apiBase, bitbucketTime, href, webBase } from './links.js';

/** `repo:fork`: `{actor, repository (the original), fork}`. */
export const forkEvent = (ctx: PayloadContext, fork: RepoRecord) => ({
  actor: actorOf(ctx),
  repository: bitbucketRepository(ctx),
  fork: bitbucketRepository(ctx, fork),
});

/** `repo:updated`: `{actor, repository, changes: {field: {new, old}}}`. */
export const repoUpdatedEvent = (
  ctx: PayloadContext,
  changes: Record<string, { new: unknown; old: unknown }>,
) => ({
  actor: actorOf(ctx),
  repository: bitbucketRepository(ctx),
  changes,
});

/** The states a build status takes (INPROGRESS, SUCCESSFUL, FAILED, STOPPED). */
const STATUS_STATE: Readonly<Record<string, string>> = { created: 'INPROGRESS', updated: 'SUCCESSFUL' };

/** `repo:commit_status_created|updated`: `{actor, repository, commit_status}`. */
export function commitStatusEvent(ctx: PayloadContext, what: 'created' | 'updated') {
  const repo = needRepo(ctx);
  const sha = headOf(ctx, `refs/heads/${repo.defaultBranch}`);
  const commit = `${apiBase(ctx)}/repositories/${repo.owner}/${repo.name}/commit/${sha}`;
  return {
    actor: actorOf(ctx),
    repository: bitbucketRepository(ctx),
    commit_status: {
      name: 'CI build',
      description: what === 'created' ? 'The build is running' : 'The build passed',
      state: STATUS_STATE[what],
      key: 'hookmock-ci',
      url: `${webBase(ctx)}/${repo.owner}/${repo.name}/addon/pipelines/home`,
      type: 'build',
      created_on: bitbucketTime(ctx.at),
      updated_on: bitbucketTime(ctx.at),
      links: { commit: href(commit), self: href(`${commit}/statuses/build/hookmock-ci`) },
    },
  };
}

/** An issue of the tracker: `{id, component, title, content, priority, state, kind, …, links}`. */
function bitbucketIssue(ctx: PayloadContext, issue: IssueState) {
  const repo = needRepo(ctx);
  const self = `${apiBase(ctx)}/repositories/${repo.owner}/${repo.name}/issues/${issue.number}`;
  return {
    id: issue.number,
    component: null,
    title: issue.title,
    content: { raw: issue.body, html: `<p>${issue.body}</p>`, markup: 'markdown' },
    priority: 'major',
    state: issue.state === 'closed' ? 'resolved' : 'new',
    type: 'issue',
    kind: 'bug',
    milestone: null,
    version: null,
    reporter: bitbucketUser(ctx, issue.poster),
    assignee: issue.assignees[0] ? bitbucketUser(ctx, issue.assignees[0]) : null,
    created_on: bitbucketTime(issue.createdAt),
    updated_on: bitbucketTime(issue.updatedAt),
    links: {
      self: href(self),
      html: href(`${webBase(ctx)}/${repo.owner}/${repo.name}/issues/${issue.number}`),
    },
  };
}

/** `issue:created`: `{actor, issue, repository}`. */
export const issueEvent = (ctx: PayloadContext, issue: IssueState) => ({
  actor: actorOf(ctx),
  issue: bitbucketIssue(ctx, issue),
  repository: bitbucketRepository(ctx),
});

/** `issue:comment_created`: plus `comment`; `issue:updated`: plus `comment` and `changes`. */
export function issueCommentEvent(
  ctx: PayloadContext,
  issue: IssueState,
  comment: { id: number; body: string; createdAt: string },
  changes?: Record<string, { old: string; new: string }>,
) {
  const shown = bitbucketIssue(ctx, issue);
  const made = {
    ...bitbucketComment(ctx, shown.links.self.href, shown.links.html.href, comment),
    type: 'issue_comment',
  };
  return { ...issueEvent(ctx, issue), comment: made, ...(changes ? { changes } : {}) };
}

/** `repo:created` / `repo:deleted` (workspace events): `{actor, repository}` (shape UNVERIFIED, docs/bitbucket-deliveries.md). */
export const repoLifeEvent = (ctx: PayloadContext) => ({
  actor: actorOf(ctx),
  repository: bitbucketRepository(ctx),
});
