import type { RepoRecord } from '../../../state/database.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { accountOf } from '../../../events/payloads/context.js';
import type { Account } from '../../../events/entities/user.js';

/**
 * GitHub's objects as payloads show them (`simple-user`, `repository`, `organization-simple`):
 * every URL under the mock's own origin (`site.apiUrl` for the API, `site.appUrl` for pages),
 * node ids in GitHub's legacy form (base64 of `0<len>:<Type><id>`), ids from the scenario.
 */

/** GitHub's legacy global node id: `MDQ6VXNlcjE=` is base64("04:User1"). */
export function nodeId(type: string, id: number): string {
  return btoa(`0${type.length}:${type}${id}`);
}

/** The noreply address GitHub shows for an account without a public e-mail. */
export const noreplyEmail = (a: Account) => a.email || `${a.id}+${a.login}@users.noreply.github.com`;

/** An app's bot account: GitHub gives bots, and only bots, a login ending in `[bot]`. */
const BOT_LOGIN = /\[bot\]$/;

/** An account's `type`: an org's `Organization`, an app's bot's `Bot`, anyone else's `User`. */
function accountType(ctx: Pick<PayloadContext, 'store'>, login: string): 'Organization' | 'Bot' | 'User' {
  if (ctx.store.org(login) !== undefined) return 'Organization';
  return BOT_LOGIN.test(login) ? 'Bot' : 'User';
}

