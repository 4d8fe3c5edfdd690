import type { OrgRecord, RepoRecord, UserRecord, Visibility } from '../state/database.js';
import type { Store } from '../state/store.js';
import { ApiError } from '../http/api-error.js';
import { hasScope } from './principal.js';
import type { Principal } from './principal.js';
import { normalizeScopes } from './token-scope.js';

/** The owner of a hook route, once every check in front of the handler has passed. */
export type Owner = { kind: 'repo'; repo: RepoRecord } | { kind: 'org'; org: OrgRecord };

/** What the checks need of the product (its `Flavor` has both; contract/flavor.ts documents them). */
export interface AccessDialect {
  readonly publicOnlyHidesPrivateFromOwners: boolean;
  scopeMessage(required: string, tokenScope: string): string;
}

export interface Checks {
  store: Store;
  flavor: AccessDialect;
  principal: Principal | null;
  /** GET needs read scope, everything else write (`tokenRequiresScopes`). */
  level: 'read' | 'write';
}

/** The 403 texts of the admin checks (recordings recognize them by these constants). */
export const REPO_ADMIN_REQUIRED =
  'user should be an owner or a collaborator with admin write of a repository';
export const ORG_OWNER_REQUIRED = 'Must be an organization owner';
/** The 404 messages of the owner lookups. */
export const OWNER_LOOKUPS = ['GetUserByName', 'GetOrgByName'] as const;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const listed = (list: readonly string[], login: string) => list.some((l) => sameName(l, login));

/** `LookupUserRedirect` lower-cases the name before it reports it (models/user/redirect.go). */
const noSuchAccount = (what: string, name: string) =>
  ApiError.notFound(what, [`user redirect does not exist [name: ${name.toLowerCase()}]`]);

/** What the caller is to a repo, as the permission code works it out. */
interface Standing {
  user: UserRecord | undefined;
  /** Site admin, owning user, owner of the owning org, or admin collaborator. */
  admin: boolean;
  /** Site admin, owning user or owner of the owning org (not a collaborator). */
  ownerLike: boolean;
  /** Any collaborator: admin or read-only. */
  collaborator: boolean;
}

function standingOn(repo: RepoRecord, org: OrgRecord | undefined, principal: Principal | null): Standing {
  const user = principal?.user;
  if (!user) return { user, admin: false, ownerLike: false, collaborator: false };
  // An installation token administers its repositories' hooks and sees nothing else.
  const installed = principal.repositoryIds?.has(repo.id);
  if (installed !== undefined) return { user, admin: installed, ownerLike: false, collaborator: installed };
  const ownerLike =
    user.admin || sameName(repo.owner, user.login) || (!!org && listed(org.owners, user.login));
  const admin = ownerLike || listed(repo.admins, user.login);
  return { user, admin, ownerLike, collaborator: admin || listed(repo.readers, user.login) };
}

/**
 * `HasOrgOrUserVisible`: anonymous callers see public accounts only; signed-in users also see
 * limited ones, and private ones when they are that account, a member of it, or a site admin.
 */
function accountVisible(
  visibility: Visibility,
  org: OrgRecord | undefined,
  repo: RepoRecord,
  user?: UserRecord,
) {
  if (!user) return visibility === 'public';
  if (user.admin || sameName(repo.owner, user.login) || visibility !== 'private') return true;
  return !!org && (listed(org.owners, user.login) || listed(org.members, user.login));
}

/**
 * Repo hook routes, in the products' middleware order: token scope, owner and repo lookup, who
 * may see the repo (404), public-only tokens (403), token required (401), repo admin (403).
 */
export function authorizeRepo(checks: Checks, ownerName: string, repoName: string): Owner {
  const { repo, me } = seeRepo(checks, ownerName, repoName);
  if (!checks.principal) throw new ApiError(401, 'token is required');
  if (!me.admin) {
    throw new ApiError(403, REPO_ADMIN_REQUIRED);
  }
  return { kind: 'repo', repo };
}

/**
 * `repoAssignment` and `checkTokenPublicOnly`: token scope, owner and repo lookup, who may see the
 * repo (404), public-only tokens (403). What `GET /repos/{owner}/{repo}` checks, anonymous callers
 * included; the hook routes go on to the token and admin checks.
 */
