import { deliveryDialectOf } from '../flavors/delivery-dialect.js';
import type { Shape } from '../flavors/delivery-dialect.js';
import type { FlavorName } from '../flavors/flavor.js';

/**
 * Every event type the products deliver (G/F `modules/webhook/type.go`, `services/webhook/
 * notifier.go`): the `X-*-Event` value, the actions, and the hook flag that gates it per product
 * (`HasEvent` in G, `EventCheckers` in F). A table, so longer than a function should be.
 */
export interface EventType {
  readonly name: string;
  /** `X-Gitea-Event` (G/spec) — Forgejo's differs only for `package` (empty). */
  readonly header: string;
  /** Allowed `action` values, the first is the default; empty: the payload has no action. */
  readonly actions: readonly string[];
  /** The flag that must be on (G). */
  readonly flag: string;
  /** Forgejo's flag, when it differs (the review-comment quirk). */
  readonly forgejoFlag?: string;
  /** Products that have it; all when absent. */
  readonly only?: Shape;
  /** Which payload builder makes its body. */
  readonly family: Family;
}

export type Family =
  | 'push'
  | 'create'
  | 'delete'
  | 'fork'
  | 'issue'
  | 'comment'
  | 'pull'
  | 'review'
  | 'release'
  | 'repository'
  | 'wiki'
  | 'package'
  | 'status'
  | 'workflow_run'
  | 'workflow_job'
  | 'action_run';

const OPEN = ['opened', 'edited', 'closed', 'reopened', 'deleted'];
const ASSIGN = ['assigned', 'unassigned'];
const LABEL = ['label_updated', 'label_cleared'];
const MILESTONE = ['milestoned', 'demilestoned'];
const COMMENT = ['created', 'edited', 'deleted'];

const e = (
  name: string,
  family: Family,
  actions: readonly string[] = [],
  extra: Partial<EventType> = {},
): EventType => ({ name, header: name, actions, flag: name, family, ...extra });

export const EVENT_TYPES: readonly EventType[] = [
  e('push', 'push'),
  e('create', 'create'),
  e('delete', 'delete'),
  e('fork', 'fork'),
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
    forgejoFlag: 'pull_request_comment',
  }),
  e('wiki', 'wiki', ['created', 'edited', 'deleted']),
  e('repository', 'repository', ['created', 'deleted']),
  e('release', 'release', ['published', 'updated', 'deleted']),
  e('package', 'package', ['created', 'deleted']),
  e('status', 'status', [], { only: 'gitea' }),
  e('workflow_run', 'workflow_run', ['requested', 'in_progress', 'completed'], { only: 'gitea' }),
  e('workflow_job', 'workflow_job', ['queued', 'waiting', 'in_progress', 'completed'], { only: 'gitea' }),
  e('action_run_failure', 'action_run', ['failure'], { only: 'forgejo' }),
  e('action_run_recover', 'action_run', ['recover'], { only: 'forgejo' }),
  e('action_run_success', 'action_run', ['success'], { only: 'forgejo' }),
];

/** The `deleted` issue and PR actions exist only in Gitea (F has no `DeleteIssue` notifier). */
export function actionsOf(type: EventType, flavor: FlavorName): readonly string[] {
  const { missingActions } = deliveryDialectOf(flavor);
  return type.actions.filter((a) => !missingActions.has(a));
}

/** The types a flavor can emit (spec: Gitea's set, its hooks store Gitea's names). */
export function eventTypesOf(flavor: FlavorName): EventType[] {
  const { shape } = deliveryDialectOf(flavor);
  return EVENT_TYPES.filter((t) => t.only === undefined || t.only === shape);
}

/**
 * `emit` names: every type, plus the hook flag `pull_request_review`, whose `action` picks the
 * verdict (`approved`, `rejected`, `comment`; payload action `reviewed`).
 */
export const REVIEW_VERDICTS = ['approved', 'rejected', 'comment'] as const;
