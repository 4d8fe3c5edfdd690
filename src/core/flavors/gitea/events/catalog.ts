import { eventRow as e } from '../../../contract/event-type.js';

/**
 * Every event type the products deliver (G/F `modules/webhook/type.go`, `services/webhook/
 * notifier.go`): the `X-*-Event` value, the actions, and the hook flag that gates it per product.
 * The Gitea family's catalog (spec, gitea, forgejo); GitHub's and GitLab's are their own. A table.
 */
const NONE = [] as const;
const OPEN = ['opened', 'edited', 'closed', 'reopened', 'deleted'] as const;
const ASSIGN = ['assigned', 'unassigned'] as const;
const LABEL = ['label_updated', 'label_cleared'] as const;
const MILESTONE = ['milestoned', 'demilestoned'] as const;
const COMMENT = ['created', 'edited', 'deleted'] as const;

/** The table as typed data: every row's literal name and actions (`EventName`, `ActionOf`). */
export const GITEA_EVENT_TYPES = [
  e('push', 'push', NONE),
  e('create', 'create', NONE),
  e('delete', 'delete', NONE),
  e('fork', 'fork', NONE),
  e('issues', 'issue', OPEN),
  e('issue_assign', 'issue', ASSIGN, { header: 'issues' }),
  e('issue_label', 'issue', LABEL, { header: 'issues' }),
  e('issue_milestone', 'issue', MILESTONE, { header: 'issues' }),
  e('issue_comment', 'comment', COMMENT),
  e('pull_request', 'pull', OPEN),
  e('pull_request_assign', 'pull', ASSIGN, { header: 'pull_request' }),
  e('pull_request_label', 'pull', LABEL, { header: 'pull_request' }),
  e('pull_request_milestone', 'pull', MILESTONE, { header: 'pull_request' }),
  e('pull_request_sync', 'pull', ['synchronized'], { header: 'pull_request' }),
  e('pull_request_review_request', 'pull', ['review_requested', 'review_request_removed'], {
    header: 'pull_request',
  }),
  e('pull_request_comment', 'comment', COMMENT, { header: 'issue_comment' }),
  e('pull_request_review_approved', 'review', ['reviewed'], {
    header: 'pull_request_approved',
    flag: 'pull_request_review',
  }),
  e('pull_request_review_rejected', 'review', ['reviewed'], {
    header: 'pull_request_rejected',
    flag: 'pull_request_review',
  }),
  e('pull_request_review_comment', 'review', ['reviewed'], {
    header: 'pull_request_comment',
    flag: 'pull_request_review',
    flagIn: { forgejo: 'pull_request_comment' },
  }),
  e('wiki', 'wiki', ['created', 'edited', 'deleted']),
  e('repository', 'repository', ['created', 'deleted']),
  e('release', 'release', ['published', 'updated', 'deleted']),
  e('package', 'package', ['created', 'deleted']),
  e('status', 'status', NONE, { only: 'gitea' }),
  e('workflow_run', 'workflow_run', ['requested', 'in_progress', 'completed'], { only: 'gitea' }),
  e('workflow_job', 'workflow_job', ['queued', 'waiting', 'in_progress', 'completed'], { only: 'gitea' }),
  e('action_run_failure', 'action_run', ['failure'], { only: 'forgejo' }),
  e('action_run_recover', 'action_run', ['recover'], { only: 'forgejo' }),
  e('action_run_success', 'action_run', ['success'], { only: 'forgejo' }),
] as const;