export function seeRepo(
  checks: Checks,
  ownerName: string,
  repoName: string,
): { repo: RepoRecord; me: Standing } {
  const { store, principal, flavor } = checks;
  requireScope(checks, 'repository');
  const org = store.org(ownerName);
  const ownerUser = org ? undefined : store.userByLoginName(ownerName);
  if (!org && !ownerUser) throw noSuchAccount(OWNER_LOOKUPS[0], ownerName);
  const repo = store.repo(ownerName, repoName);
  if (!repo) throw ApiError.notFound();
  const me = standingOn(repo, org, principal);
  const ownerVisibility = org?.visibility ?? ownerUser?.visibility ?? 'public';
  // GetIndividualUserRepoPermission: a collaborator sees the repo whatever the owner's visibility.
  const visible = me.collaborator || (!repo.private && accountVisible(ownerVisibility, org, repo, me.user));
  if (!visible) throw ApiError.notFound();
  const publicOnly = principal?.scopes?.has('public-only') === true;
  // Forgejo's public-only reducer lowers owner-level access to none (services/authz), so 404.
  const hiddenByReducer = repo.private || ownerVisibility !== 'public';
  if (publicOnly && flavor.publicOnlyHidesPrivateFromOwners && me.ownerLike && hiddenByReducer)
    throw ApiError.notFound();
  if (publicOnly && repo.private) throw new ApiError(403, 'token scope is limited to public repos');
  return { repo, me };
}

/**
 * Org hook routes: token scope, org lookup (orgs are not hidden), public-only tokens on an org
 * that is not public, token required, org owner.
 */
export function authorizeOrg(checks: Checks, orgName: string): Owner {
  const { principal } = checks;
  const org = orgOf(checks, orgName);
  if (!principal) throw new ApiError(401, 'token is required');
  // An installation token is no org owner: org hooks are refused to it (docs/guide/github.md, "GitHub Apps").
  if (principal.repositoryIds || (!principal.user.admin && !listed(org.owners, principal.user.login))) {
    throw new ApiError(403, ORG_OWNER_REQUIRED);
  }
  return { kind: 'org', org };
}

/** `orgAssignment` and `checkTokenPublicOnly`: token scope, org lookup, public-only tokens on an org that is not public. */
function orgOf(checks: Checks, orgName: string): OrgRecord {
  requireScope(checks, 'organization');
  const org = checks.store.org(orgName);
  if (!org) throw noSuchAccount(OWNER_LOOKUPS[1], orgName);
  if (org.visibility !== 'public' && checks.principal?.scopes?.has('public-only')) {
    throw new ApiError(403, 'token scope is limited to public orgs');
  }
  return org;
}

/**
 * `GET /orgs/{org}` (org.Get): the org checks, then `HasOrgOrUserVisible` (404 with the product's
 * default message) — anonymous callers see public orgs, signed-in ones limited orgs too, and
 * private ones as members, owners or site admins.
 */
export function seeOrg(checks: Checks, orgName: string): OrgRecord {
  const org = orgOf(checks, orgName);
  if (!seenBy(checks.principal?.user, org.visibility, org.name, [...org.owners, ...org.members]))
    throw ApiError.notFound();
  return org;
}

/**
 * `context.UserAssignmentAPI` and `GetInfo` of `/users/{username}`: token scope (`user`), the
 * account by name (a user, or an org seen as one: 404 `GetUserByName` otherwise), then
 * `IsUserVisibleToViewer` (the same 404) for an account the caller may not see.
 */
export function seeUser(checks: Checks, login: string): UserRecord | OrgRecord {
  requireScope(checks, 'user');
  const user = checks.store.userByLoginName(login);
  const org = user ? undefined : checks.store.org(login);
  const account = user ?? org;
  const members = org ? [...org.owners, ...org.members] : [];
  if (!account || !seenBy(checks.principal?.user, account.visibility, login, members))
    throw noSuchAccount(OWNER_LOOKUPS[0], login);
  return account;
}

/** Public accounts to anyone; limited ones to anyone signed in; private ones to itself, its members and site admins. */
function seenBy(
  viewer: UserRecord | undefined,
  visibility: Visibility,
  name: string,
  members: readonly string[],
) {
  if (visibility === 'public') return true;
  if (!viewer) return false;
  if (visibility === 'limited' || viewer.admin || sameName(viewer.login, name)) return true;
  return listed(members, viewer.login);
}

/** `GET /user`: token scope (`user`), then `reqToken` (401). */
export function requireSignedIn(checks: Checks, message: string): UserRecord {
  requireScope(checks, 'user');
  if (!checks.principal) throw new ApiError(401, message);
  return checks.principal.user;
}

/** `tokenRequiresScopes`: runs before any lookup, so it wins even for unknown repos and orgs. */
function requireScope({ principal, flavor, level }: Checks, category: string): void {
  const scopes = principal?.scopes;
  if (!scopes || hasScope(scopes, level, category)) return;
  throw new ApiError(403, flavor.scopeMessage(`${level}:${category}`, normalizeScopes(scopes)));
}
