import type { CoreResponse } from '../../../http/core-request.js';
import type { OrgRecord, RepoRecord, UserRecord, Visibility } from '../../../state/database.js';
import type { Store } from '../../../state/store.js';
import { must } from '../../../util/must.js';
import type { OperationContext } from '../../../hooks/operations.js';
import { gitlabPage, pageHeaders, pageOf } from './paging.js';
import { gitlabJson } from './respond.js';

/**
 * The resources GitLab clients read before hooks (`GET /projects/:id`, `/groups/:id`, `/user`,
 * `/users?username=`), from the scenario's data: the keys of GitLab's entities that the data can
 * fill, in their order (`API::Entities::BasicProjectDetails`, `Group`, `UserBasic`, `UserPublic`;
 * the rest is listed in docs/gitlab.md). The instance's URL is the request's origin.
 */

/** GitLab's visibility names: a `limited` account is `internal`. */
const VISIBILITY: Readonly<Record<Visibility, string>> = {
  public: 'public',
  limited: 'internal',
  private: 'private',
};

/** `UserBasic`: what every user reference shows. */
function userBasic(origin: string, user: UserRecord) {
  return {
    id: user.id,
    username: user.login,
    name: user.fullName || user.login,
    state: 'active',
    locked: false,
    avatar_url: null,
    web_url: `${origin}/${user.login}`,
  };
}

function namespaceOf(store: Store, origin: string, repo: RepoRecord) {
  const org = store.org(repo.owner);
  const user = org ? undefined : store.userByLoginName(repo.owner);
  const name = org ? org.fullName || org.name : (user?.fullName ?? repo.owner);
  return {
    id: org?.id ?? user?.id ?? 0,
    name,
    path: repo.owner,
    kind: org ? 'group' : 'user',
    full_path: repo.owner,
    parent_id: null,
    avatar_url: null,
    web_url: `${origin}/${org ? 'groups/' : ''}${repo.owner}`,
  };
}

function projectJson(store: Store, origin: string, repo: RepoRecord) {
  const path = `${repo.owner}/${repo.name}`;
  const namespace = namespaceOf(store, origin, repo);
  const host = new URL(origin).hostname;
  const org = store.org(repo.owner);
  return {
    id: repo.id,
    description: repo.description || null,
    name: repo.name,
    name_with_namespace: `${namespace.name} / ${repo.name}`,
    path: repo.name,
    path_with_namespace: path,
    default_branch: repo.empty ? null : repo.defaultBranch,
    tag_list: [],
    topics: [],
    ssh_url_to_repo: `git@${host}:${path}.git`,
    http_url_to_repo: `${origin}/${path}.git`,
    web_url: `${origin}/${path}`,
    readme_url: null,
    forks_count: 0,
    avatar_url: null,
    star_count: 0,
    namespace,
    empty_repo: repo.empty,
    archived: false,
    visibility: repo.private ? 'private' : VISIBILITY[org?.visibility ?? 'public'],
  };
}

function groupJson(origin: string, org: OrgRecord) {
  return {
    id: org.id,
    web_url: `${origin}/groups/${org.name}`,
    name: org.fullName || org.name,
    path: org.name,
    description: org.description,
    visibility: VISIBILITY[org.visibility],
    avatar_url: null,
    full_name: org.fullName || org.name,
    full_path: org.name,
    parent_id: null,
  };
}

/** GET /projects/:id or /groups/:id: the owner the route found. */
export function getGitlabOwner(ctx: OperationContext): CoreResponse {
  const { origin } = ctx.request.url;
  const { owner } = ctx;
  return gitlabJson(
    200,
    owner.kind === 'repo' ? projectJson(ctx.store, origin, owner.repo) : groupJson(origin, owner.org),
  );
}

/** GET /user: the caller (`UserPublic`: the basic keys, then `email` and `is_admin`). */
export function getGitlabUser(ctx: OperationContext): CoreResponse {
  const user = must(ctx.caller, 'the signed-in caller of /user');
  return gitlabJson(200, {
    ...userBasic(ctx.request.url.origin, user),
    bot: false,
    email: user.email,
    is_admin: user.admin,
  });
}

/** GET /users: every user, or the one `?username=` names (case-insensitive), paged. */
export function findGitlabUsers(ctx: OperationContext): CoreResponse {
  const { url } = ctx.request;
  const page = gitlabPage(url.searchParams);
  const username = url.searchParams.get('username');
  const found = username
    ? [ctx.store.userByLoginName(username)].filter((u): u is UserRecord => u !== undefined)
    : ctx.store.allUsers();
  const shown = pageOf(found, page).map((user) => userBasic(url.origin, user));
  return gitlabJson(200, shown, pageHeaders(url, found.length, page));
}
