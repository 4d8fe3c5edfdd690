/**
 * The path matcher of every route table (the hook routes, the control API, the docs routes):
 * `:name` segments are parameters, the others literal. One pass over a table gives the row for
 * a method and path, else the methods that path allows (405 with `Allow`), else nothing (404).
 */

/** `{ owner: string; repo: string }` for `/repos/:owner/:repo/hooks`: the pattern's parameters. */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : unknown;

/** What the matcher reads of a row. */
export interface PatternRow<M extends string = string> {
  readonly method: M;
  readonly pattern: string;
}

export type Match<R extends PatternRow> =
  | { kind: 'route'; route: R; params: Record<string, string> }
  | { kind: 'method'; allowed: R['method'][]; pattern: string }
  | { kind: 'none' };

/** Decoded, non-empty path segments (`/` has none), or null when one is empty or badly escaped. */
export function segmentsOf(path: string): string[] | null {
  if (path === '/') return [];
  const parts = path.split('/');
  if (parts[0] !== '') return null;
  parts.shift();
  if (parts.includes('')) return null;
  // Most paths have no escape: decoding would only copy every segment.
  if (!path.includes('%')) return parts;
  try {
    const segments = parts.map(decodeURIComponent);
    return segments.includes('') ? null : segments;
  } catch {
    return null;
  }
}

/** A pattern's parts, split once per pattern. */
const PARTS = new Map<string, readonly string[]>();

function partsOf(pattern: string): readonly string[] {
  let parts = PARTS.get(pattern);
  if (!parts) {
    parts = pattern === '/' ? [] : pattern.split('/').slice(1);
    PARTS.set(pattern, parts);
  }
  return parts;
}

/** The parameters of `pattern` in `segments`, or null when the path is another shape. */
export function paramsIn(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = partsOf(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const segment = segments[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

/** A row whose pattern fits a path, with the parameters it takes from it. */
export interface RouteAt<R> {
  readonly route: R;
  readonly params: Record<string, string>;
}

/** Every row whose pattern fits `path`, whatever its method (null when the path is malformed). */
export function routesAt<R extends PatternRow>(rows: readonly R[], path: string): RouteAt<R>[] | null {
  const segments = segmentsOf(path);
  if (!segments) return null;
  const found: RouteAt<R>[] = [];
  for (const route of rows) {
    const params = paramsIn(route.pattern, segments);
    if (params) found.push({ route, params });
  }
  return found;
}

/** How a method is picked: whether HEAD is answered as GET, and which rows apply. */
export interface MatchOptions<R> {
  readonly headAsGet: boolean;
  readonly applies?: (row: R) => boolean;
}

/**
 * Among the rows that fit a path (`routesAt`), the one for `method`, else the methods allowed
 * there (and the pattern that fits), else none.
 */
export function pickMethod<R extends PatternRow>(
  at: readonly RouteAt<R>[],
  method: string,
  options: MatchOptions<R>,
): Match<R> {
  const wanted = method === 'HEAD' && options.headAsGet ? 'GET' : method;
  const allowed: R['method'][] = [];
  let pattern = '';
  for (const { route, params } of at) {
    if (options.applies && !options.applies(route)) continue;
    if (route.method === wanted) return { kind: 'route', route, params };
    if (!allowed.includes(route.method)) allowed.push(route.method);
    pattern = route.pattern;
  }
  return allowed.length ? { kind: 'method', allowed, pattern } : { kind: 'none' };
}

/** One pass over `rows` for `method` and `path`: `routesAt`, then `pickMethod`. */
export function matchRoute<R extends PatternRow>(
  rows: readonly R[],
  method: string,
  path: string,
  options: MatchOptions<R>,
): Match<R> {
  return pickMethod(routesAt(rows, path) ?? [], method, options);
}

/** `/faults/{id}` for `/faults/:id`: a pattern as the docs and the 405 messages write it. */
export function displayPattern(pattern: string): string {
  return pattern.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

/** Whether `params` holds every parameter `pattern` names: what a match guarantees, checked. */
export function hasParams<P extends string>(
  pattern: P,
  params: Record<string, string>,
): params is Record<string, string> & ParamsOf<P> {
  for (const name of paramNamesOf(pattern)) if (params[name] === undefined) return false;
  return true;
}

/** A pattern's parameter names, listed once per pattern (hasParams runs on every request). */
const PARAM_NAMES = new Map<string, readonly string[]>();

function paramNamesOf(pattern: string): readonly string[] {
  let names = PARAM_NAMES.get(pattern);
  if (!names) {
    names = partsOf(pattern)
      .filter((part) => part.startsWith(':'))
      .map((part) => part.slice(1));
    PARAM_NAMES.set(pattern, names);
  }
  return names;
}
