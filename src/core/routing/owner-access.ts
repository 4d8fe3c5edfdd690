import { authorizeOrg, authorizeRepo, requireSignedIn, seeOrg, seeRepo, seeUser } from '../auth/access.js';
import type { Checks, Owner } from '../auth/access.js';
import type { Access } from '../contract/route-rows.js';
import { ApiError } from '../http/api-error.js';
import type { OwnerChecks } from '../contract/owner-lookup.js';

/**
 * The owner a row names by `:owner/:repo` and `:org` (most products' lookup), with the products'
 * checks. In a flavor that hides refusals (GitHub): every refusal — no token, a token
 * without the scope, a caller who may not administer the hooks — is the 404 of a missing resource
 * ("users report 404 Not Found for hooks", docs/github.md "Auth"). `GET /user` keeps its 401: it
 * has no resource to hide.
 */
export function ownerByRowNames(c: OwnerChecks): Owner | undefined {
  const checks = {
    store: c.store,
    flavor: c.flavor,
    principal: c.principal,
    level: c.route.method === 'GET' ? ('read' as const) : ('write' as const),
  };
  const access = c.route.access ?? 'admin';
  if (access === 'signed-in') {
    requireSignedIn(checks, c.flavor.authRequiredMessage ?? 'token is required');
    return undefined;
  }
  try {
    return ownerByName(checks, c.route.scope, access, c.params);
  } catch (error) {
    if (c.flavor.hidesRefusals && error instanceof ApiError) throw ApiError.notFound();
    throw error;
  }
}

/** The owner a row names, seen (`see-owner`) or administered (`admin`); none for `anyone` (`/users/{name}`). */
function ownerByName(
  checks: Checks,
  scope: 'repo' | 'org',
  access: Exclude<Access, 'signed-in'>,
  params: Readonly<Record<string, string>>,
): Owner | undefined {
  if (access === 'anyone') {
    seeUser(checks, params.username ?? '');
    return undefined;
  }
  const [owner, repo, org] = [params.owner ?? '', params.repo ?? '', params.org ?? ''];
  if (access === 'see-owner')
    return scope === 'repo'
      ? { kind: 'repo', repo: seeRepo(checks, owner, repo).repo }
      : { kind: 'org', org: seeOrg(checks, org) };
  return scope === 'repo' ? authorizeRepo(checks, owner, repo) : authorizeOrg(checks, org);
}
