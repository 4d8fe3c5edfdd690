import type { OperationContext } from '../../../hooks/operations.js';
import type { CoreResponse } from '../../../http/core-request.js';
import { bitbucketRepository, bitbucketUser, bitbucketWorkspace } from '../events/entities.js';
import { apiBase, bitbucketTime, href } from '../events/links.js';
import { bitbucketError, bitbucketJson } from './respond.js';

/**
 * GET /user: the caller's `account` (Cloud OpenAPI `account`; node-bitbucket `user.get()`), the
 * payloads' user with the account's own fields after it.
 */
export function getCaller(ctx: OperationContext): CoreResponse {
  if (!ctx.caller) throw bitbucketError(401, 'Unauthorized');
  const pctx = ctx.payloads();
  return bitbucketJson(200, {
    ...bitbucketUser(pctx, ctx.caller.login),
    created_on: bitbucketTime(pctx.site.epoch),
    account_status: 'active',
    is_staff: false,
    has_2fa_enabled: null,
    location: null,
  });
}

/**
 * GET /repositories/{ws}/{slug}: the repository in the key order of Jenkins' recorded
 * `getRepositoryPayload.json`; its `links` also name the hooks (atlassian-python-api builds on it).
 */
function repository(ctx: OperationContext): CoreResponse {
  if (ctx.owner.kind !== 'repo') throw bitbucketError(404, 'Not found');
  const { repo } = ctx.owner;
  const pctx = ctx.payloads();
  const base = bitbucketRepository(pctx, repo);
  const self = `${apiBase(pctx)}/repositories/${repo.owner}/${repo.name}`;
  return bitbucketJson(200, {
    type: base.type,
    full_name: base.full_name,
    links: { ...base.links, hooks: href(`${self}/hooks`) },
    name: repo.name,
    slug: repo.name.toLowerCase(),
    description: repo.description,
    scm: 'git',
    website: null,
    owner: base.owner,
    workspace: base.workspace,
    is_private: repo.private,
    project: base.project,
    fork_policy: 'allow_forks',
    created_on: bitbucketTime(pctx.site.epoch),
    updated_on: bitbucketTime(pctx.site.epoch),
    size: 0,
    language: '',
    uuid: base.uuid,
    mainbranch: { name: repo.defaultBranch, type: 'branch' },
    override_settings: { default_merge_strategy: true, branching_model: true },
    parent: null,
    enforced_signed_commits: null,
    has_issues: true,
    has_wiki: false,
  });
}

/** GET /workspaces/{ws}: the `workspace` (Cloud OpenAPI), its links to members, projects, repositories. */
function workspace(ctx: OperationContext): CoreResponse {
  if (ctx.owner.kind !== 'org') throw bitbucketError(404, 'Not found');
  const { org } = ctx.owner;
  const pctx = ctx.payloads();
  const ws = bitbucketWorkspace(pctx, org.name);
  const self = `${apiBase(pctx)}/workspaces/${org.name}`;
  const sub = (name: string) => href(`${self}/${name}`);
  return bitbucketJson(200, {
    type: 'workspace',
    uuid: ws.uuid,
    name: ws.name,
    slug: org.name,
    is_private: org.visibility === 'private',
    is_privacy_enforced: false,
    forking_mode: 'allow_forks',
    created_on: bitbucketTime(pctx.site.epoch),
    updated_on: bitbucketTime(pctx.site.epoch),
    links: {
      avatar: ws.links.avatar,
      hooks: sub('hooks'),
      html: ws.links.html,
      members: sub('members'),
      owners: href(`${self}/members?q=permission%3D%22owner%22`),
      projects: sub('projects'),
      repositories: href(`${apiBase(pctx)}/repositories/${org.name}`),
      self: href(self),
      snippets: href(`${apiBase(pctx)}/snippets/${org.name}`),
    },
  });
}

/** The owner read of a row: the repository or the workspace. */
export const getOwner = (ctx: OperationContext): CoreResponse =>
  ctx.owner.kind === 'repo' ? repository(ctx) : workspace(ctx);
