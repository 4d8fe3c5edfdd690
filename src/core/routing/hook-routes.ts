import type { Handler, Operations } from '../product/handler.js';
import type { RouteRow } from '../contract/route-rows.js';
import { pickMethod, routesAt } from './match.js';
import type { Match, RouteAt } from './match.js';

/** A route as dispatch reads it: the flavor's row with its product's operation attached. */
export interface HookRoute extends RouteRow {
  readonly run: Handler;
}

/** A flavor's rows with their operations attached (once per Engine); a row nobody answers is a bug. */
export function compileRoutes(rows: readonly RouteRow[], operations: Operations): readonly HookRoute[] {
  return rows.map((row) => {
    const run = operations[row.operation];
    if (run === undefined)
      throw new Error(`no operation answers ${row.method} ${row.pattern} (${row.operation})`);
    return { ...row, run };
  });
}
export type { Method, Operation } from '../contract/route-rows.js';

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
