import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { ZERO_SHA } from '../../../events/payloads/git.js';
import { bitbucketCommit, newestCommits } from './commits.js';
import { actorOf, bitbucketRepository } from './entities.js';
import { apiBase, href, webBase } from './links.js';

/** At most 5 commits per change; more set `truncated` (Atlassian's event payloads page). */
export const CHANGE_COMMITS = 5;

/** What one pushed ref did: its full ref, the head before and after (the zero SHA: none). */
export interface RefChange {
  ref: string;
  before: string;
  after: string;
  /** Commits new to the ref, newest first; undefined: the ref's newest (a new branch's). */
  commits?: readonly { sha: string; message: string }[];
}

const MERGE_STRATEGIES = [
  'merge_commit',
  'squash',
  'fast_forward',
  'squash_fast_forward',
  'rebase_fast_forward',
  'rebase_merge',
];

/** A branch or tag as `new`/`old` show it (the recorded 2025 branch and tag pushes). */
function refState(ctx: PayloadContext, ref: string, sha: string) {
  const repo = needRepo(ctx);
  const tag = ref.startsWith('refs/tags/');
  const name = ref.replace(/^refs\/(heads|tags)\//, '');
  const [head] = newestCommits(ctx, sha, 1);
  const target = bitbucketCommit(ctx, head ?? { sha, message: '', parent: null });
  const at = `${repo.owner}/${repo.name}`;
  const links = {
    self: href(`${apiBase(ctx)}/repositories/${at}/refs/${tag ? 'tags' : 'branches'}/${name}`),
    commits: href(`${apiBase(ctx)}/repositories/${at}/commits/${name}`),
    html: href(`${webBase(ctx)}/${at}/${tag ? 'commits/tag' : 'branch'}/${name}`),
  };
  if (tag) return { name, type: 'tag', message: null, date: null, tagger: null, target, links };
  return {
    name,
    target,
    links: {
      ...links,
      pullrequest_create: href(`${webBase(ctx)}/${at}/pull-requests/new?source=${name}&t=1`),
    },
    type: 'branch',
    merge_strategies: MERGE_STRATEGIES,
    sync_strategies: ['merge_commit', 'rebase'],
    default_merge_strategy: 'merge_commit',
  };
}

/**
 * One `push.changes[]` entry, keys in the recorded 2025 order (`old, new, truncated, created,
 * forced, closed, links, commits`); a deleted ref has neither `links` nor `commits` (Jenkins'
 * `branch_deleted.json`).
 */
function change(ctx: PayloadContext, c: RefChange) {
  const repo = needRepo(ctx);
  const created = c.before === ZERO_SHA;
  const closed = c.after === ZERO_SHA;
  const head = {
    old: created ? null : refState(ctx, c.ref, c.before),
    new: closed ? null : refState(ctx, c.ref, c.after),
  };
  if (closed) return { ...head, truncated: false, created, forced: false, closed };
  const all = c.commits ?? newestCommits(ctx, c.after, CHANGE_COMMITS + 1);
  const exclude = created ? '' : `&exclude=${c.before}`;
  const name = c.ref.replace(/^refs\/(heads|tags)\//, '');
  return {
    ...head,
    truncated: all.length > CHANGE_COMMITS,
    created,
    forced: false,
    closed,
    links: {
      commits: href(
        `${apiBase(ctx)}/repositories/${repo.owner}/${repo.name}/commits?include=${c.after}${exclude}`,
      ),
      html: href(`${webBase(ctx)}/${repo.owner}/${repo.name}/branch/${name}`),
    },
    commits: all
      .slice(0, CHANGE_COMMITS)
      .map((commit) =>
        bitbucketCommit(ctx, { sha: commit.sha, message: commit.message, ...parentOf(ctx, commit.sha) }),
      ),
  };
}

const parentOf = (ctx: PayloadContext, sha: string) => ({
  parent: ctx.world.of(needRepo(ctx)).history.get(sha)?.parent ?? null,
});

/** `repo:push`: `{push: {changes}, repository, actor}`, in the recorded order. */
export function bitbucketPush(ctx: PayloadContext, changes: readonly RefChange[]) {
  return {
    push: { changes: changes.map((c) => change(ctx, c)) },
    repository: bitbucketRepository(ctx),
    actor: actorOf(ctx),
  };
}
