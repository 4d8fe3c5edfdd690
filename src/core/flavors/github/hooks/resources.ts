import type { CoreResponse } from '../../../http/core-request.js';
import type { OrgRecord, RepoRecord, UserRecord } from '../../../state/database.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { accessOf, accountOf } from '../../../events/payloads/context.js';
import { githubOrganization, githubUser, githubUserOf } from '../events/entities.js';
import { repositoryOf } from '../events/repository.js';
import { must } from '../../../util/must.js';
import type { OperationContext } from '../../../hooks/operations.js';
import { githubJson } from './respond.js';

/**
 * The resources GitHub's clients read before hooks (`repos/get`, `orgs/get`,
 * `users/get-authenticated`, `users/get-by-username`: PyGithub's `get_repo`, `get_organization`,
 * `get_user`), in GitHub's shapes (`full-repository`, `organization-full`, `private-user`,
 * `public-user`) over the objects the deliveries carry (flavors/github/events/entities.ts): the payload's
 * keys first, then what the full object adds, with the values a new account or repository has on
 * GitHub (no stars, followers or gists). The checks in front of them are the owner lookup's.
 */

/** `full-repository`: the payload's `repository`, then its settings, counts and owner org. */
export function getGithubOwner(ctx: OperationContext): CoreResponse {
  const p = ctx.payloads();
  const { owner } = ctx;
  if (owner.kind === 'org') return githubJson(200, organizationFull(p, owner.org));
  const { repo } = owner;
  const org = ctx.store.org(repo.owner);
  return githubJson(200, {
    ...repositoryOf(p, repo),
    ...(ctx.caller ? { permissions: permissionsOf(p, ctx.caller, repo) } : {}),
    ...mergeSettings(ctx.caller ? accessOf(p, ctx.caller.login, repo) === 'owner' : false),
    network_count: 0,
    subscribers_count: 0,
    ...(org ? { organization: githubUserOf(p, org.name) } : {}),
  });
}

/** What the caller may do: a scenario's people are owners (admin) or readers (docs/github.md "Auth"). */
function permissionsOf(p: PayloadContext, caller: UserRecord, repo: RepoRecord) {
  const owner = accessOf(p, caller.login, repo) === 'owner';
  return { admin: owner, maintain: owner, push: owner, triage: owner, pull: true };
}

/** GitHub shows a repository's merge settings to its admins only; a new repository's defaults. */
function mergeSettings(admin: boolean) {
  if (!admin) return {};
  return {
    allow_rebase_merge: true,
    allow_squash_merge: true,
    allow_auto_merge: false,
    delete_branch_on_merge: false,
    allow_merge_commit: true,
    allow_update_branch: false,
    use_squash_pr_title_as_default: false,
    squash_merge_commit_title: 'COMMIT_OR_PR_TITLE',
    squash_merge_commit_message: 'COMMIT_MESSAGES',
    merge_commit_title: 'MERGE_MESSAGE',
    merge_commit_message: 'PR_TITLE',
  };
}

/** `organization-full`: the payloads' `organization-simple`, then the profile in GitHub's order. */
function organizationFull(p: PayloadContext, org: OrgRecord) {
  const simple = must(githubOrganization({ ...p, org }).organization, `the organization ${org.name}`);
  return {
    ...simple,
    name: org.fullName || org.name,
    // company, blog, location, email: absent, as the schema's optional strings (the scenario has none).
    is_verified: false,
    has_organization_projects: true,
    has_repository_projects: true,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    html_url: `${p.site.appUrl}${org.name}`,
    created_at: p.site.epoch,
    updated_at: p.site.epoch,
    archived_at: null,
    type: 'Organization',
  };
}

/** `public-user`: the payloads' `simple-user`, then the profile (the e-mail only when the account made it public: the scenario's). */
function publicUser(p: PayloadContext, login: string, account = accountOf(p.store, login)) {
  return {
    ...githubUser(p, account),
    name: account.fullName || null,
    company: null,
    blog: '',
    location: null,
    email: account.email || null,
    hireable: null,
    bio: null,
    twitter_username: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: p.site.epoch,
    updated_at: p.site.epoch,
  };
}

/** `users/get-authenticated`: the caller as `private-user` (`user_view_type: "private"`). */
export function getGithubUser(ctx: OperationContext): CoreResponse {
  const me = must(ctx.caller, 'the signed-in caller of /user');
  // An installation token's caller is the app's bot, no scenario user: the caller's own record
  // (its id, BOT_ID_OFFSET + the app's id) rather than an unknown login's id 0.
  const account = ctx.store.userByLoginName(me.login) ?? me;
  return githubJson(200, {
    ...publicUser(ctx.payloads(), me.login, account),
    user_view_type: 'private',
    private_gists: 0,
    total_private_repos: 0,
    owned_private_repos: 0,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: false,
  });
}

/** `users/get-by-username`: a user (or an org, `type: "Organization"`) as `public-user`. */
export function getGithubNamedUser(ctx: OperationContext, username: string): CoreResponse {
  return githubJson(200, publicUser(ctx.payloads(), username));
}
