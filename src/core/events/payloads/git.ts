import type { RepoRecord } from '../../state/database.js';
import type { PayloadContext } from './context.js';
import { messageOf } from '../world-seed.js';
import { accessOf, commitOf, needRepo, repositoryOf, senderUser, worldOf } from './context.js';
import type { BuiltPayload } from '../../flavors/payload-maps.js';

export const ZERO_SHA = '0'.repeat(40);

/** A ref as given (`main`, `refs/heads/main`, `refs/tags/v1`) made full; bare names are branches. */
export function fullRef(ref: string): string {
  return ref.startsWith('refs/') ? ref : `refs/heads/${ref}`;
}

const shortName = (ref: string) => ref.replace(/^refs\/(heads|tags)\//, '');
const refType = (ref: string) => (ref.startsWith('refs/tags/') ? 'tag' : 'branch');

export interface PushFacts {
  ref: string;
  before: string;
  after: string;
  /** Newest first. */
  commits: { sha: string; message: string }[];
  /** The commit `after` points to, when no commit is listed (tag pushes); null for deletions. */
  head?: { sha: string; message: string } | null;
  /** `owner/repo/compare/…` part; default: before...after when both exist. */
  compare?: string;
}

/** `Repository.ComposeCompareURL`: `owner/name/compare/<old>...<new>`, appended to the AppURL. */
export const compareOf = (repo: RepoRecord, from: string, to: string): string =>
  `${repo.owner}/${repo.name}/compare/${from}...${to}`;

/**
 * `PushPayload` (G/F `notifier.go` `PushCommits`): commits newest first, truncated to 5 (G
 * `FEED_MAX_COMMIT_NUM`) or 15 (F `PAYLOAD_COMMIT_LIMIT`), `total_commits` before truncation,
 * `compare_url` just the AppURL when there is nothing to compare, owner-mode repository.
 */
export function pushPayload(ctx: PayloadContext, facts: PushFacts) {
  const repo = needRepo(ctx);
  const limit = ctx.dialect.pushCommitLimit;
  const commits = facts.commits
    .slice(0, limit)
    .map((c) => commitOf(ctx, c.sha, c.message, ctx.sender, 'push'));
  const headFacts = facts.head === undefined ? facts.commits[0] : facts.head;
  const head = headFacts
    ? (commits[0] ?? commitOf(ctx, headFacts.sha, headFacts.message, ctx.sender, 'push'))
    : null;
  const compare =
    facts.compare ??
    (facts.commits.length > 0 && facts.before !== ZERO_SHA ? compareOf(repo, facts.before, facts.after) : '');
  const sender = senderUser(ctx);
  return {
    ref: facts.ref,
    before: facts.before,
    after: facts.after,
    compare_url: `${ctx.site.appUrl}${compare}`,
    commits,
    total_commits: facts.commits.length,
    head_commit: head,
    repository: repositoryOf(ctx, 'owner'),
    pusher: sender,
    sender,
  } satisfies BuiltPayload<'push'>;
}

/** The test route's push (`TestHook`): the ref's head commit, before = after, None-mode repo. */
export function testPushPayload(ctx: PayloadContext, ref: string, sha: string) {
  const repo = needRepo(ctx);
  // The commit the SHA names (G `convert/git_commit.go` `ToPayloadCommit` L59: its message).
  const commit = commitOf(ctx, sha, messageOf(worldOf(ctx), sha), ctx.sender, 'test', ctx.site.epoch);
  const sender = senderUser(ctx);
  return {
    ref,
    before: sha,
    after: sha,
    compare_url: `${ctx.site.appUrl}${compareOf(repo, sha, sha)}`,
    commits: [commit],
    total_commits: 1,
    head_commit: commit,
    repository: repositoryOf(ctx, 'none'),
    pusher: sender,
    sender,
  } satisfies BuiltPayload<'push'>;
}

/** `CreatePayload`: G short ref, F full ref; None-mode repository (G/F `notifier.go` `CreateRef`). */
export function createPayload(ctx: PayloadContext, ref: string, sha: string) {
  return {
    sha,
    ref: ctx.dialect.createDeleteRef === 'full' ? ref : shortName(ref),
    ref_type: refType(ref),
    repository: repositoryOf(ctx, 'none'),
    sender: senderUser(ctx),
  } satisfies BuiltPayload<'create'>;
}

/** `DeletePayload`: G short ref, F full ref; `pusher_type` always "user"; owner-mode repository. */
export function deletePayload(ctx: PayloadContext, ref: string) {
  return {
    ref: ctx.dialect.createDeleteRef === 'full' ? ref : shortName(ref),
    ref_type: refType(ref),
    pusher_type: 'user',
    repository: repositoryOf(ctx, 'owner'),
    sender: senderUser(ctx),
  } satisfies BuiltPayload<'delete'>;
}

/**
 * `ForkPayload`: `forkee` is the ORIGINAL repository and `repository` the new fork (the reverse
 * of GitHub), sent to the parent's hooks. The fork is `<sender>/<name>`.
 */
export function forkPayload(ctx: PayloadContext, forkOwner = ctx.sender.login, made?: RepoRecord) {
  const parent = needRepo(ctx);
  // `simulate.fork` passes the fork it added to the state; `emit('fork')` makes one up.
  const fork = made ?? { ...parent, id: parent.id + 10_000, owner: forkOwner, private: parent.private };
  // The forker's access to each (G `ForkRepository` L88–89, F L82–83); the fork is theirs.
  const forkee = repositoryOf(ctx, accessOf(ctx, ctx.sender.login));
  // The nested parent is converted without a parent of its own (omitted in G, null in F).
  return {
    forkee,
    repository: repositoryOf(ctx, 'owner', fork, forkee),
    sender: senderUser(ctx),
  } satisfies BuiltPayload<'fork'>;
}

/** The head SHA of a branch or tag, or the default branch's. */
export function headOf(ctx: PayloadContext, ref: string): string {
  const world = worldOf(ctx);
  const name = shortName(ref);
  return (
    (ref.startsWith('refs/tags/') ? world.tags.get(name) : world.branches.get(name)) ??
    world.branches.get(needRepo(ctx).defaultBranch) ??
    ZERO_SHA
  );
}
