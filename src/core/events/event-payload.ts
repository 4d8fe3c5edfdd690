import type { EventType } from './catalog.js';
import type { BuiltEvent } from '../contract/webhook-event.js';
import type { PayloadContext } from './payloads/context.js';
import { needRepo, worldOf } from './payloads/context.js';
import { emitView } from './entities/tracker.js';
import type { IssueState } from './world.js';
import { messageOf } from './world-seed.js';
import {
  compareOf,
  createPayload,
  deletePayload,
  forkPayload,
  fullRef,
  headOf,
  pushPayload,
  ZERO_SHA,
} from './payloads/git.js';
import { commentPayload, issuePayload, latestIssue, pullPayload } from './payloads/issues.js';
import {
  latestRelease,
  packagePayload,
  releasePayload,
  repositoryPayload,
  statusPayload,
  wikiPayload,
} from './payloads/other.js';
import { workflowJobPayload, workflowRunPayload } from './payloads/actions.js';
import { actionRunPayload } from './payloads/action-run.js';

/**
 * The generated payload of `emit(event, …)`: the repo's world as it is (its newest issue, PR or
 * release, or a stand-in), without changing it. `mock.simulate` changes the world and builds
 * the same payloads from it.
 */
export function eventPayload(
  ctx: PayloadContext,
  type: EventType,
  action: string | null,
  ref?: string,
): BuiltEvent {
  const none = { ref: null, commits: null };
  const a = action ?? '';
  switch (type.family) {
    case 'push': {
      const full = fullRef(ref ?? needRepo(ctx).defaultBranch);
      const after = headOf(ctx, full);
      const isTag = full.startsWith('refs/tags/');
      const head = { sha: after, message: messageOf(worldOf(ctx), after) };
      const commits = isTag ? [] : [head];
      const before = isTag ? ZERO_SHA : after;
      // A new tag compares against the zero SHA (G/F `services/repository/push.go` L144).
      const compare = isTag ? compareOf(needRepo(ctx), ZERO_SHA, after) : undefined;
      const payload = pushPayload(ctx, { ref: full, before, after, commits, head, compare });
      return { payload, ref: full, commits: commits.length };
    }
    case 'create': {
      const full = fullRef(ref ?? needRepo(ctx).defaultBranch);
      return { payload: createPayload(ctx, full, headOf(ctx, full)), ref: full, commits: null };
    }
    case 'delete': {
      const full = fullRef(ref ?? needRepo(ctx).defaultBranch);
      return { payload: deletePayload(ctx, full), ref: full, commits: null };
    }
    case 'fork':
      return { payload: forkPayload(ctx), ...none };
    case 'issue': {
      const issue = emitView(latestIssue(ctx, false), worldOf(ctx), a);
      return { payload: issuePayload(ctx, a, issue, editedChanges(a)), ...none };
    }
    case 'pull': {
      const extra = { ...reviewerFor(type.name, ctx), changes: editedChanges(a) };
      const pr = listed(emitView(latestIssue(ctx, true), worldOf(ctx), a), a === 'review_requested', ctx);
      return { payload: pullPayload(ctx, a, pr, extra), ...none };
    }
    case 'review': {
      const comment = type.name.endsWith('_comment');
      const review = { type: type.name, content: comment ? '' : 'Looks good.' };
      const pr = listed(latestIssue(ctx, true), !comment || ctx.structs.commentReviewsListReviewer, ctx);
      return { payload: pullPayload(ctx, a, pr, { reviewer: ctx.sender.login, review }), ...none };
    }
    case 'comment': {
      const issue = latestIssue(ctx, type.name === 'pull_request_comment');
      const comment = { id: 1, body: 'Thanks, on it.', createdAt: ctx.at };
      const changes = a === 'edited' ? { body: { from: 'Thanks.' } } : undefined;
      return { payload: commentPayload(ctx, a, issue, comment, changes), ...none };
    }
    default:
      return { payload: otherPayload(ctx, type, a), ...none };
  }
}

function otherPayload(ctx: PayloadContext, type: EventType, action: string): Record<string, unknown> {
  switch (type.family) {
    case 'release':
      return releasePayload(ctx, action, latestRelease(ctx));
    case 'repository':
      return repositoryPayload(ctx, action);
    case 'wiki':
      return wikiPayload(ctx, action);
    case 'package':
      return packagePayload(ctx, action);
    case 'status':
      return statusPayload(ctx);
    case 'workflow_run':
      return workflowRunPayload(ctx, action);
    case 'workflow_job':
      return workflowJobPayload(ctx, action);
    default:
      return actionRunPayload(ctx, action);
  }
}

/** An `edited` issue or PR always says what changed; emit shows a body edit. */
const editedChanges = (action: string) => (action === 'edited' ? { body: { from: '' } } : undefined);

/** A review (request) lists its reviewer in `requested_reviewers` (simulate/review-actions.ts). */
const listed = (pr: IssueState, yes: boolean, ctx: PayloadContext): IssueState =>
  yes ? { ...pr, reviewers: [...pr.reviewers.filter((r) => r !== ctx.sender.login), ctx.sender.login] } : pr;

const reviewerFor = (name: string, ctx: PayloadContext) =>
  name === 'pull_request_review_request' ? { reviewer: ctx.sender.login } : {};

/** `payload` of `emit`: plain objects merge key by key, everything else replaces. */
export function deepMerge(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = Object.hasOwn(out, key) ? out[key] : undefined;
    const merged = isPlain(value) && isPlain(current) ? deepMerge(current, value) : value;
    // defineProperty: a `__proto__` key from JSON is a plain key here, never the prototype.
    Object.defineProperty(out, key, { value: merged, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
