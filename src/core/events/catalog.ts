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

const NONE = [] as const;
const OPEN = ['opened', 'edited', 'closed', 'reopened', 'deleted'] as const;
const ASSIGN = ['assigned', 'unassigned'] as const;
const LABEL = ['label_updated', 'label_cleared'] as const;
const MILESTONE = ['milestoned', 'demilestoned'] as const;
const COMMENT = ['created', 'edited', 'deleted'] as const;

/** One row; its name and actions keep their literal types, so `EventName` and `ActionOf` follow the table. */
const e = <const N extends string, const A extends readonly string[]>(
  name: N,
  family: Family,
  actions: A,
  extra: Partial<EventType> = {},
): EventType & { readonly name: N; readonly actions: A } => ({
  ...extra,
  name,
  header: extra.header ?? name,
  actions,
  flag: extra.flag ?? name,
  family,
});

/** The table as typed data: every row's literal name and actions (`EventName`, `ActionOf`). */
export const EVENT_TYPES = [
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
    forgejoFlag: 'pull_request_comment',
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

type Row = (typeof EVENT_TYPES)[number];
/** Every event type's name (`push`, `issues`, `pull_request_review_approved`, …). */
export type EventName = Row['name'];

/** A type's actions in a flavor, without those the product never sends (`missingActions`). */
export function actionsOf(type: EventType, flavor: FlavorName): readonly string[] {
  const { missingActions } = deliveryDialectOf(flavor);
  return type.actions.filter((a) => !missingActions.has(`${type.name}.${a}`));
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

/** What `emit` takes: an event type's name, or `pull_request_review` with a verdict as its action. */
export type EmitName = EventName | 'pull_request_review';

/** The actions `emit(event, { action })` takes for an event (any string for an unknown name). */
export type ActionOf<E extends string> = E extends 'pull_request_review'
  ? (typeof REVIEW_VERDICTS)[number]
  : E extends EventName
    ? Extract<Row, { name: E }>['actions'][number]
    : string;
