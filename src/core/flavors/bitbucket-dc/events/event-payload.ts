import type { EventType } from '../../../contract/event-type.js';
import type { BuiltEvent } from '../../../contract/webhook-event.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { fullRef, headOf } from '../../../events/payloads/git.js';
import { latestIssue } from '../../../events/payloads/issues.js';
import { must } from '../../../util/must.js';
import { prComment, repoComment } from './comments.js';
import { prEvent, prFromRefUpdated, prModified, prReviewer, prReviewersUpdated } from './pull-requests.js';
import type { ListedCommit } from './refs.js';
import { refsChanged } from './refs.js';
import { forkOf, projectModified, repoForked, repoModified } from './repository.js';

type Builder = (ctx: PayloadContext, key: string, ref: string | undefined) => BuiltEvent;

const none = (payload: Record<string, unknown>): BuiltEvent => ({ payload, ref: null, commits: null });
const MESSAGE = 'Add widget scaffolding\n';

/** The ref's newest commits, newest first: at most `count`, following first parents. */
export function newestCommits(ctx: PayloadContext, sha: string, count: number): ListedCommit[] {
  const history = ctx.world.of(needRepo(ctx)).history;
  const out: ListedCommit[] = [];
  for (let at: string | null = sha; at !== null && out.length < count;) {
    const commit = history.get(at);
    out.push({ sha: at, message: commit?.message ?? MESSAGE });
    at = commit?.parent ?? null;
  }
  return out;
}

/** A push of the ref's head: its newest commit moved onto the ref (`UPDATE`). */
function pushed(ctx: PayloadContext, ref: string | undefined): BuiltEvent {
  const full = fullRef(ref ?? needRepo(ctx).defaultBranch);
  const after = headOf(ctx, full);
  const commits = newestCommits(ctx, after, 2);
  const before = commits[1]?.sha ?? after;
  return { payload: refsChanged(ctx, full, before, after, commits.slice(0, 1)), ref: full, commits: 1 };
}

const pr = (ctx: PayloadContext) => latestIssue(ctx, true);
const reviewerOf = (ctx: PayloadContext) => pr(ctx).reviewers[0] ?? ctx.sender.login;
const comment = (ctx: PayloadContext) => ({
  id: Math.max(pr(ctx).comments, 1),
  body: 'Thanks, on it.',
  createdAt: ctx.at,
});

/** One builder per row of the catalog (./catalog.ts), by key: the world as it is. */
const BUILDERS: Readonly<Record<string, Builder>> = {
  'repo:refs_changed': (ctx, _k, ref) => pushed(ctx, ref),
  push: (ctx, _k, ref) => pushed(ctx, ref),
  'repo:modified': (ctx) => none(repoModified(ctx)),
  'repo:forked': (ctx) => none(repoForked(ctx, forkOf(ctx))),
  'repo:comment:added': (ctx, key) => none(repoComment(ctx, key, comment(ctx))),
  'repo:comment:edited': (ctx, key) => none(repoComment(ctx, key, comment(ctx))),
  'repo:comment:deleted': (ctx, key) => none(repoComment(ctx, key, comment(ctx))),
  'pr:opened': (ctx, key) => none(prEvent(ctx, key, pr(ctx))),
  'pr:from_ref_updated': (ctx) =>
    none(prFromRefUpdated(ctx, pr(ctx), headOf(ctx, `refs/heads/${pr(ctx).base}`))),
  'pr:modified': (ctx) => none(prModified(ctx, pr(ctx))),
  'pr:reviewer:updated': (ctx) => none(prReviewersUpdated(ctx, pr(ctx), [reviewerOf(ctx)], [])),
  'pr:reviewer:approved': (ctx, key) => none(prReviewer(ctx, key, pr(ctx), reviewerOf(ctx))),
  'pr:reviewer:unapproved': (ctx, key) => none(prReviewer(ctx, key, pr(ctx), reviewerOf(ctx))),
  'pr:reviewer:needs_work': (ctx, key) => none(prReviewer(ctx, key, pr(ctx), reviewerOf(ctx))),
  'pr:reviewer:changes_requested': (ctx, key) => none(prReviewer(ctx, key, pr(ctx), reviewerOf(ctx))),
  'pr:merged': (ctx, key) => none(prEvent(ctx, key, pr(ctx))),
  'pr:declined': (ctx, key) => none(prEvent(ctx, key, pr(ctx))),
  'pr:deleted': (ctx, key) => none(prEvent(ctx, key, pr(ctx))),
  'pr:comment:added': (ctx, key) => none(prComment(ctx, key, pr(ctx), comment(ctx))),
  'pr:comment:edited': (ctx, key) => none(prComment(ctx, key, pr(ctx), comment(ctx))),
  'pr:comment:deleted': (ctx, key) => none(prComment(ctx, key, pr(ctx), comment(ctx))),
  'project:modified': (ctx) => none(projectModified(ctx)),
};

/** The generated payload of `emit(key, …)` in the `bitbucket-dc` flavor. */
export function bitbucketDcEventPayload(
  ctx: PayloadContext,
  type: EventType,
  _action: string | null,
  ref?: string,
): BuiltEvent {
  // Every row of the catalog has a builder (test/bitbucket-dc/events.test.ts).
  const build = must(BUILDERS[type.name], `Bitbucket Data Center payload builder for ${type.name}`);
  return build(ctx, type.name, ref);
}

/** A test press's push: the ref moved to `sha` with its newest commits. */
export function bitbucketDcTestPush(ctx: PayloadContext, ref: string, sha: string): Record<string, unknown> {
  const commits = newestCommits(ctx, sha, 6);
  const before = commits[commits.length > 1 ? commits.length - 1 : 0]?.sha ?? sha;
  return refsChanged(ctx, ref, before, sha, commits.slice(0, 5));
}
