/**
 * A route of a flavor's own API as data (a leaf: flavors list their rows without importing the
 * handlers, which src/core/routing attaches by operation name).
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The operations every flavor has (the Gitea-family hook routes, src/core/routing/hook-routes.ts). */
export type HookOperation = 'list' | 'create' | 'get' | 'update' | 'delete' | 'test';

/** The operations only GitHub's webhook API has: `/config`, `/pings` and the deliveries. */
export type GithubOperation =
  'get-config' | 'update-config' | 'ping' | 'list-deliveries' | 'get-delivery' | 'redeliver';

export type Operation = HookOperation | GithubOperation;

const HOOK_OPERATIONS: ReadonlySet<string> = new Set(['list', 'create', 'get', 'update', 'delete', 'test']);

/** Whether an operation is one every flavor has (the table-built OpenAPI document describes those). */
export const isHookOperation = (operation: Operation): operation is HookOperation =>
  HOOK_OPERATIONS.has(operation);

/** One route: method, pattern (`:name` segments are parameters), operation, scope and its docs. */
export interface RouteRow {
  readonly method: Method;
  readonly pattern: string;
  readonly operation: Operation;
  readonly scope: 'repo' | 'org';
  /** The product's documentation of the operation: GitHub's `documentation_url` in error bodies. */
  readonly docs?: string;
}
