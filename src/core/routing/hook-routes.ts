import type { Flavor } from '../flavors/flavor.js';
import type { OperationContext } from '../hooks/operations.js';
import { createHook, deleteHook, getHook, listHooks, testHook, updateHook } from '../hooks/operations.js';
import type { CoreResponse } from '../http/core-request.js';
import type { Method, Operation } from '../flavors/route-rows.js';
import { hasParams, pickMethod, routesAt } from './match.js';
import type { Match, ParamsOf, RouteAt } from './match.js';

export type { ParamsOf } from './match.js';
export type { Method, Operation } from '../flavors/route-rows.js';

type Answer = CoreResponse | Promise<CoreResponse>;

/** One hook route: everything dispatch needs to know about it, as data. */
export interface HookRoute {
  readonly method: Method;
  readonly pattern: string;
  readonly operation: Operation;
  readonly scope: 'repo' | 'org';
  /** The product's documentation of the operation (GitHub's `documentation_url`). */
  readonly docs?: string;
  /** Routes only some flavors have (the spec's org `/tests`). */
  readonly when?: (flavor: Flavor) => boolean;
  /**
   * A read whose answer depends on nothing but the request and the store's revision, so a server
   * may send it again until a write (src/core/http/read-replay.ts). GitHub's rows have no such
   * flag: its hooks show `last_response` from the delivery log, which is not the store.
   */
  readonly replayable?: boolean;
  // Method syntax on purpose: `route()` checks each handler against its own pattern's parameters.
  handler(ctx: OperationContext, params: Record<string, string>): Answer;
}

function route<P extends string>(row: {
  method: Method;
  pattern: P;
  operation: Operation;
  scope: 'repo' | 'org';
  when?: (flavor: Flavor) => boolean;
  replayable?: boolean;
  handler: (ctx: OperationContext, params: ParamsOf<P>) => Answer;
}): HookRoute {
  const { handler, ...rest } = row;
  return {
    ...rest,
    handler(ctx, params) {
      // A match fills exactly the pattern's parameters; the check states it for the compiler.
      if (!hasParams(row.pattern, params)) throw new Error(`no parameters for ${row.pattern}`);
      return handler(ctx, params);
    },
  };
}

const REPO = '/repos/:owner/:repo/hooks';
const ORG = '/orgs/:org/hooks';

/** The mocked API. Adding a route is adding a row. */
export const HOOK_ROUTES: readonly HookRoute[] = [
  route({
    method: 'GET',
    pattern: REPO,
    operation: 'list',
    scope: 'repo',
    replayable: true,
    handler: listHooks,
  }),
  route({ method: 'POST', pattern: REPO, operation: 'create', scope: 'repo', handler: createHook }),
  route({
    method: 'GET',
    pattern: `${REPO}/:id`,
    operation: 'get',
    scope: 'repo',
    replayable: true,
    handler: (c, p) => getHook(c, p.id),
  }),
  route({
    method: 'PATCH',
    pattern: `${REPO}/:id`,
    operation: 'update',
    scope: 'repo',
    handler: (c, p) => updateHook(c, p.id),
  }),
  route({
    method: 'DELETE',
    pattern: `${REPO}/:id`,
    operation: 'delete',
    scope: 'repo',
    handler: (c, p) => deleteHook(c, p.id),
  }),
  route({
    method: 'POST',
    pattern: `${REPO}/:id/tests`,
    operation: 'test',
    scope: 'repo',
    handler: (c, p) => testHook(c, p.id),
  }),
  route({
    method: 'GET',
    pattern: ORG,
    operation: 'list',
    scope: 'org',
    replayable: true,
    handler: listHooks,
  }),
  route({ method: 'POST', pattern: ORG, operation: 'create', scope: 'org', handler: createHook }),
  route({
    method: 'GET',
    pattern: `${ORG}/:id`,
    operation: 'get',
    scope: 'org',
    replayable: true,
    handler: (c, p) => getHook(c, p.id),
  }),
  route({
    method: 'PATCH',
    pattern: `${ORG}/:id`,
    operation: 'update',
    scope: 'org',
    handler: (c, p) => updateHook(c, p.id),
  }),
  route({
    method: 'DELETE',
    pattern: `${ORG}/:id`,
    operation: 'delete',
    scope: 'org',
    handler: (c, p) => deleteHook(c, p.id),
  }),
  route({
    method: 'POST',
    pattern: `${ORG}/:id/tests`,
    operation: 'test',
    scope: 'org',
    when: (flavor) => flavor.orgTestRoute,
    handler: (c, p) => testHook(c, p.id),
  }),
];

export type RouteMatch = Match<HookRoute>;

/** The routes of `table` whose pattern fits `rest` (the path under the base), any method. */
export function hookRoutesAt(
  rest: string,
  table: readonly HookRoute[] = HOOK_ROUTES,
): readonly RouteAt<HookRoute>[] {
  return routesAt(table, rest) ?? [];
}

/**
 * Among the routes that fit the path, the row for this method, else the methods the path allows
 * (405), else nothing (404). `headAsGet` answers HEAD like GET (the spec flavor; the products'
 * API routers have no HEAD routes).
 */
export function pickHookRoute(
  flavor: Flavor,
  method: string,
  at: readonly RouteAt<HookRoute>[],
  headAsGet: boolean,
): RouteMatch {
  return pickMethod(at, method, { headAsGet, applies: (row) => !row.when || row.when(flavor) });
}

/** A hook path as recordings see it: which owner, which hook, whether it is a `/tests` call. */
export type HookPath =
  | { scope: 'repo'; owner: string; repo: string; id?: string; tests?: boolean }
  | { scope: 'org'; org: string; id?: string; tests?: boolean };
