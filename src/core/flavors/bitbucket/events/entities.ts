import type { PayloadContext } from '../../../events/payloads/context.js';
import { accountOf, needRepo } from '../../../events/payloads/context.js';
import type { RepoRecord } from '../../../state/database.js';
import { apiBase, bracedUuid, href, inPath, webBase } from './links.js';

/**
 * A user as Bitbucket Cloud's payloads show one since the 2019 privacy change: no `username`
 * (Atlassian's event payloads page), keys in the recorded order of Jenkins'
 * `impl/webhook/cloud/signed_payload.json`.
 */
export function bitbucketUser(ctx: PayloadContext, login: string) {
  const account = accountOf(ctx.store, login);
  const uuid = bracedUuid('user', account.login.toLowerCase());
  return {
    display_name: account.fullName || account.login,
    links: {
      self: href(`${apiBase(ctx)}/users/${inPath(uuid)}`),
      avatar: href(`${webBase(ctx)}/account/${account.login}/avatar/`),
      html: href(`${webBase(ctx)}/${inPath(uuid)}/`),
    },
    type: 'user',
    uuid,
    account_id: `557058:${uuid.slice(1, -1)}`,
    nickname: account.login,
  };
}

/** The workspace a repo lives in: a scenario org, or the user the repo belongs to. */
export function bitbucketWorkspace(ctx: PayloadContext, slug: string) {
  const org = ctx.store.org(slug);
  const name = org?.fullName || slug;
  return {
    type: 'workspace',
    uuid: bracedUuid('workspace', slug.toLowerCase()),
    name,
    slug,
    links: {
      avatar: href(`${webBase(ctx)}/workspaces/${slug}/avatar/`),
      html: href(`${webBase(ctx)}/${slug}/`),
      self: href(`${apiBase(ctx)}/workspaces/${slug}`),
    },
  };
}

/** The project every repository of a workspace is in (the mock has one per workspace: `PROJ`). */
export function bitbucketProject(ctx: PayloadContext, slug: string) {
  const uuid = bracedUuid('project', slug.toLowerCase());
  return {
    type: 'project',
    key: 'PROJ',
    uuid,
    name: 'Untitled project',
    links: {
      self: href(`${apiBase(ctx)}/workspaces/${slug}/projects/PROJ`),
      html: href(`${webBase(ctx)}/${slug}/workspace/projects/PROJ`),
      avatar: href(`${webBase(ctx)}/${slug}/workspace/projects/PROJ/avatar/32`),
    },
  };
}

/** A repository's `links` (self, html, avatar). */
export function repoLinks(ctx: PayloadContext, repo: RepoRecord) {
  return {
    self: href(`${apiBase(ctx)}/repositories/${repo.owner}/${repo.name}`),
    html: href(`${webBase(ctx)}/${repo.owner}/${repo.name}`),
    avatar: href(`${webBase(ctx)}/${repo.owner}/${repo.name}/avatar/32/`),
  };
}

/** The owner of a repository as payloads show it: the user, or the workspace as a team. */
function ownerOf(ctx: PayloadContext, repo: RepoRecord) {
  const org = ctx.store.org(repo.owner);
  if (!org) return bitbucketUser(ctx, repo.owner);
  const ws = bitbucketWorkspace(ctx, repo.owner);
  return { display_name: ws.name, links: ws.links, type: 'team', uuid: ws.uuid };
}

/**
 * The repository of every payload, keys in the recorded 2025 order (`type, full_name, links,
 * name, scm, website, owner, workspace, is_private, project, uuid, parent`).
 */
export function bitbucketRepository(ctx: PayloadContext, repo: RepoRecord = needRepo(ctx)) {
  return {
    type: 'repository',
    full_name: `${repo.owner}/${repo.name}`,
    links: repoLinks(ctx, repo),
    name: repo.name,
    scm: 'git',
    website: null,
    owner: ownerOf(ctx, repo),
    workspace: bitbucketWorkspace(ctx, repo.owner),
    is_private: repo.private,
    project: bitbucketProject(ctx, repo.owner),
    uuid: bracedUuid('repository', repo.id),
    parent: null,
  };
}

/** The short repository a hook's `subject` and a pull request's ends carry. */
export function repositorySummary(ctx: PayloadContext, repo: RepoRecord) {
  return {
    type: 'repository',
    full_name: `${repo.owner}/${repo.name}`,
    links: repoLinks(ctx, repo),
    name: repo.name,
    uuid: bracedUuid('repository', repo.id),
  };
}

/** The payload's `actor`: the sender. */
export const actorOf = (ctx: PayloadContext) => bitbucketUser(ctx, ctx.sender.login);
