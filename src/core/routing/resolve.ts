import { CONTROL_PATH, isControlPath } from '../http/control-path.js';
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

/** `pathname` resolved against the base path (and its aliases), the documentation routes and the flavor's route table. */
export function resolvePath(
  pathname: string,
  basePath: string,
  docs: readonly { readonly pattern: string }[],
  table: readonly HookRoute[],
  aliases: readonly string[] = [],
): Resolution {
  const path = normalizePath(pathname);
  if (isControlPath(path)) return { kind: 'control', path: path.slice(CONTROL_PATH.length) || '/' };
  // The base path, or another the flavor's API also answers at (`Flavor.basePathAliases`).
  const base = path.startsWith(`${basePath}/`) ? basePath : aliases.find((a) => path.startsWith(`${a}/`));
  if (base !== undefined) {
    const rest = path.slice(base.length);
    return { kind: 'api', rest, routes: hookRoutesAt(rest, table) };
  }
  if (docs.some((row) => row.pattern === path)) return { kind: 'docs', path };
  return { kind: 'none' };
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
