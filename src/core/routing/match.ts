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
  try {
    const segments = parts.slice(1).map(decodeURIComponent);
    return segments.some((s) => s === '') ? null : segments;
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

/** How a table is matched: whether HEAD is answered as GET, and which rows apply. */
export interface MatchOptions<R> {
  readonly headAsGet: boolean;
  readonly applies?: (row: R) => boolean;
}

/**
 * One pass over `rows`: the row for `method` and `path`, else the methods allowed there (and the
 * pattern that matched), else none.
 */
export function matchRoute<R extends PatternRow>(
  rows: readonly R[],
  method: string,
  path: string,
  options: MatchOptions<R>,
): Match<R> {
  const segments = segmentsOf(path);
  if (!segments) return { kind: 'none' };
  const wanted = method === 'HEAD' && options.headAsGet ? 'GET' : method;
  const allowed: R['method'][] = [];
  let pattern = '';
  for (const row of rows) {
    if (options.applies && !options.applies(row)) continue;
    const params = paramsIn(row.pattern, segments);
    if (!params) continue;
    if (row.method === wanted) return { kind: 'route', route: row, params };
    if (!allowed.includes(row.method)) allowed.push(row.method);
    pattern = row.pattern;
  }
  return allowed.length ? { kind: 'method', allowed, pattern } : { kind: 'none' };
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
  return partsOf(pattern).every((part) => !part.startsWith(':') || params[part.slice(1)] !== undefined);
}
