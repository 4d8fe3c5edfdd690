import type { OrgRecord, RepoRecord, UserRecord } from '../../../state/database.js';
import type { Store } from '../../../state/store.js';
import { ApiError } from '../../../http/api-error.js';
import type { Owner } from '../../../auth/access.js';
import type { Principal } from '../../../auth/principal.js';
import type { Access } from '../../../contract/route-rows.js';

/** The messages of GitLab's helpers (`lib/api/helpers.rb`: `unauthorized!`, `not_found!`, `forbidden!`). */
export const GITLAB_UNAUTHORIZED = '401 Unauthorized';
export const PROJECT_NOT_FOUND = '404 Project Not Found';
export const GROUP_NOT_FOUND = '404 Group Not Found';
export const GITLAB_FORBIDDEN = '403 Forbidden';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const listed = (list: readonly string[], login: string) => list.some((l) => same(l, login));

/** `:id`: the numeric id, or the full path (`acme/widgets`, sent URL-encoded as `acme%2Fwidgets`). */
const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : undefined);

function projectAt(store: Store, id: string): RepoRecord | undefined {
  const n = numeric(id);
  if (n !== undefined) return store.repoById(n);
  const slash = id.indexOf('/');
  return slash > 0 ? store.repo(id.slice(0, slash), id.slice(slash + 1)) : undefined;
}

function groupAt(store: Store, id: string): OrgRecord | undefined {
  const n = numeric(id);
  return n !== undefined ? store.orgById(n) : store.org(id);
}

/**
 * A scenario's people as GitLab roles: a site admin is an administrator; a repo's admins are
 * Maintainers; an org's owners are the group's Owners (and so Owners of its projects); the user a
 * repo belongs to owns it; readers and org members are below Maintainer (docs/gitlab.md).
 */
function projectRole(store: Store, repo: RepoRecord, user: UserRecord): 'admin' | 'member' | 'none' {
  const org = store.org(repo.owner);
  if (user.admin || same(repo.owner, user.login) || listed(repo.admins, user.login)) return 'admin';
  if (org && listed(org.owners, user.login)) return 'admin';
  if (listed(repo.readers, user.login) || (org && listed(org.members, user.login))) return 'member';
  return 'none';
}

function groupRole(org: OrgRecord, user: UserRecord): 'admin' | 'member' | 'none' {
  if (user.admin || listed(org.owners, user.login)) return 'admin';
  return listed(org.members, user.login) ? 'member' : 'none';
}

/**
 * GitLab's checks in its order (§3.2 "Check order"): `authenticate!` (401), the project or group
 * lookup (404, also for one the caller may not see), then the role (403: below Maintainer on a
 * project, below Owner on a group).
 */
export function gitlabOwner(
  store: Store,
  principal: Principal | null,
  route: { scope: 'repo' | 'org'; access?: Access },
  id: string,
): Owner | undefined {
  if (!principal) throw new ApiError(401, GITLAB_UNAUTHORIZED);
  const access = route.access ?? 'admin';
  if (access === 'signed-in') return undefined;
  const { user } = principal;
  if (route.scope === 'repo') {
    const repo = projectAt(store, id);
    const org = repo ? store.org(repo.owner) : undefined;
    const role = repo ? projectRole(store, repo, user) : 'none';
    const open = repo && !repo.private && org?.visibility !== 'private';
    if (!repo || (!open && role === 'none')) throw ApiError.notFound(PROJECT_NOT_FOUND);
    if (access === 'admin' && role !== 'admin') throw new ApiError(403, GITLAB_FORBIDDEN);
    return { kind: 'repo', repo };
  }
  const org = groupAt(store, id);
  const role = org ? groupRole(org, user) : 'none';
  if (!org || (org.visibility === 'private' && role === 'none')) throw ApiError.notFound(GROUP_NOT_FOUND);
  if (access === 'admin' && role !== 'admin') throw new ApiError(403, GITLAB_FORBIDDEN);
  return { kind: 'org', org };
}
