import { flavorNamed } from '../flavors/index.js';
import type { FlavorName } from '../flavors/flavor.js';
import type { HookPath } from '../routing/hook-routes.js';
import { routesAt } from '../routing/match.js';
import { isResourceOperation } from '../flavors/route-rows.js';

/**
 * The hook path `rest` (the path under the base path) names in the flavor's route table, or null:
 * the Gitea family's hook routes, or GitHub's own (`/config`, `/pings`, `/deliveries…` too). The
 * hook id is `:id` in the Gitea family's patterns and `:hook_id` in GitHub's.
 */
export function recordedPathOf(rest: string, flavor: FlavorName): HookPath | null {
  const first = routesAt(flavorNamed(flavor).routes, rest)?.[0];
  // `GET /repos/{owner}/{repo}` and the other resources before hooks name no hook path.
  if (!first || isResourceOperation(first.route.operation)) return null;
  const { route: row, params: p } = first;
  const id = p.id ?? p.hook_id;
  const hook = {
    ...(id !== undefined ? { id } : {}),
    ...(row.operation === 'test' ? { tests: true } : {}),
  };
  if (row.scope === 'repo') return { scope: 'repo', owner: p.owner ?? '', repo: p.repo ?? '', ...hook };
  return { scope: 'org', org: p.org ?? '', ...hook };
}