/** `simple-user` of an account (an org is `type: "Organization"`, an app's bot `type: "Bot"`). */
export function githubUser(ctx: Pick<PayloadContext, 'site' | 'store'>, account: Account) {
  const api = `${ctx.site.apiUrl}/users/${account.login}`;
  const type = accountType(ctx, account.login);
  return {
    login: account.login,
    id: account.id,
    node_id: nodeId(type, account.id),
    avatar_url: `${ctx.site.appUrl}avatars/u/${account.id}?v=4`,
    gravatar_id: '',
    url: api,
    html_url: `${ctx.site.appUrl}${account.login}`,
    followers_url: `${api}/followers`,
    following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`,
    starred_url: `${api}/starred{/owner}{/repo}`,
    subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`,
    repos_url: `${api}/repos`,
    events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`,
    type,
    user_view_type: 'public',
    site_admin: account.admin ?? false,
  };
}

export type GithubUser = ReturnType<typeof githubUser>;

/** A login's `simple-user`. */
export const githubUserOf = (ctx: Pick<PayloadContext, 'site' | 'store'>, login: string) =>
  githubUser(ctx, accountOf(ctx.store, login));

/** The sender (`simple-user`). */
export const githubSender = (ctx: PayloadContext) => githubUser(ctx, ctx.sender);

/** The API URLs of a repository, as GitHub lists them (templates in braces). */
function repoUrls(api: string) {
  const t = (path: string) => `${api}/${path}`;
  return {
    forks_url: t('forks'),
    keys_url: t('keys{/key_id}'),
    collaborators_url: t('collaborators{/collaborator}'),
    teams_url: t('teams'),
    hooks_url: t('hooks'),
    issue_events_url: t('issues/events{/number}'),
    events_url: t('events'),
    assignees_url: t('assignees{/user}'),
    branches_url: t('branches{/branch}'),
    tags_url: t('tags'),
    blobs_url: t('git/blobs{/sha}'),
    git_tags_url: t('git/tags{/sha}'),
    git_refs_url: t('git/refs{/sha}'),
    trees_url: t('git/trees{/sha}'),
    statuses_url: t('statuses/{sha}'),
    languages_url: t('languages'),
    stargazers_url: t('stargazers'),
    contributors_url: t('contributors'),
    subscribers_url: t('subscribers'),
    subscription_url: t('subscription'),
    commits_url: t('commits{/sha}'),
    git_commits_url: t('git/commits{/sha}'),
    comments_url: t('comments{/number}'),
    issue_comment_url: t('issues/comments{/number}'),
    contents_url: t('contents/{+path}'),
    compare_url: t('compare/{base}...{head}'),
    merges_url: t('merges'),
    archive_url: t('{archive_format}{/ref}'),
    downloads_url: t('downloads'),
    issues_url: t('issues{/number}'),
    pulls_url: t('pulls{/number}'),
    milestones_url: t('milestones{/number}'),
    notifications_url: t('notifications{?since,all,participating}'),
    labels_url: t('labels{/name}'),
    releases_url: t('releases{/id}'),
    deployments_url: t('deployments'),
  };
}

/** How a payload writes a repository's times: ISO strings, or Unix seconds (GitHub's `push`). */
export type RepoTimes = keyof TimeOf;

/** What each way writes a time as: the types follow `times`, so the compiler checks both shapes. */
interface TimeOf {
  iso: string;
  unix: number;
}
const TIMES: { [T in RepoTimes]: (iso: string) => TimeOf[T] } = {
  iso: (iso) => iso,
  unix: (iso) => Math.floor(Date.parse(iso) / 1000),
};

/** Counts a repository shows, from the world. */
export interface RepoCounts {
  openIssues: number;
  forks: number;
  stars: number;
}

/** `repository` (the REST shape every webhook repeats), with `pushed_at` at the world's last change. */
export function githubRepository<T extends RepoTimes>(
  ctx: PayloadContext,
  repo: RepoRecord,
  counts: RepoCounts,
  times: T,
) {
  const full = `${repo.owner}/${repo.name}`;
  const api = `${ctx.site.apiUrl}/repos/${full}`;
  const html = `${ctx.site.appUrl}${full}`;
  const host = new URL(ctx.site.appUrl).host;
  const created = ctx.site.epoch;
  const time = (iso: string) => TIMES[times](iso);
  return {
    id: repo.id,
    node_id: nodeId('Repository', repo.id),
    name: repo.name,
    full_name: full,
    private: repo.private,
    owner: githubUserOf(ctx, repo.owner),
    html_url: html,
    description: repo.description || null,
    fork: false,
    url: api,
    ...repoUrls(api),
    created_at: time(created),
    updated_at: ctx.at,
    pushed_at: time(ctx.at),
    git_url: `git://${host}/${full}.git`,
    ssh_url: `git@${host}:${full}.git`,
    clone_url: `${html}.git`,
    svn_url: html,
    homepage: null,
    size: 0,
    stargazers_count: counts.stars,
    watchers_count: counts.stars,
    language: null,
    has_issues: true,
    has_projects: true,
    has_downloads: true,
    has_wiki: true,
    has_pages: false,
    has_discussions: false,
    forks_count: counts.forks,
    mirror_url: null,
    archived: false,
    disabled: false,
    open_issues_count: counts.openIssues,
    license: null,
    allow_forking: true,
    is_template: false,
    web_commit_signoff_required: false,
    topics: [],
    visibility: repo.private ? 'private' : 'public',
    forks: counts.forks,
    open_issues: counts.openIssues,
    watchers: counts.stars,
    default_branch: repo.defaultBranch,
    ...(times === 'unix' ? { stargazers: counts.stars, master_branch: repo.defaultBranch } : {}),
  };
}

/** `organization-simple` of the event's org (sent with every event of an org-owned repository). */
export function githubOrganization(ctx: PayloadContext) {
  const org = ctx.org;
  if (!org) return {};
  const api = `${ctx.site.apiUrl}/orgs/${org.name}`;
  return {
    organization: {
      login: org.name,
      id: org.id,
      node_id: nodeId('Organization', org.id),
      url: api,
      repos_url: `${api}/repos`,
      events_url: `${api}/events`,
      hooks_url: `${api}/hooks`,
      issues_url: `${api}/issues`,
      members_url: `${api}/members{/member}`,
      public_members_url: `${api}/public_members{/member}`,
      avatar_url: `${ctx.site.appUrl}avatars/u/${org.id}?v=4`,
      description: org.description || null,
    },
  };
}
