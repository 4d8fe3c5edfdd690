import type { IssueState } from '../../../events/world-state.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { headOf } from '../../../events/payloads/git.js';
import {
  accountNamed,
  gitlabAssignee,
  gitlabLabels,
  gitlabProject,
  gitlabProjectRef,
  gitlabRepository,
  gitlabUser,
  gitTime,
  projectUrls,
  utcWords,
} from './entities.js';
import { assigneeIds, stateAfter } from './issues.js';
import { lastCommit } from './merge-requests.js';

/** What a note is on: an issue, a merge request, or a commit (`noteable_type`). */
export type Noteable =
  | { kind: 'Issue'; issue: IssueState }
  | { kind: 'MergeRequest'; issue: IssueState }
  | { kind: 'Commit'; sha: string };

/** A note as the world keeps it: its id, text and time. */
export interface NoteFacts {
  id: number;
  body: string;
  createdAt: string;
}

function noteUrl(ctx: PayloadContext, on: Noteable, id: number): string {
  const web = projectUrls(ctx).web;
  if (on.kind === 'Commit') return `${web}/-/commit/${on.sha}#note_${id}`;
  const kind = on.kind === 'Issue' ? 'issues' : 'merge_requests';
  return `${web}/-/${kind}/${on.issue.number}#note_${id}`;
}

/** A commit note's `st_diff` (the diff line it was left on): one added line of README.md. */
const README_DIFF = {
  diff: '@@ -1 +1,2 @@\n # widgets\n+Round ones.\n',
  new_path: 'README.md',
  old_path: 'README.md',
  a_mode: '100644',
  b_mode: '100644',
  new_file: false,
  renamed_file: false,
  deleted_file: false,
};

/** `Note#hook_attrs`, in the doc examples' order. */
function noteAttributes(ctx: PayloadContext, on: Noteable, note: NoteFacts, action: string) {
  const commit = on.kind === 'Commit';
  return {
    id: note.id,
    note: note.body,
    noteable_type: on.kind,
    author_id: ctx.sender.id,
    created_at: utcWords(note.createdAt),
    updated_at: utcWords(action === 'update' ? ctx.at : note.createdAt),
    project_id: needRepo(ctx).id,
    attachment: null,
    line_code: commit ? 'a1b2c3d4e5f60718293a4b5c6d7e8f9011223344_1_2' : null,
    commit_id: commit ? on.sha : '',
    noteable_id: commit ? null : on.kind === 'Issue' ? on.issue.id : on.issue.pullId,
    system: false,
    st_diff: commit ? README_DIFF : null,
    action,
    url: noteUrl(ctx, on, note.id),
  };
}

/** The noted issue, as a note event shows it. */
function notedIssue(ctx: PayloadContext, issue: IssueState) {
  const ids = assigneeIds(ctx, issue);
  return {
    id: issue.id,
    title: issue.title,
    assignee_ids: ids,
    assignee_id: ids[0] ?? null,
    author_id: accountNamed(ctx, issue.poster).id,
    project_id: needRepo(ctx).id,
    created_at: utcWords(issue.createdAt),
    updated_at: utcWords(issue.updatedAt),
    position: 0,
    branch_name: null,
    description: issue.body,
    milestone_id: issue.milestone,
    state: stateAfter(issue, null),
    iid: issue.number,
    labels: gitlabLabels(ctx, issue.labels),
  };
}

/** The noted merge request, as a note event shows it. */
function notedMergeRequest(ctx: PayloadContext, mr: IssueState) {
  const repo = needRepo(ctx);
  const ids = assigneeIds(ctx, mr);
  const first = mr.assignees[0];
  const { title: _t, ...commit } = lastCommit(ctx, mr);
  return {
    id: mr.pullId,
    target_branch: mr.base,
    source_branch: mr.head,
    source_project_id: repo.id,
    author_id: accountNamed(ctx, mr.poster).id,
    assignee_id: ids[0] ?? null,
    title: mr.title,
    created_at: utcWords(mr.createdAt),
    updated_at: utcWords(mr.updatedAt),
    milestone_id: mr.milestone,
    state: stateAfter(mr, null),
    merge_status: 'can_be_merged',
    target_project_id: repo.id,
    iid: mr.number,
    description: mr.body,
    position: 0,
    labels: gitlabLabels(ctx, mr.labels),
    source: gitlabProjectRef(ctx),
    target: gitlabProjectRef(ctx),
    last_commit: commit,
    work_in_progress: false,
    draft: false,
    assignee: first === undefined ? null : gitlabAssignee(accountNamed(ctx, first)),
    detailed_merge_status: 'mergeable',
  };
}

/** The noted commit: id, message, timestamp, URL, author. */
function notedCommit(ctx: PayloadContext, sha: string) {
  const known = ctx.world.of(needRepo(ctx)).history.get(sha);
  return {
    id: sha,
    message: known?.message ?? 'Add widget scaffolding\n',
    // `Commit#hook_attrs`: `xmlschema` (webhook_events.md's comment-on-a-commit example).
    timestamp: gitTime(ctx.at),
    url: `${projectUrls(ctx).web}/-/commit/${sha}`,
    author: { name: ctx.sender.fullName || ctx.sender.login, email: ctx.sender.email || '[REDACTED]' },
  };
}

/** The target's key and value: `issue`, `merge_request` or `commit`. */
function target(ctx: PayloadContext, on: Noteable) {
  if (on.kind === 'Issue') return { issue: notedIssue(ctx, on.issue) };
  if (on.kind === 'MergeRequest') return { merge_request: notedMergeRequest(ctx, on.issue) };
  return { commit: notedCommit(ctx, on.sha) };
}

/**
 * A comment event (`Note Hook`; `object_attributes.action` `create` or `update`, 16.11+), keys
 * in the order of webhook_events.md's examples; the target under `issue`, `merge_request` or
 * `commit`.
 */
export function gitlabNote(ctx: PayloadContext, on: Noteable, note: NoteFacts, action: string) {
  return {
    object_kind: 'note',
    event_type: 'note',
    user: gitlabUser(ctx.sender),
    project_id: needRepo(ctx).id,
    project: gitlabProject(ctx),
    repository: gitlabRepository(ctx),
    object_attributes: noteAttributes(ctx, on, note, action),
    ...target(ctx, on),
  };
}

/** The default branch's head: what a commit note is on when the world names no other. */
export const headCommit = (ctx: PayloadContext): string =>
  headOf(ctx, `refs/heads/${needRepo(ctx).defaultBranch}`);
