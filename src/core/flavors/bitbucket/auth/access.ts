import type { OrgRecord, RepoRecord, UserRecord } from '../../../state/database.js';
import type { Owner } from '../../../auth/access.js';
import type { OwnerChecks } from '../../../contract/owner-lookup.js';
import { bitbucketError } from '../hooks/respond.js';

/** The messages of Bitbucket's refusals (the texts are UNVERIFIED: docs/bitbucket.md). */
export const UNAUTHORIZED = 'Unauthorized';
export const FORBIDDEN = 'Forbidden';
export const REPO_ADMIN_DETAIL = 'You must be an administrator of the repository to manage its webhooks.';
export const WORKSPACE_OWNER_DETAIL = 'Only workspace owners can install webhooks on workspaces.';
export const repoNotFound = (ws: string, slug: string) => `Repository ${ws}/${slug} not found`;
export const workspaceNotFound = (ws: string) => `No workspace with identifier '${ws}'.`;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const listed = (list: readonly string[], login: string) => list.some((l) => same(l, login));

type Role = 'admin' | 'member' | 'none';

/**
 * A scenario's people as Bitbucket permissions: a site admin, the user whose workspace holds the
 * repo, the repo's admins and the workspace's owners administer it; readers and workspace members
 * read it.
 */
function repoRole(org: OrgRecord | undefined, repo: RepoRecord, user: UserRecord | undefined): Role {
  if (!user) return 'none';
  if (user.admin || same(repo.owner, user.login) || listed(repo.admins, user.login)) return 'admin';
  if (org && listed(org.owners, user.login)) return 'admin';
  return listed(repo.readers, user.login) || (org && listed(org.members, user.login)) ? 'member' : 'none';
}

function workspaceRole(org: OrgRecord, user: UserRecord | undefined): Role {
  if (!user) return 'none';
  if (user.admin || listed(org.owners, user.login)) return 'admin';
  return listed(org.members, user.login) ? 'member' : 'none';
}

function repoOwner(c: OwnerChecks, admin: boolean): Owner {
  const [ws, slug] = [c.params.owner ?? '', c.params.repo ?? ''];
  const repo = c.store.repo(ws, slug);
  const org = repo ? c.store.org(repo.owner) : undefined;
  const role = repo ? repoRole(org, repo, c.principal?.user) : 'none';
  const open = repo !== undefined && !repo.private && org?.visibility !== 'private';
  if (!repo || (!open && role === 'none')) {
    if (!c.principal) throw bitbucketError(401, UNAUTHORIZED);
    throw bitbucketError(404, repoNotFound(ws, slug));
  }
  if (admin && !c.principal) throw bitbucketError(401, UNAUTHORIZED);
  if (admin && role !== 'admin') throw bitbucketError(403, FORBIDDEN, { detail: REPO_ADMIN_DETAIL });
  return { kind: 'repo', repo };
}

function workspaceOwner(c: OwnerChecks, admin: boolean): Owner {
  const ws = c.params.org ?? '';
  const org = c.store.org(ws);
  const role = org ? workspaceRole(org, c.principal?.user) : 'none';
  if (!org || (org.visibility === 'private' && role === 'none')) {
    if (!c.principal) throw bitbucketError(401, UNAUTHORIZED);
    throw bitbucketError(404, workspaceNotFound(ws));
  }
  if (admin && !c.principal) throw bitbucketError(401, UNAUTHORIZED);
  if (admin && role !== 'admin') throw bitbucketError(403, FORBIDDEN, { detail: WORKSPACE_OWNER_DETAIL });
  return { kind: 'org', org };
}

/**
 * Bitbucket's checks: hook routes need a credential (401), then the repository or workspace
 * (404, also for a private one the caller may not see), then repository admin or workspace owner
 * (403, Cloud OpenAPI: "not an owner on the specified workspace"). Public repositories and
 * workspaces are read without a credential; `GET /user` needs one; `/hook_events` is public.
 */
export function bitbucketOwner(c: OwnerChecks): Owner | undefined {
  const access = c.route.access ?? 'admin';
  if (access === 'anyone') return undefined;
  if (access === 'signed-in') {
    if (!c.principal) throw bitbucketError(401, UNAUTHORIZED);
    return undefined;
  }
  const admin = access === 'admin';
  return c.route.scope === 'repo' ? repoOwner(c, admin) : workspaceOwner(c, admin);
}
