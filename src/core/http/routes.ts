/** A request path under the base path, matched without regular expressions. */
export type Route =
  | { scope: 'repo'; owner: string; repo: string; id?: string; tests?: boolean }
  | { scope: 'org'; org: string; id?: string; tests?: boolean };

export type Operation = 'list' | 'create' | 'get' | 'update' | 'delete' | 'test';

/** `/repos/{owner}/{repo}/hooks[/{id}[/tests]]` or `/orgs/{org}/hooks[/{id}[/tests]]`. */
export function matchRoute(rest: string): Route | null {
  const parts = rest.split('/');
  if (parts[0] !== '') return null;
  let segments: string[];
  try {
    segments = parts.slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.some((s) => s === '')) return null;
  const [kind, a, b, c, d, e, f] = segments;
  if (kind === 'repos' && a && b && c === 'hooks' && f === undefined) {
    if (e !== undefined && e !== 'tests') return null;
    return {
      scope: 'repo',
      owner: a,
      repo: b,
      ...(d !== undefined ? { id: d } : {}),
      ...(e ? { tests: true } : {}),
    };
  }
  if (kind === 'orgs' && a && b === 'hooks' && e === undefined) {
    if (d !== undefined && d !== 'tests') return null;
    return { scope: 'org', org: a, ...(c !== undefined ? { id: c } : {}), ...(d ? { tests: true } : {}) };
  }
  return null;
}

/** Which operation a method names on a route, or the methods the route allows. */
export function operationOf(route: Route, method: string): Operation | { allowed: string[] } {
  const m = method === 'HEAD' ? 'GET' : method;
  if (route.tests) return m === 'POST' ? 'test' : { allowed: ['POST'] };
  if (route.id === undefined)
    return m === 'GET' ? 'list' : m === 'POST' ? 'create' : { allowed: ['GET', 'POST'] };
  if (m === 'GET') return 'get';
  if (m === 'PATCH') return 'update';
  if (m === 'DELETE') return 'delete';
  return { allowed: ['GET', 'PATCH', 'DELETE'] };
}

/**
 * A hook id as the reference parses it: anything that is not a positive int64 becomes 0 and
 * so a 404 (reference §4.2), never a 400 or 500.
 */
export function hookIdOf(raw: string): number {
  if (!/^\d{1,19}$/.test(raw)) return 0;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : 0;
}
