import { authorizeOrg, authorizeRepo } from '../auth/access.js';
import type { Owner } from '../auth/access.js';
import { gitlabOwner } from '../auth/gitlab-access.js';
import type { Principal } from '../auth/principal.js';
import type { Flavor } from '../flavors/flavor.js';
import type { RouteRow } from '../flavors/route-rows.js';
import { ApiError } from '../http/api-error.js';
import type { Store } from '../state/store.js';

/** What the owner checks read. */
export interface OwnerChecks {
  readonly store: Store;
  readonly flavor: Flavor;
  readonly principal: Principal | null;
  readonly route: RouteRow;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The owner checks, in a flavor that hides refusals (GitHub): every refusal — no token, a token
 * without the scope, a caller who may not administer the hooks — is the 404 of a missing resource
 * ("users report 404 Not Found for hooks", docs/github.md "Auth").
 */
function byName(c: OwnerChecks): Owner {
  const checks = {
    store: c.store,
    flavor: c.flavor,
    principal: c.principal,
    level: c.route.method === 'GET' ? ('read' as const) : ('write' as const),
  };
  try {
    return c.route.scope === 'repo'
      ? authorizeRepo(checks, c.params.owner ?? '', c.params.repo ?? '')
      : authorizeOrg(checks, c.params.org ?? '');
  } catch (error) {
    if (c.flavor.hidesRefusals && error instanceof ApiError) throw ApiError.notFound();
    throw error;
  }
}

/**
 * How each flavor finds a route's owner and who may call it (`Flavor.ownerLookup`): undefined for
 * a route without an owner (GitLab's `/user`).
 */
export const OWNER_ACCESS: Readonly<Record<Flavor['ownerLookup'], (c: OwnerChecks) => Owner | undefined>> = {
  'by-name': byName,
  'gitlab-id': (c) => gitlabOwner(c.store, c.principal, c.route, c.params.id ?? ''),
};
