import type { Flavor } from '../flavors/flavor.js';
import type { OrgRecord, RepoRecord } from '../state/database.js';
import type { Store } from '../state/store.js';
import { ApiError } from './api-error.js';
import { hasScope } from './principal.js';
import type { Principal } from './principal.js';

/** The owner of a hook route, once every check in front of the handler has passed. */
export type Owner = { kind: 'repo'; repo: RepoRecord } | { kind: 'org'; org: OrgRecord };

interface Checks {
  store: Store;
  flavor: Flavor;
  principal: Principal | null;
  /** GET/HEAD need read scope, everything else write (reference §5.1). */
  level: 'read' | 'write';
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isAdminOf = (list: readonly string[], login: string) => list.some((l) => sameName(l, login));

/**
 * Repo hook routes, in the reference's middleware order (§1.2): token scope, repo lookup
 * (private repos hidden as 404), public-only tokens, token required, repo admin.
 */
export function authorizeRepo(checks: Checks, ownerName: string, repoName: string): Owner {
  const { store, principal } = checks;
  requireScope(checks, 'repository');
  const ownerOrg = store.org(ownerName);
  if (!ownerOrg && !store.userByLoginName(ownerName)) {
    throw ApiError.notFound('GetUserByName', [`user redirect does not exist [name: ${ownerName}]`]);
  }
  const repo = store.repo(ownerName, repoName);
  const login = principal?.user.login;
  const isRepoAdmin =
    !!repo &&
    !!login &&
    (principal?.user.admin === true ||
      isAdminOf(repo.admins, login) ||
      sameName(repo.owner, login) ||
      (!!ownerOrg && isAdminOf(ownerOrg.owners, login)));
  if (!repo || (repo.private && !isRepoAdmin)) throw ApiError.notFound();
  if (repo.private && principal?.scopes?.has('public-only')) {
    throw new ApiError(403, 'token scope is limited to public repos');
  }
  if (!principal) throw new ApiError(401, 'token is required');
  if (!isRepoAdmin) {
    throw new ApiError(403, 'user should be an owner or a collaborator with admin write of a repository');
  }
  return { kind: 'repo', repo };
}

/**
 * Org hook routes (§1.2): token scope, org lookup (private orgs are not hidden), public-only
 * tokens, token required, org owner.
 */
export function authorizeOrg(checks: Checks, orgName: string): Owner {
  const { store, principal } = checks;
  requireScope(checks, 'organization');
  const org = store.org(orgName);
  if (!org) throw ApiError.notFound('GetOrgByName', [`user redirect does not exist [name: ${orgName}]`]);
  if (org.private && principal?.scopes?.has('public-only')) {
    throw new ApiError(403, 'token scope is limited to public orgs');
  }
  if (!principal) throw new ApiError(401, 'token is required');
  if (!principal.user.admin && !isAdminOf(org.owners, principal.user.login)) {
    throw new ApiError(403, 'Must be an organization owner');
  }
  return { kind: 'org', org };
}

/** `tokenRequiresScopes`: runs before any lookup, so it wins even for unknown repos and orgs. */
function requireScope({ principal, flavor, level }: Checks, category: string): void {
  const scopes = principal?.scopes;
  if (!scopes || hasScope(scopes, level, category)) return;
  throw new ApiError(403, flavor.scopeMessage(`${level}:${category}`, [...scopes].join(',')));
}
