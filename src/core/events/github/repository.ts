import type { RepoRecord } from '../../state/database.js';
import type { PayloadContext } from '../payloads/context.js';
import { needRepo } from '../payloads/context.js';
import type { RepoTimes } from './entities.js';
import { githubRepository } from './entities.js';

/** The event's repository (or another one) with its counts from the world. */
export function repositoryOf(
  ctx: PayloadContext,
  times: RepoTimes = 'iso',
  repo: RepoRecord = needRepo(ctx),
) {
  const world = ctx.world.peek(repo);
  const open = [...(world?.issues.values() ?? [])].filter((i) => i.state === 'open').length;
  return githubRepository(ctx, repo, { openIssues: open, forks: 0, stars: 0 }, times);
}
