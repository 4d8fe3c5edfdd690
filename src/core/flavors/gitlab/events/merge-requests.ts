import type { IssueState } from '../../../events/world-state.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { headOf } from '../../../events/payloads/git.js';
import {
  accountNamed,
  gitlabCommit,
  gitlabLabels,
  gitlabPerson,
  gitlabProject,
  gitlabProjectRef,
  gitlabRepository,
  gitlabUser,
  isoSeconds,
  projectUrls,
} from './entities.js';
import { STATE_ID, assigneeIds, stateAfter, updateChanges } from './issues.js';

/** The MR's head commit, as `last_commit` shows it. */
export function lastCommit(ctx: PayloadContext, mr: IssueState) {
  const sha = headOf(ctx, `refs/heads/${mr.head}`);
  const message = ctx.world.of(needRepo(ctx)).history.get(sha)?.message ?? `${mr.title}\n`;
  return gitlabCommit(ctx, sha, message, accountNamed(ctx, mr.poster));
}

/** The MR's web URL. */
export const mergeRequestUrl = (ctx: PayloadContext, mr: IssueState) =>
  `${projectUrls(ctx).web}/-/merge_requests/${mr.number}`;

const reviewerIds = (ctx: PayloadContext, mr: IssueState) =>
  mr.reviewers.map((login) => accountNamed(ctx, login).id);

/**
 * The keys of `MergeRequestBuilder::SAFE_HOOK_ATTRIBUTES` (`lib/gitlab/hook_data/
 * merge_request_builder.rb`) that webhook_events.md's hand-copied example leaves out, in the
 * builder's order. UNVERIFIED: their place among the example's keys, and `merge_params` (the web
 * form's default, "delete the source branch" checked).
 */
function builderOnlyKeys(ctx: PayloadContext, mr: IssueState, state: string, action: string) {
  const merged = state === 'merged';
  return {
    head_pipeline_id: null,
    merge_commit_sha: merged ? headOf(ctx, `refs/heads/${mr.base}`) : null,
    merge_error: null,
    merge_params: { force_remove_source_branch: '1' },
    merge_user_id: merged ? ctx.sender.id : null,
    merge_when_pipeline_succeeds: false,
    time_estimate: 0,
    // Who last edited it: set by an edit, not by opening it.
    updated_by_id: action === 'update' ? ctx.sender.id : null,
  };
}

/** `MergeRequest#hook_attrs` (`Gitlab::HookData::MergeRequestBuilder`), in the doc example's order. */
function mergeRequestAttributes(ctx: PayloadContext, mr: IssueState, action: string) {
  const repo = needRepo(ctx);
  const state = stateAfter(mr, action);
  const ids = assigneeIds(ctx, mr);
  return {
    id: mr.pullId,
    iid: mr.number,
    target_branch: mr.base,
    source_branch: mr.head,
    source_project_id: repo.id,
    author_id: accountNamed(ctx, mr.poster).id,
    assignee_ids: ids,
    assignee_id: ids[0] ?? null,
    reviewer_ids: reviewerIds(ctx, mr),
    title: mr.title,
    created_at: isoSeconds(mr.createdAt),
    updated_at: isoSeconds(mr.updatedAt),
    last_edited_at: null,
    last_edited_by_id: null,
    milestone_id: mr.milestone,
    state_id: STATE_ID[state],
    state,
    blocking_discussions_resolved: true,
    work_in_progress: false,
    draft: false,
    first_contribution: false,
    merge_status: state === 'opened' ? 'can_be_merged' : 'unchecked',
    target_project_id: repo.id,
    description: mr.body,
    prepared_at: isoSeconds(mr.createdAt),
    ...builderOnlyKeys(ctx, mr, state, action),
    total_time_spent: 0,
    time_change: 0,
    human_total_time_spent: null,
    human_time_change: null,
    human_time_estimate: null,
    url: mergeRequestUrl(ctx, mr),
    source: gitlabProjectRef(ctx),
    target: gitlabProjectRef(ctx),
    last_commit: lastCommit(ctx, mr),
    labels: gitlabLabels(ctx, mr.labels),
    action,
    detailed_merge_status: state === 'opened' ? 'mergeable' : 'not_open',
  };
}

/**
 * A merge request event (`Merge Request Hook`; `object_attributes.action` `open`, `close`,
 * `reopen`, `update`, `approved`, `unapproved`, `approval`, `unapproval`, `merge`), keys in the
 * order of webhook_events.md's example.
 */
export function gitlabMergeRequest(ctx: PayloadContext, mr: IssueState, action: string) {
  const person = (login: string) => gitlabPerson(accountNamed(ctx, login));
  return {
    object_kind: 'merge_request',
    event_type: 'merge_request',
    user: gitlabUser(ctx.sender),
    project: gitlabProject(ctx),
    repository: gitlabRepository(ctx),
    object_attributes: mergeRequestAttributes(ctx, mr, action),
    labels: gitlabLabels(ctx, mr.labels),
    changes: updateChanges(ctx, mr, action),
    assignees: mr.assignees.map(person),
    reviewers: mr.reviewers.map(person),
  };
}
