import { eventRow as e } from '../../../contract/event-type.js';

const NONE = [] as const;
const CHANGED = ['created', 'edited', 'deleted'] as const;

/**
 * GitHub's events and actions that the `github` flavor emits (GitHub's webhook description,
 * `@octokit/openapi-webhooks`: one operation per event and action, e.g. `issues-opened`). The
 * name is the `X-GitHub-Event` value and what a hook subscribes to. A table.
 */
export const GITHUB_EVENT_TYPES = [
  e('push', 'push', NONE),
  e('create', 'create', NONE),
  e('delete', 'delete', NONE),
  e('fork', 'fork', NONE),
  e('issues', 'issue', [
    'opened',
    'edited',
    'closed',
    'reopened',
    'assigned',
    'unassigned',
    'labeled',
    'unlabeled',
    'milestoned',
    'demilestoned',
    'deleted',
  ]),
  e('issue_comment', 'comment', CHANGED),
  e('pull_request', 'pull', [
    'opened',
    'edited',
    'closed',
    'reopened',
    'synchronize',
    'review_requested',
    'review_request_removed',
    'assigned',
    'unassigned',
    'labeled',
    'unlabeled',
  ]),
  e('pull_request_review', 'review', ['submitted', 'edited', 'dismissed']),
  e('pull_request_review_comment', 'review_comment', CHANGED),
  e('release', 'release', ['published', 'created', 'edited', 'deleted', 'prereleased', 'released']),
  e('repository', 'repository', ['created', 'deleted', 'publicized', 'privatized', 'archived', 'unarchived']),
  e('star', 'star', ['created', 'deleted']),
  e('watch', 'watch', ['started']),
  e('status', 'status', NONE),
  e('workflow_run', 'workflow_run', ['requested', 'in_progress', 'completed']),
] as const;
