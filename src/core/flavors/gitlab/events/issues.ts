import type { IssueState } from '../../../events/world-state.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import {
  accountNamed,
  gitlabAssignee,
  gitlabLabels,
  gitlabProject,
  gitlabRepository,
  gitlabUser,
  isoSeconds,
  projectUrls,
  utcWords,
} from './entities.js';

/** The state an action leaves an issue or MR in (`opened`, `closed`, `merged`), else the world's. */
export function stateAfter(issue: IssueState, action: string | null): 'opened' | 'closed' | 'merged' {
  if (action === 'merge' || issue.merged) return 'merged';
  if (action === 'close') return 'closed';
  if (action === 'open' || action === 'reopen') return 'opened';
  return issue.state === 'open' ? 'opened' : 'closed';
}

/** `state_id`: opened 1, closed 2, merged 3 (`Issuable::STATE_ID_MAP`). */
export const STATE_ID = { opened: 1, closed: 2, merged: 3 } as const;

/** The ids of an issue's assignees. */
export const assigneeIds = (ctx: PayloadContext, issue: IssueState) =>
  issue.assignees.map((login) => accountNamed(ctx, login).id);

/** `Issue#hook_attrs` (`Gitlab::HookData::IssueBuilder`), in the order of webhook_events.md's example. */
export function issueAttributes(ctx: PayloadContext, issue: IssueState, action: string | null) {
  const repo = needRepo(ctx);
  const state = stateAfter(issue, action);
  const ids = assigneeIds(ctx, issue);
  const author = accountNamed(ctx, issue.poster);
  return {
    id: issue.id,
    title: issue.title,
    assignee_ids: ids,
    assignee_id: ids[0] ?? null,
    author_id: author.id,
    project_id: repo.id,
    created_at: isoSeconds(issue.createdAt),
    updated_at: isoSeconds(issue.updatedAt),
    updated_by_id: action === 'update' ? ctx.sender.id : null,
    last_edited_at: null,
    last_edited_by_id: null,
    relative_position: 0,
    description: issue.body,
    milestone_id: issue.milestone,
    state_id: STATE_ID[state],
    confidential: false,
    discussion_locked: null,
    due_date: null,
    moved_to_id: null,
    duplicated_to_id: null,
    time_estimate: 0,
    total_time_spent: 0,
    time_change: 0,
    human_total_time_spent: null,
    human_time_estimate: null,
    human_time_change: null,
    weight: null,
    health_status: null,
    type: 'Issue',
    iid: issue.number,
    url: `${projectUrls(ctx).web}/-/issues/${issue.number}`,
    state,
    action,
    severity: 'unknown',
    labels: gitlabLabels(ctx, issue.labels),
  };
}

/** `changes` of an update: when it was updated, and by whom. */
export function updateChanges(ctx: PayloadContext, issue: IssueState, action: string) {
  if (action !== 'update') return {};
  return {
    updated_by_id: { previous: null, current: ctx.sender.id },
    updated_at: { previous: utcWords(issue.updatedAt), current: utcWords(ctx.at) },
  };
}

/**
 * An issue event (`Issue Hook`; `object_attributes.action` `open`, `close`, `reopen`, `update`),
 * keys in the order of webhook_events.md's example; `escalation_status` and `escalation_policy`
 * are left out, as GitLab leaves them out of issues that are not incidents.
 */
export function gitlabIssue(ctx: PayloadContext, issue: IssueState, action: string) {
  const assignees = issue.assignees.map((login) => gitlabAssignee(accountNamed(ctx, login)));
  return {
    object_kind: 'issue',
    event_type: 'issue',
    user: gitlabUser(ctx.sender),
    project: gitlabProject(ctx),
    object_attributes: issueAttributes(ctx, issue, action),
    repository: gitlabRepository(ctx),
    assignees,
    assignee: assignees[0] ?? null,
    labels: gitlabLabels(ctx, issue.labels),
    changes: updateChanges(ctx, issue, action),
  };
}
