import type { RepoRecord } from '../../../state/database.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { githubRepository } from './entities.js';

/** The event's repository (or another one) with its counts from the world, times as ISO strings. */
export function repositoryOf(ctx: PayloadContext, repo: RepoRecord = needRepo(ctx)) {
  return githubRepository(ctx, repo, countsOf(ctx, repo), 'iso');
}

/** The repository of a `push`: its times in Unix seconds (GitHub's quirk, flavors/github/events/git.ts). */
export function pushRepositoryOf(ctx: PayloadContext) {
  const repo = needRepo(ctx);
  return githubRepository(ctx, repo, countsOf(ctx, repo), 'unix');
}

function countsOf(ctx: PayloadContext, repo: RepoRecord) {
  const world = ctx.world.peek(repo);
  const open = [...(world?.issues.values() ?? [])].filter((i) => i.state === 'open').length;
  return { openIssues: open, forks: 0, stars: 0 };
}
