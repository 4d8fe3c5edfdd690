import type { RepoNow } from '../events/hub.js';
import type { RepoWorld } from '../events/world.js';
import { historyOf } from '../events/world-seed.js';
import type { Scenario } from './schema.js';

/** How many commits per branch a snapshot keeps (a branch's first-parent history, newest kept). */
const SNAPSHOT_HISTORY = 1000;

/** Each branch's history as it is now, oldest first; a branch at a SHA the world never saw has none. */
function historyNow(world: RepoWorld): Record<string, { sha: string; message: string }[]> {
  return Object.fromEntries(
    [...world.branches]
      .map(([name, head]) => [name, historyOf(world, head, SNAPSHOT_HISTORY).reverse()] as const)
      .filter(([, commits]) => commits.length > 0)
      .map(([name, commits]) => [name, commits.map((c) => ({ sha: c.sha, message: c.message }))]),
  );
}

/**
 * A snapshot's repos gain their branches and histories as they are now, so `load(snapshot())`
 * keeps them.
 */
export function withBranches(
  scenario: Scenario,
  events: { repoNow(owner: string, name: string): RepoNow },
): Scenario {
  const repos = scenario.repos?.map((r) => {
    const { seed, world } = events.repoNow(r.owner, r.name);
    // Labels and milestones do not change after the load: the scenario's, without their ids.
    const tracker = {
      ...(seed?.labels ? { labels: seed.labels.map(({ id: _, ...label }) => label) } : {}),
      ...(seed?.milestones ? { milestones: seed.milestones.map(({ id: _, ...m }) => m) } : {}),
    };
    if (!world) {
      const git = {
        ...(seed?.branches ? { branches: seed.branches } : {}),
        ...(seed?.history ? { history: seed.history } : {}),
      };
      return { ...r, ...git, ...tracker };
    }
    return { ...r, branches: Object.fromEntries(world.branches), history: historyNow(world), ...tracker };
  });
  return repos ? { ...scenario, repos } : scenario;
}
