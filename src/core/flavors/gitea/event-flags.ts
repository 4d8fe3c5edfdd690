/**
 * The Gitea family's event flags (docs/behaviour.md §3.2, §3.3, §8): Gitea and Forgejo store a
 * set of flags per hook, and report them in an order of their own.
 */

/** Flag names Gitea stores and reports, in our fixed report order (Gitea's own order is random). */
export const GITEA_FLAGS = [
  'create',
  'delete',
  'fork',
  'push',
  'issues',
  'issue_assign',
  'issue_label',
  'issue_milestone',
  'issue_comment',
  'pull_request',
  'pull_request_assign',
  'pull_request_label',
  'pull_request_milestone',
  'pull_request_comment',
  'pull_request_review',
  'pull_request_sync',
  'pull_request_review_request',
  'wiki',
  'repository',
  'release',
  'package',
  'status',
  'workflow_run',
  'workflow_job',
] as const;

/** Forgejo has no status/workflow flags and adds the Actions run notifications (docs/behaviour.md §8). */
export const FORGEJO_FLAGS = [
  ...GITEA_FLAGS.filter((f) => f !== 'status' && f !== 'workflow_run' && f !== 'workflow_job'),
  'action_run_failure',
  'action_run_recover',
  'action_run_success',
] as const;

/**
 * Forgejo reports events through its `EventCheckers` list (models/webhook/webhook.go): a fixed
 * order, the review flag reported as approved and rejected, and `pull_request_review_comment`
 * reported from the `pull_request_comment` flag only (a quirk of that list).
 */
export const FORGEJO_REPORT: readonly (readonly [name: string, flags: readonly string[]])[] = [
  ['create', ['create']],
  ['delete', ['delete']],
  ['fork', ['fork']],
  ['push', ['push']],
  ['issues', ['issues']],
  ['issue_assign', ['issue_assign']],
  ['issue_label', ['issue_label']],
  ['issue_milestone', ['issue_milestone']],
  ['issue_comment', ['issue_comment']],
  ['pull_request', ['pull_request']],
  ['pull_request_assign', ['pull_request_assign']],
  ['pull_request_label', ['pull_request_label']],
  ['pull_request_milestone', ['pull_request_milestone']],
  ['pull_request_comment', ['pull_request_comment']],
  ['pull_request_review_approved', ['pull_request_review']],
  ['pull_request_review_rejected', ['pull_request_review']],
  ['pull_request_review_comment', ['pull_request_comment']],
  ['pull_request_sync', ['pull_request_sync']],
  ['wiki', ['wiki']],
  ['repository', ['repository']],
  ['release', ['release']],
  ['package', ['package']],
  ['pull_request_review_request', ['pull_request_review_request']],
  ['action_run_failure', ['action_run_failure']],
  ['action_run_recover', ['action_run_recover']],
  ['action_run_success', ['action_run_success']],
];
