import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import type { RepoRecord } from '../../../state/database.js';
import { dcProject, dcRepository } from './entities.js';
import { head, repositoryOf, webOf } from './common.js';

/** `repo:modified`: the repository before and after (the world keeps no earlier name: the same twice). */
export const repoModified = (ctx: PayloadContext) => ({
  ...head(ctx, 'repo:modified'),
  old: repositoryOf(ctx),
  new: repositoryOf(ctx),
});

/** `repo:forked`: the fork as `repository`, its `origin` the repository forked. */
export function repoForked(ctx: PayloadContext, fork: RepoRecord) {
  return {
    ...head(ctx, 'repo:forked'),
    repository: { ...dcRepository(webOf(ctx), ctx.store, fork), origin: repositoryOf(ctx) },
  };
}

/** A stand-in fork in the sender's personal project, where the world made none. */
export const forkOf = (ctx: PayloadContext): RepoRecord => {
  const repo = needRepo(ctx);
  return { ...repo, id: repo.id + 100_000, owner: ctx.sender.login, private: false };
};

/** `project:modified`: the repository's project before and after. */
export function projectModified(ctx: PayloadContext) {
  const project = dcProject(webOf(ctx), ctx.store, needRepo(ctx).owner);
  return { ...head(ctx, 'project:modified'), old: project, new: project };
}
