import { CONTROL_PATH, isControlPath } from '../control/control-path.js';
import { hookRoutesAt } from './hook-routes.js';
import type { HookRoute } from './hook-routes.js';
import type { RouteAt } from './match.js';

/**
 * Whose a path is, decided once per request (aesthetics review 3, §7.10): the control API (`path`
 * under `/__hookmock`), a documentation route, the API under the base path (`routes`: the hook
 * routes that fit it, any method and flavor; none for the product's larger API, which only
 * `--fallback` serves), or nobody's.
 */
export type Resolution =
  | { readonly kind: 'control'; readonly path: string }
  | { readonly kind: 'docs'; readonly path: string }
  | { readonly kind: 'api'; readonly rest: string; readonly routes: readonly RouteAt<HookRoute>[] }
  | { readonly kind: 'none' };

/** `pathname` resolved against the base path, the documentation routes and the flavor's route table. */
export function resolvePath(
  pathname: string,
  basePath: string,
  docs: readonly { readonly pattern: string }[],
  table?: readonly HookRoute[],
): Resolution {
  const path = normalizePath(pathname);
  if (isControlPath(path)) return { kind: 'control', path: path.slice(CONTROL_PATH.length) || '/' };
  if (path.startsWith(`${basePath}/`)) {
    const rest = path.slice(basePath.length);
    return { kind: 'api', rest, routes: hookRoutesAt(rest, table) };
  }
  if (docs.some((row) => row.pattern === path)) return { kind: 'docs', path };
  return { kind: 'none' };
}

/** How many resolved paths a resolver remembers (cleared when full: a client scanning paths). */
const REMEMBERED = 1_000;

/**
 * `resolvePath` for one engine's base path, docs and route table, remembered per path: a client
 * repeats its few paths, and normalizing, splitting and matching each against every route was
 * ~4 % of a list request. A resolution is read-only, so sharing it between requests is safe.
 */
export function pathResolver(
  basePath: string,
  docs: readonly { readonly pattern: string }[],
  table?: readonly HookRoute[],
): (pathname: string) => Resolution {
  const known = new Map<string, Resolution>();
  return (pathname) => {
    let where = known.get(pathname);
    if (where === undefined) {
      if (known.size >= REMEMBERED) known.clear();
      where = resolvePath(pathname, basePath, docs, table);
      known.set(pathname, where);
    }
    return where;
  };
}

/**
 * Both products clean the path before routing (Gitea `modules/web/router.go`
 * `normalizeRequestPath`, Forgejo `routers/common/middleware.go` `stripSlashesMiddleware`):
 * trailing slashes go, repeated slashes become one.
 */
export function normalizePath(pathname: string): string {
  if (pathname === '/' || !/\/\/|\/$/.test(pathname)) return pathname;
  return pathname.replace(/\/+$/, '').replace(/\/{2,}/g, '/') || '/';
}
