import type { OrgRecord, RepoRecord } from '../../../state/database.js';
import type { Account } from '../../../events/entities/user.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { accountOf, needRepo } from '../../../events/payloads/context.js';

/**
 * GitLab's objects as its webhook payloads show them (`Project#hook_attrs`,
 * `Repository#hook_attrs`, `User#hook_attrs`, `Label#hook_attrs`; docs/gitlab-deliveries.md
 * "Events and payloads"): every URL under the mock's own origin, ids from the scenario.
 */

/** The instance's base URL (`Gitlab.config.gitlab.base_url`): the mock's origin, no trailing slash. */
export const instanceOf = (ctx: Pick<PayloadContext, 'site'>): string => ctx.site.appUrl.replace(/\/+$/, '');

/** `2013-12-03T17:15:43Z`: Rails' `as_json` of a time without milliseconds (issue, MR, label). */
export const isoSeconds = (at: string): string => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** `2015-05-17 17:06:40 UTC`: a time as `to_s` writes it (notes, pipelines, jobs, releases). */
export const utcWords = (at: string): string =>
  new Date(at)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d{3}Z$/, ' UTC');

/** `2011-12-12T14:27:31+00:00`: a commit's timestamp as git's `xmlschema`. */
export const gitTime = (at: string): string => new Date(at).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** `Gitlab::VisibilityLevel`: private 0, internal 10, public 20. */
export const visibilityLevel = (repo: RepoRecord): number => (repo.private ? 0 : 20);

/** A gravatar-like avatar URL for an account (GitLab's default when the user set none). */
export const avatarOf = (account: Account): string =>
  `https://www.gravatar.com/avatar/${account.id.toString(16).padStart(32, '0')}?s=80&d=identicon`;

/** The display name GitLab shows: the full name, else the username. */
export const nameOf = (account: Account): string => account.fullName || account.login;

/** Where a repository lives: its path, its web and clone URLs. */
export function projectUrls(ctx: PayloadContext, repo = needRepo(ctx)) {
  const origin = instanceOf(ctx);
  const path = `${repo.owner}/${repo.name}`;
  const host = new URL(origin).hostname;
  return {
    path,
    web: `${origin}/${path}`,
    ssh: `git@${host}:${path}.git`,
    http: `${origin}/${path}.git`,
  };
}

/** The namespace's display name: the group's full name, else the owner's. */
function namespaceName(ctx: PayloadContext, repo: RepoRecord): string {
  const org = ctx.store.org(repo.owner);
  if (org) return org.fullName || org.name;
  return nameOf(accountOf(ctx.store, repo.owner));
}

/** `Project#hook_attrs` (the `project` of most payloads), `ci_config_path` included. */
export function gitlabProject(ctx: PayloadContext, repo = needRepo(ctx)) {
  const u = projectUrls(ctx, repo);
  return {
    id: repo.id,
    name: repo.name,
    description: repo.description,
    web_url: u.web,
    avatar_url: null,
    git_ssh_url: u.ssh,
    git_http_url: u.http,
    namespace: namespaceName(ctx, repo),
    visibility_level: visibilityLevel(repo),
    path_with_namespace: u.path,
    default_branch: repo.defaultBranch,
    ci_config_path: null,
    homepage: u.web,
    url: u.ssh,
    ssh_url: u.ssh,
    http_url: u.http,
  };
}

/** `Project#hook_attrs` without the keys after `default_branch` (a pipeline's `project`). */
export function gitlabProjectShort(ctx: PayloadContext) {
  const {
    ci_config_path: _c,
    homepage: _h,
    url: _u,
    ssh_url: _s,
    http_url: _x,
    ...short
  } = gitlabProject(ctx);
  return short;
}

/** A merge request's `source` / `target`: the project without its id and `ci_config_path`. */
export function gitlabProjectRef(ctx: PayloadContext) {
  const { id: _i, ci_config_path: _c, ...rest } = gitlabProject(ctx);
  return rest;
}

/** `Repository#hook_attrs` of push events: name, URLs, description and visibility. */
export function gitlabPushRepository(ctx: PayloadContext) {
  const repo = needRepo(ctx);
  const u = projectUrls(ctx, repo);
  return {
    name: repo.name,
    url: u.ssh,
    description: repo.description,
    homepage: u.web,
    git_http_url: u.http,
    git_ssh_url: u.ssh,
    visibility_level: visibilityLevel(repo),
  };
}

/** The short `repository` of issue, note and merge request events. */
export function gitlabRepository(ctx: PayloadContext) {
  const repo = needRepo(ctx);
  const u = projectUrls(ctx, repo);
  return { name: repo.name, url: u.http, description: repo.description, homepage: u.web };
}

/** `User#hook_attrs` with the e-mail (the `user` of issue, note, MR, pipeline events). */
export function gitlabUser(account: Account) {
  return {
    id: account.id,
    name: nameOf(account),
    username: account.login,
    avatar_url: avatarOf(account),
    email: account.email || '[REDACTED]',
  };
}

/** An assignee or reviewer as MR events list them. */
export function gitlabPerson(account: Account) {
  return { id: account.id, name: nameOf(account), username: account.login, avatar_url: avatarOf(account) };
}

/** An assignee as issue events list them (no id). */
export function gitlabAssignee(account: Account) {
  return { name: nameOf(account), username: account.login, avatar_url: avatarOf(account) };
}

/** A login's account (a stand-in with id 0 for an unknown one). */
export const accountNamed = (ctx: PayloadContext, login: string): Account => accountOf(ctx.store, login);

/** `Label#hook_attrs` of one of the repo's labels by id. */
export function gitlabLabels(ctx: PayloadContext, ids: readonly number[]) {
  const repo = needRepo(ctx);
  const labels = ctx.world.of(repo).labels;
  return ids.flatMap((id) => {
    const label = labels.find((l) => l.id === id);
    if (!label) return [];
    return [
      {
        id: label.id,
        title: label.name,
        color: `#${label.color}`,
        project_id: repo.id,
        created_at: isoSeconds(ctx.site.epoch),
        updated_at: isoSeconds(ctx.site.epoch),
        template: false,
        description: label.description || null,
        type: 'ProjectLabel',
        group_id: null,
      },
    ];
  });
}

/** A commit as events name it: id, message, title, timestamp, URL and author. */
export function gitlabCommit(
  ctx: PayloadContext,
  sha: string,
  message: string,
  author: Account,
  at = ctx.at,
) {
  return {
    id: sha,
    message,
    title: message.split('\n')[0] ?? '',
    timestamp: gitTime(at),
    url: `${projectUrls(ctx).web}/-/commit/${sha}`,
    author: { name: nameOf(author), email: author.email || '[REDACTED]' },
  };
}

/** The group an org is: its id, name, path. */
export const groupOf = (org: OrgRecord) => ({ id: org.id, name: org.fullName || org.name, path: org.name });
