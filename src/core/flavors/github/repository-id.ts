import type { Owner } from '../../auth/access.js';
import type { OwnerChecks } from '../../contract/owner-lookup.js';
import { ownerByRowNames } from '../../routing/owner-access.js';
import { ApiError } from '../../http/api-error.js';

/**
 * GitHub's owner lookup: `/repos/{owner}/{repo}/…` and `/orgs/{org}/…` by name, and
 * `/repositories/{repository_id}/…` (./repository-id-routes.ts) by the repository's number: the
 * repository found by id is then checked as by name, so the same callers pass and the same
 * refusals are GitHub's 404. An id no repository has is that 404 too.
 */
export function githubOwner(c: OwnerChecks): Owner | undefined {
  const raw = c.params.repository_id;
  if (raw === undefined) return ownerByRowNames(c);
  const repo = /^\d+$/.test(raw) ? c.store.repoById(Number(raw)) : undefined;
  if (!repo) throw ApiError.notFound();
  return ownerByRowNames({ ...c, params: { ...c.params, owner: repo.owner, repo: repo.name } });
}
