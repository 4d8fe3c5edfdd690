import type { Owner } from '../../../auth/access.js';
import type { OwnerChecks } from '../../../contract/owner-lookup.js';
import type { OrgRecord, RepoRecord, UserRecord } from '../../../state/database.js';
import type { Store } from '../../../state/store.js';
import { EXCEPTION, dcError, notPermitted } from '../hooks/respond.js';
import { needProject, noRepo, repoIn } from './projects.js';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const listed = (list: readonly string[], login: string) => list.some((l) => same(l, login));

/**
 * PROJECT_ADMIN of an org's project: a site admin (SYS_ADMIN) or one of the org's owners
 * (docs/bitbucket-dc.md, "Auth").
 */
export const projectAdmin = (org: OrgRecord, user: UserRecord): boolean =>
  user.admin || listed(org.owners, user.login);

/** REPO_ADMIN: a site admin, the repo's admins, the user whose personal project holds it, its org's owners. */
export function repoAdmin(store: Store, repo: RepoRecord, user: UserRecord): boolean {
  const org = store.org(repo.owner);
  if (user.admin || same(repo.owner, user.login) || listed(repo.admins, user.login)) return true;
  return org !== undefined && listed(org.owners, user.login);
}

/** REPO_READ: a public repository, or one the user reads or administers (its org's members read). */
export function canSeeRepo(store: Store, repo: RepoRecord, user: UserRecord | undefined): boolean {
  const org = store.org(repo.owner);
  if (!repo.private && org?.visibility !== 'private') return true;
  if (!user) return false;
  if (repoAdmin(store, repo, user) || listed(repo.readers, user.login)) return true;
  return org !== undefined && listed(org.members, user.login);
}

/**
 * The owner of a hook route and who may call it, in Data Center's order: a caller (401), the
 * project and repository (404, a repository the caller may not read included), then REPO_ADMIN or
 * PROJECT_ADMIN (401: the REST API documents 401, not 403, for "insufficient permissions"). Rows
 * open to `anyone` (the entry points) look their resource up themselves.
 */
export function bitbucketDcOwner(c: OwnerChecks): Owner | undefined {
  if ((c.route.access ?? 'admin') === 'anyone') return undefined;
  const user = c.principal?.user;
  if (!user) throw notPermitted();
  const key = (c.route.scope === 'repo' ? c.params.owner : c.params.org) ?? '';
  const project = needProject(c.store, key);
  if (c.route.scope === 'repo') {
    const slug = c.params.repo ?? '';
    const repo = repoIn(c.store, project, slug);
    if (!repo || !canSeeRepo(c.store, repo, user)) throw noRepo(key, slug);
    if (!repoAdmin(c.store, repo, user)) throw notPermitted();
    return { kind: 'repo', repo };
  }
  // A personal project has no project-level webhooks (UNVERIFIED: docs/bitbucket-dc.md).
  if (project.kind !== 'org') throw dcError(404, `Project ${key} does not exist.`, EXCEPTION.noProject);
  if (!projectAdmin(project.org, user)) throw notPermitted();
  return { kind: 'org', org: project.org };
}
