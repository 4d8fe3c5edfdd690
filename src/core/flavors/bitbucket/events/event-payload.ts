import type { EventType } from '../../../contract/event-type.js';
import type { BuiltEvent } from '../../../contract/webhook-event.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { fullRef, headOf } from '../../../events/payloads/git.js';
import { latestIssue } from '../../../events/payloads/issues.js';
import { must } from '../../../util/must.js';
import { CHANGE_COMMITS, bitbucketPush } from './push.js';
import { newestCommits } from './commits.js';
import { approvalEvent, prCommentEvent, pullRequestEvent } from './pullrequest.js';
import {
  commitStatusEvent,
  forkEvent,
  repoLifeEvent,
  issueCommentEvent,
  issueEvent,
  repoUpdatedEvent,
} from './other.js';

type Builder = (ctx: PayloadContext, ref: string | undefined) => BuiltEvent;

const none = (payload: Record<string, unknown>): BuiltEvent => ({ payload, ref: null, commits: null });

/** The world keeps a count of comments, not their text: every emitted comment is this one. */
const COMMENT = (ctx: PayloadContext) => ({ id: 1, body: 'Thanks, on it.', createdAt: ctx.at });

/** A push of the ref's head: its one newest commit on a branch, the tag's commit on a tag. */
function push(ctx: PayloadContext, ref: string | undefined): BuiltEvent {
  const full = fullRef(ref ?? needRepo(ctx).defaultBranch);
  const after = headOf(ctx, full);
  const commits = newestCommits(ctx, after, 1);
  const before = commits[0]?.parent ?? after;
  const payload = bitbucketPush(ctx, [{ ref: full, before, after, commits }]);
  return { payload, ref: full, commits: Math.min(commits.length, CHANGE_COMMITS) };
}

/** A stand-in fork of the repo into the sender's workspace (not stored). */
const forkOf = (ctx: PayloadContext) => {
  const repo = needRepo(ctx);
  return { ...repo, id: repo.id + 100_000, owner: ctx.sender.login, admins: [ctx.sender.login] };
};

const pr = (ctx: PayloadContext) => latestIssue(ctx, true);
const issue = (ctx: PayloadContext) => latestIssue(ctx, false);

/** One builder per row of the catalog (flavors/bitbucket/events/catalog.ts), by key: the world as it is. */
const BUILDERS: Readonly<Record<string, Builder>> = {
  push,
  'repo:fork': (ctx) => none(forkEvent(ctx, forkOf(ctx))),
  'repo:updated': (ctx) =>
    none(repoUpdatedEvent(ctx, { description: { new: needRepo(ctx).description, old: '' } })),
  'repo:created': (ctx) => none(repoLifeEvent(ctx)),
  'repo:deleted': (ctx) => none(repoLifeEvent(ctx)),
  'repo:commit_status_created': (ctx) => none(commitStatusEvent(ctx, 'created')),
  'repo:commit_status_updated': (ctx) => none(commitStatusEvent(ctx, 'updated')),
  'pullrequest:created': (ctx) => none(pullRequestEvent(ctx, pr(ctx))),
  'pullrequest:updated': (ctx) => none(pullRequestEvent(ctx, pr(ctx))),
  'pullrequest:approved': (ctx) => none(approvalEvent(ctx, pr(ctx))),
  'pullrequest:unapproved': (ctx) => none(approvalEvent(ctx, pr(ctx))),
  'pullrequest:fulfilled': (ctx) =>
    none(pullRequestEvent(ctx, { ...pr(ctx), state: 'closed', merged: true })),
  'pullrequest:rejected': (ctx) =>
    none(pullRequestEvent(ctx, { ...pr(ctx), state: 'closed', merged: false })),
  'pullrequest:comment_created': (ctx) => none(prCommentEvent(ctx, pr(ctx), COMMENT(ctx))),
  'pullrequest:comment_updated': (ctx) => none(prCommentEvent(ctx, pr(ctx), COMMENT(ctx))),
  'pullrequest:comment_deleted': (ctx) => none(prCommentEvent(ctx, pr(ctx), COMMENT(ctx))),
  'issue:created': (ctx) => none(issueEvent(ctx, issue(ctx))),
  'issue:updated': (ctx) =>
    none(issueCommentEvent(ctx, issue(ctx), COMMENT(ctx), { status: { old: 'new', new: 'open' } })),
  'issue:comment_created': (ctx) => none(issueCommentEvent(ctx, issue(ctx), COMMENT(ctx))),
};

/** `emit(key)`: the payload of a catalog row, as Bitbucket Cloud sends it. */
export function bitbucketEventPayload(
  ctx: PayloadContext,
  type: EventType,
  _action: string | null,
  ref?: string,
): BuiltEvent {
  return must(BUILDERS[type.name], `Bitbucket payload builder for ${type.name}`)(ctx, ref);
}

/** A push of `ref` at `sha` (the dashboard's test press; Bitbucket Cloud itself has no test route). */
export function bitbucketTestPush(ctx: PayloadContext, ref: string, sha: string): Record<string, unknown> {
  const commits = newestCommits(ctx, sha, 1);
  return bitbucketPush(ctx, [{ ref, before: commits[0]?.parent ?? sha, after: sha, commits }]);
}
