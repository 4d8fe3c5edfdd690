import { flavorNamed } from '../flavors/index.js';
import type { Flavor, FlavorName } from '../flavors/flavor.js';
import type { HookPath } from '../routing/hook-routes.js';
import { routesAt } from '../routing/match.js';
import { isResourceOperation } from '../flavors/route-rows.js';
import type { RouteRow } from '../flavors/route-rows.js';

type Params = Readonly<Record<string, string>>;

/**
 * Where a flavor's route parameters name the owner and the hook (`Flavor.ownerLookup`): the Gitea
 * family's `:owner/:repo` and `:org` with the hook as `:id` (GitHub's `:hook_id`); GitLab's `:id`
 * is the project's or group's full path (`acme%2Fwidgets`, decoded by the matcher) and its hook
 * `:hook_id`. A numeric GitLab `:id` names no path: such a route is not read (null).
 */
const PARAMS_OF: Readonly<Record<Flavor['ownerLookup'], (row: RouteRow, p: Params) => HookPath | null>> = {
  'by-name': (row, p) => pathOf(row, p.owner ?? '', p.repo ?? '', p.org ?? '', p.id ?? p.hook_id),
  'gitlab-id': (row, p) => {
    const full = p.id ?? '';
    if (full === '' || /^\d+$/.test(full)) return null;
    const slash = full.indexOf('/'); // the mock's projects sit one level down (gitlab-access.ts)
    const [owner, repo] = slash < 0 ? ['', full] : [full.slice(0, slash), full.slice(slash + 1)];
    return pathOf(row, owner, repo, full, p.hook_id);
  },
};

function pathOf(row: RouteRow, owner: string, repo: string, org: string, id: string | undefined): HookPath {
  const hook = {
    ...(id !== undefined ? { id } : {}),
    ...(row.operation === 'test' ? { tests: true } : {}),
  };
  return row.scope === 'repo' ? { scope: 'repo', owner, repo, ...hook } : { scope: 'org', org, ...hook };
}

/**
 * The hook path `rest` (the path under the base path) names in the flavor's route table, or null:
 * the Gitea family's hook routes, GitHub's own (`/config`, `/pings`, `/deliveries…` too), GitLab's.
 */
export function recordedPathOf(rest: string, flavor: FlavorName): HookPath | null {
  const f = flavorNamed(flavor);
  const first = routesAt(f.routes, rest)?.[0];
  // `GET /repos/{owner}/{repo}` and the other resources before hooks name no hook path.
  if (!first || isResourceOperation(first.route.operation)) return null;
  return PARAMS_OF[f.ownerLookup](first.route, first.params);
}

/**
 * Whether the recorder keeps an exchange on `rest`: every hook route, and the owner reads
 * (`GET /projects/:id`, `/groups/:id`) where the recording learns the owner's ids and names
 * from them (owner-facts.ts: GitLab's, whose hooks name their project and group by id).
 */
export function isRecordedRoute(rest: string, flavor: FlavorName): boolean {
  if (recordedPathOf(rest, flavor) !== null) return true;
  const f = flavorNamed(flavor);
  const first = routesAt(f.routes, rest)?.[0];
  return first?.route.operation === 'get-owner' && OWNER_READS_RECORDED[f.ownerLookup];
}

/** The owner reads a recording keeps and learns from, by `Flavor.ownerLookup`. */
const OWNER_READS_RECORDED: Readonly<Record<Flavor['ownerLookup'], boolean>> = {
  'by-name': false,
  'gitlab-id': true,
};
