import type { PayloadContext } from '../../../events/payloads/context.js';
import { ZERO_SHA } from '../../../events/payloads/git.js';
import type { Fired, Vocabulary } from '../../../events/simulate/vocabulary.js';
import type { IssueState } from '../../../events/world-state.js';
import { gitlabPush } from './git.js';
import { gitlabIssue } from './issues.js';
import { gitlabMergeRequest } from './merge-requests.js';
import type { Noteable } from './notes.js';
import { gitlabNote } from './notes.js';
import { gitlabProjectEvent, gitlabRelease } from './other.js';

/** The simulations' (Gitea-worded) tracker actions in GitLab's words. */
const ACTION: Readonly<Record<string, string>> = {
  opened: 'open',
  closed: 'close',
  reopened: 'reopen',
  edited: 'update',
};

const isTag = (ref: string) => ref.startsWith('refs/tags/');

type Commit = { sha: string; message: string };

/** A push or tag push of `ref` from `before` to `after` with `commits` (newest first). */
function pushed(ctx: PayloadContext, ref: string, before: string, after: string, list: Commit[]): Fired {
  const tag = isTag(ref);
  return {
    type: tag ? 'tag_push' : 'push',
    action: null,
    payload: gitlabPush(ctx, { ref, before, after, commits: list }, tag),
    ref,
    commits: list.length,
  };
}

/** An issue's or MR's event with a GitLab action. */
function tracked(ctx: PayloadContext, issue: IssueState, action: string): Fired {
  return issue.isPull
    ? { type: 'merge_request', action, payload: gitlabMergeRequest(ctx, issue, action) }
    : { type: 'issue', action, payload: gitlabIssue(ctx, issue, action) };
}

/** A note on an issue or MR. */
function noted(
  ctx: PayloadContext,
  issue: IssueState,
  note: { id: number; body: string; createdAt: string },
): Fired {
  const on: Noteable = issue.isPull ? { kind: 'MergeRequest', issue } : { kind: 'Issue', issue };
  return {
    type: issue.isPull ? 'merge_request_note' : 'note',
    action: 'create',
    payload: gitlabNote(ctx, on, note, 'create'),
  };
}

/**
 * GitLab's names and sequences for the simulations: a branch or tag created or deleted is only
 * its push (tag push), to or from the zero SHA for a tag or a deleted branch (GitLab has no
 * create or delete events; a new branch's push lists the commits the simulation lists), new commits on an
 * MR's branch an MR `update`, assignments, labels, milestones and review requests an `update`, an
 * approval `approved`, other reviews a note on the MR, a release `create`/`update`/`delete`, a
 * new or deleted repository a `project` event (group hooks). A fork sends nothing to the
 * parent's hooks; a fork into a group is a `project_create` to that group's hooks.
 */
export const GITLAB_VOCABULARY: Vocabulary = {
  create: () => [],
  push: (ctx, facts) => pushed(ctx, facts.ref, facts.before, facts.after, facts.commits),
  delete: () => [],
  deleteBranch: (ctx, ref, sha) => [pushed(ctx, ref, sha, ZERO_SHA, [])],
  sync: (ctx, pr) => tracked(ctx, pr, 'update'),
  tracker: (ctx, action, issue) =>
    tracked(ctx, issue, action === 'closed' && issue.merged ? 'merge' : (ACTION[action] ?? 'update')),
  assignsBeforeOpen: false,
  assigned: (ctx, issue) => tracked(ctx, issue, 'update'),
  comment: (ctx, issue, comment) => noted(ctx, issue, comment),
  review: (ctx, pr, verdict, review) =>
    verdict === 'approve'
      ? tracked(ctx, pr, 'approved')
      : noted(ctx, pr, { id: review.id, body: review.body, createdAt: ctx.at }),
  reviewRequest: (ctx, pr) => tracked(ctx, pr, 'update'),
  grouped: (ctx, issue) => tracked(ctx, issue, 'update'),
  forkCreated: (ctx) => ({
    type: 'project',
    action: 'project_create',
    payload: gitlabProjectEvent(ctx, 'project_create'),
    ctx,
  }),
  release: (ctx, what, rel) => {
    const action = { published: 'create', updated: 'update', deleted: 'delete' }[what];
    return [{ type: 'release', action, payload: gitlabRelease(ctx, rel, action) }];
  },
  // The fork's own context without a group: the new project has no hooks yet, so nothing is sent.
  fork: (ctx, _owner, fork) => {
    const own = { ...ctx, repo: fork, org: undefined };
    return {
      type: 'project',
      action: 'project_create',
      payload: gitlabProjectEvent(own, 'project_create'),
      ctx: own,
    };
  },
  repository: (ctx, action) => {
    const named = action === 'created' ? 'project_create' : 'project_destroy';
    return { type: 'project', action: named, payload: gitlabProjectEvent(ctx, named) };
  },
};
