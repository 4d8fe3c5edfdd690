/**
 * Event names of the reference implementations (docs/behaviour.md §3.2, §3.3, §8).
 * Gitea and Forgejo store a set of flags; some input names ("issues", "pull_request") switch on
 * a whole group of flags, and the pseudo-names "issues_only"/"pull_request_only" switch on one.
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

/** Input names that switch on several flags at once. */
export const EVENT_GROUPS: Readonly<Record<string, readonly string[]>> = {
  issues: ['issues', 'issue_assign', 'issue_label', 'issue_milestone', 'issue_comment'],
  issues_only: ['issues'],
  pull_request: [
    'pull_request',
    'pull_request_assign',
    'pull_request_label',
    'pull_request_milestone',
    'pull_request_comment',
    'pull_request_review',
    'pull_request_review_request',
    'pull_request_sync',
  ],
  pull_request_only: ['pull_request'],
};

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

/** The event kinds the spec shows (docs/api.md "Event kinds"). */
export const SPEC_EVENTS = [
  'push',
  'create',
  'delete',
  'fork',
  'issues',
  'issue_comment',
  'pull_request',
  'pull_request_review',
  'release',
  'repository',
] as const;

/**
 * The flags a group name switches on, or undefined for any other name. An own-property lookup:
 * hook event names are client input, and `constructor` or `__proto__` must not find Object's
 * members (security review 4, G4).
 */
export function eventGroup(name: string): readonly string[] | undefined {
  return Object.hasOwn(EVENT_GROUPS, name) ? EVENT_GROUPS[name] : undefined;
}
