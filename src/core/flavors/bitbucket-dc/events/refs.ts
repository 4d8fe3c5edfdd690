import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { ZERO_SHA } from '../../../events/payloads/git.js';
import { epochOf, head, repositoryOf } from './common.js';

/** A commit as the push lists it: newest first. */
export interface ListedCommit {
  readonly sha: string;
  readonly message: string;
}

const short = (sha: string) => sha.slice(0, 11);

/** The commit's author: the pusher (the world keeps no authors). */
function person(ctx: PayloadContext) {
  return { name: ctx.sender.login, emailAddress: ctx.sender.email || `${ctx.sender.login}@example.com` };
}

/** `RestCommit` (`@coderabbitai/bitbucket`'s `Commit`: times in epoch milliseconds). */
function commitOf(ctx: PayloadContext, commit: ListedCommit) {
  const parent = ctx.world.of(needRepo(ctx)).history.get(commit.sha)?.parent ?? null;
  const at = epochOf(ctx.at);
  return {
    id: commit.sha,
    displayId: short(commit.sha),
    author: person(ctx),
    authorTimestamp: at,
    committer: person(ctx),
    committerTimestamp: at,
    message: commit.message,
    parents: parent ? [{ id: parent, displayId: short(parent) }] : [],
  };
}

/** What a ref change did: made (from zero), removed (to zero) or moved. */
const changeType = (from: string, to: string) =>
  from === ZERO_SHA ? 'ADD' : to === ZERO_SHA ? 'DELETE' : 'UPDATE';

/**
 * `repo:refs_changed`: one change of `ref` from `before` to `after` (`fromHash` all zeros on ADD),
 * the newest commits (at most 5) and `toCommit` (Jenkins' recorded `pushPayload_v10.json`;
 * `@coderabbitai/bitbucket`'s `RepoRefsChanged`).
 */
export function refsChanged(
  ctx: PayloadContext,
  ref: string,
  before: string,
  after: string,
  commits: readonly ListedCommit[],
) {
  const tag = ref.startsWith('refs/tags/');
  const listed = commits.slice(0, ctx.dialect.pushCommitLimit).map((c) => commitOf(ctx, c));
  const message = ctx.world.of(needRepo(ctx)).history.get(after)?.message ?? commits[0]?.message ?? '';
  return {
    ...head(ctx, 'repo:refs_changed'),
    repository: repositoryOf(ctx),
    changes: [
      {
        ref: { id: ref, displayId: ref.replace(/^refs\/(heads|tags)\//, ''), type: tag ? 'TAG' : 'BRANCH' },
        refId: ref,
        fromHash: before,
        toHash: after,
        type: changeType(before, after),
      },
    ],
    commits: listed,
    ...(after === ZERO_SHA ? {} : { toCommit: commitOf(ctx, { sha: after, message }) }),
  };
}
