import type { EventType } from '../../../contract/event-type.js';
import type { BuiltEvent } from '../../../contract/webhook-event.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { fullRef, headOf, ZERO_SHA } from '../../../events/payloads/git.js';
import { latestIssue } from '../../../events/payloads/issues.js';
import { latestRelease } from '../../../events/payloads/other.js';
import { githubCreate, githubDelete, githubFork, githubPush } from './git.js';
import { githubRelease, githubRepositoryEvent, githubStar, githubStatus, githubWatch } from './other.js';
import {
  REVIEW_STATE,
  githubIssueComment,
  githubIssues,
  githubPullRequest,
  githubReview,
  githubReviewComment,
} from './tracker-events.js';
import { githubWorkflowRun } from './workflow.js';
import { must } from '../../../util/must.js';

type Builder = (ctx: PayloadContext, action: string, ref: string | undefined) => BuiltEvent;

const none = (payload: Record<string, unknown>): BuiltEvent => ({ payload, ref: null, commits: null });
const refOf = (ctx: PayloadContext, ref: string | undefined) => fullRef(ref ?? needRepo(ctx).defaultBranch);
const edited = (action: string) => (action === 'edited' ? { changes: { body: { from: '' } } } : {});
const MESSAGE = 'Add widget scaffolding\n';

/** One builder per family: the world as it is (its newest issue, PR or release, or a stand-in). */
const BUILDERS: Readonly<Record<string, Builder>> = {
  push(ctx, _action, ref) {
    const full = refOf(ctx, ref);
    const after = headOf(ctx, full);
    const isTag = full.startsWith('refs/tags/');
    const commits = isTag ? [] : [{ sha: after, message: MESSAGE }];
    const head = { sha: after, message: MESSAGE };
    const before = isTag ? ZERO_SHA : after;
    return {
      payload: githubPush(ctx, { ref: full, before, after, commits, head }),
      ref: full,
      commits: commits.length,
    };
  },
  create: (ctx, _a, ref) => ({
    payload: githubCreate(ctx, refOf(ctx, ref)),
    ref: refOf(ctx, ref),
    commits: null,
  }),
  delete: (ctx, _a, ref) => ({
    payload: githubDelete(ctx, refOf(ctx, ref)),
    ref: refOf(ctx, ref),
    commits: null,
  }),
  fork: (ctx) => none(githubFork(ctx)),
  issue: (ctx, action) =>
    none(githubIssues(ctx, action, latestIssue(ctx, false), { ...edited(action), user: ctx.sender.login })),
  pull: (ctx, action) =>
    none(
      githubPullRequest(ctx, action, latestIssue(ctx, true), { ...edited(action), user: ctx.sender.login }),
    ),
  comment: (ctx, action) => {
    const comment = { id: 1, body: 'Thanks, on it.', createdAt: ctx.at };
    const changes = action === 'edited' ? { body: { from: 'Thanks.' } } : undefined;
    return none(githubIssueComment(ctx, action, latestIssue(ctx, false), comment, changes));
  },
  review: (ctx, action) =>
    none(
      githubReview(ctx, action, latestIssue(ctx, true), {
        id: 1,
        state: REVIEW_STATE.approve ?? '',
        body: 'Looks good.',
      }),
    ),
  review_comment: (ctx, action) => none(githubReviewComment(ctx, action, latestIssue(ctx, true), 1)),
  release: (ctx, action) => none(githubRelease(ctx, action, latestRelease(ctx))),
  repository: (ctx, action) => none(githubRepositoryEvent(ctx, action)),
  star: (ctx, action) => none(githubStar(ctx, action)),
  watch: (ctx, action) => none(githubWatch(ctx, action)),
  status: (ctx) => none(githubStatus(ctx)),
  workflow_run: (ctx, action) => none(githubWorkflowRun(ctx, action)),
};

/** The generated payload of `emit(event, …)` in the `github` flavor. */
export function githubEventPayload(
  ctx: PayloadContext,
  type: EventType,
  action: string | null,
  ref?: string,
): BuiltEvent {
  // Every family of GitHub's catalog has a builder (test/github/payloads-emit.test.ts).
  const build = must(BUILDERS[type.family], `GitHub payload builder for ${type.family}`);
  return build(ctx, action ?? '', ref);
}
