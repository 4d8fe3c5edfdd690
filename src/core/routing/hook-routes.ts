import type { HookRoute } from './operations.js';
import { pickMethod, routesAt } from './match.js';
import type { Match, RouteAt } from './match.js';

export type { HookRoute } from './operations.js';
export type { Method, Operation } from '../flavors/route-rows.js';

export type RouteMatch = Match<HookRoute>;

/** The routes of `table` whose pattern fits `rest` (the path under the base), any method. */
export function hookRoutesAt(rest: string, table: readonly HookRoute[]): readonly RouteAt<HookRoute>[] {
  return routesAt(table, rest) ?? [];
}

/**
 * Among the routes that fit the path, the row for this method, else the methods the path allows
 * (405), else nothing (404). `headAsGet` answers HEAD like GET (the spec flavor; the products'
 * API routers have no HEAD routes).
 */
export function pickHookRoute(
  method: string,
  at: readonly RouteAt<HookRoute>[],
  headAsGet: boolean,
): RouteMatch {
  return pickMethod(at, method, { headAsGet });
}

/** A hook path as recordings see it: which owner, which hook, whether it is a `/tests` call. */
export type HookPath =
  | { scope: 'repo'; owner: string; repo: string; id?: string; tests?: boolean }
  | { scope: 'org'; org: string; id?: string; tests?: boolean };
