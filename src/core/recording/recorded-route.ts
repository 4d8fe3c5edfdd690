import { GITHUB_ROUTES } from '../flavors/github-routes.js';
import type { HookPath } from '../routing/hook-routes.js';
import { HOOK_ROUTES } from '../routing/hook-routes.js';
import { routesAt } from '../routing/match.js';
import type { PatternRow } from '../routing/match.js';
import type { RouteRow } from '../flavors/route-rows.js';

/**
 * Every route a recording captures: the Gitea family's hook routes, then GitHub's own
 * (`/config`, `/pings`, `/deliveries…`), which the Gitea family's table does not have. A path is
 * read the same whatever the recording's flavor: no Gitea route has GitHub's extra segments.
 */
const RECORDED_TABLES: readonly (readonly (PatternRow & Pick<RouteRow, 'operation' | 'scope'>)[])[] = [
  HOOK_ROUTES,
  GITHUB_ROUTES,
];

/**
 * The hook path `rest` (the path under the base path) names in any flavor, or null: the hook id is
 * `:id` in the Gitea family's patterns and `:hook_id` in GitHub's.
 */
export function recordedPathOf(rest: string): HookPath | null {
  const first = RECORDED_TABLES.map((table) => routesAt(table, rest)?.[0]).find((at) => at !== undefined);
  if (!first) return null;
  const { route: row, params: p } = first;
  const id = p.id ?? p.hook_id;
  const hook = {
    ...(id !== undefined ? { id } : {}),
    ...(row.operation === 'test' ? { tests: true } : {}),
  };
  if (row.scope === 'repo') return { scope: 'repo', owner: p.owner ?? '', repo: p.repo ?? '', ...hook };
  return { scope: 'org', org: p.org ?? '', ...hook };
}
