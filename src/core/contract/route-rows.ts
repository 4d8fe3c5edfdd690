/**
 * A route of a flavor's API as data (a leaf: the rows name an operation; the product's module
 * answers it, flavors/<product>/operations.ts, so shared routing names no product).
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The operations every flavor has: what fault rules and the OpenAPI document name. */
export type HookOperation = 'list' | 'create' | 'get' | 'update' | 'delete' | 'test';

/** A hook's delivery settings alone and its ping (GitHub's `/config` and `/pings`). */
export type ConfigOperation = 'get-config' | 'update-config' | 'ping';

/**
 * A hook's delivery log as a resource: its list, one delivery, a redelivery (GitHub's deliveries;
 * GitLab's events log and resend take the list and the redelivery, Data Center's one delivery).
 */
export type DeliveryLogOperation = 'list-deliveries' | 'get-delivery' | 'redeliver';

/**
 * The resources clients read before hooks (docs/flavors.md):
 * the owner itself, the caller, users found by name (GitLab's `/users?username=`), and one user by
 * name (`/users/{name}` of the Gitea family and GitHub).
 */
export type ResourceOperation = 'get-owner' | 'get-user' | 'find-users' | 'get-named-user';

/**
 * GitHub Apps' operations (docs/guide/github.md, "GitHub Apps"): the app itself, its webhook's config and
 * deliveries, its installations and their tokens, a repository's installation.
 */
export type AppOperation =
  | 'get-app'
  | 'get-app-config'
  | 'update-app-config'
  | 'list-app-deliveries'
  | 'get-app-delivery'
  | 'redeliver-app-delivery'
  | 'list-installations'
  | 'create-installation-token'
  | 'get-repo-installation'
  | 'list-installation-repositories';

/**
 * The routes for one named pair of a hook: a custom header or a URL variable (GitLab's `PUT`/`DELETE
 * …/custom_headers/:key`, `…/url_variables/:key`; docs/gitlab.md).
 */
export type PairOperation =
  'set-custom-header' | 'delete-custom-header' | 'set-url-variable' | 'delete-url-variable';

/**
 * A product's own listing of the events its hooks may subscribe to, where it has one (Bitbucket
 * Cloud's `GET /hook_events` and `/hook_events/{subject_type}`): no owner, no hook path.
 */
export type CatalogOperation = 'list-event-scopes' | 'list-event-types';

export type Operation =
  | HookOperation
  | ConfigOperation
  | DeliveryLogOperation
  | ResourceOperation
  | AppOperation
  | PairOperation
  | CatalogOperation;

/**
 * Who may call a row (read by the owner lookups, routing/owner-access.ts): whoever may administer
 * the owner's hooks (the default), whoever may see the owner, anyone signed in (no owner at all:
 * `/user`), or anyone (no owner: `/users/{name}`, which the handler looks up itself); `app`: a
 * GitHub App by its JWT, which the row's handler checks (no user token, no owner lookup in front).
 */
export type Access = 'admin' | 'see-owner' | 'signed-in' | 'anyone' | 'app';

const HOOK_OPERATIONS: ReadonlySet<string> = new Set(['list', 'create', 'get', 'update', 'delete', 'test']);

/** Whether an operation is one every flavor has (the table-built OpenAPI document describes those). */
export const isHookOperation = (operation: Operation): operation is HookOperation =>
  HOOK_OPERATIONS.has(operation);

const RESOURCE_OPERATIONS: ReadonlySet<string> = new Set([
  'get-owner',
  'get-user',
  'find-users',
  'get-named-user',
]);

/** Whether an operation reads a resource clients read before hooks (no hook path: recordings skip it). */
export const isResourceOperation = (operation: Operation): operation is ResourceOperation =>
  RESOURCE_OPERATIONS.has(operation);

/** One route: method, pattern (`:name` segments are parameters), operation, scope, docs. */
export interface RouteRow {
  readonly method: Method;
  readonly pattern: string;
  /** The flavor-neutral name fault rules, recordings and the OpenAPI document use. */
  readonly operation: Operation;
  readonly scope: 'repo' | 'org';
  /** The product's documentation of the operation: GitHub's `documentation_url` in error bodies. */
  readonly docs?: string;
  /** Who may call it; absent: whoever administers the owner's hooks. */
  readonly access?: Access;
}

/** Whether a flavor's rows answer `operation` on `scope` (the dashboard's org test button asks). */
export const hasRoute = (rows: readonly RouteRow[], scope: 'repo' | 'org', operation: Operation): boolean =>
  rows.some((row) => row.scope === scope && row.operation === operation);
