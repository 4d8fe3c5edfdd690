import { deliveryDialectOf } from '../flavors/delivery-dialect.js';
import type { Catalog } from '../flavors/delivery-dialect.js';
import type { FlavorName } from '../flavors/flavor.js';
import type { EventType } from './event-type.js';
import { eventRow as e } from './event-type.js';
import { GITHUB_EVENT_TYPES } from '../flavors/github/events/catalog.js';
import { GITLAB_EVENT_TYPES } from '../flavors/gitlab/events/catalog.js';

export type { EventType, Family } from './event-type.js';

/**
 * Every event type the products deliver (G/F `modules/webhook/type.go`, `services/webhook/
 * notifier.go`): the `X-*-Event` value, the actions, and the hook flag that gates it per product.
 * GitHub's catalog is its own (flavors/github/events/catalog.ts). A table, so longer than a function should be.
 */
const NONE = [] as const;
const OPEN = ['opened', 'edited', 'closed', 'reopened', 'deleted'] as const;
const ASSIGN = ['assigned', 'unassigned'] as const;
const LABEL = ['label_updated', 'label_cleared'] as const;
const MILESTONE = ['milestoned', 'demilestoned'] as const;
const COMMENT = ['created', 'edited', 'deleted'] as const;

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

/** Each catalog's rows (flavors/delivery-dialect.ts `catalog` picks one). */
export const CATALOGS: Readonly<Record<Catalog, readonly EventType<EventName>[]>> = {
  gitea: EVENT_TYPES,
  github: GITHUB_EVENT_TYPES,
  gitlab: GITLAB_EVENT_TYPES,
};

type GiteaRow = (typeof EVENT_TYPES)[number];
type GithubRow = (typeof GITHUB_EVENT_TYPES)[number];
type GitlabRow = (typeof GITLAB_EVENT_TYPES)[number];
/** Each flavor's catalog rows as types (the dialect's `catalog`, for the type checker). */
interface RowsOf {
  spec: GiteaRow;
  gitea: GiteaRow;
  forgejo: GiteaRow;
  github: GithubRow;
  gitlab: GitlabRow;
}
/** The event names of one flavor's catalog (`EventNameOf<'github'>`). */
export type EventNameOf<F extends FlavorName> = RowsOf[F]['name'];
/** Every event type's name in any flavor (`push`, `issues`, `pull_request_review_approved`, `star`, …). */
export type EventName = EventNameOf<FlavorName>;

/** A type's actions in a flavor, without those the product never sends (`missingActions`). */
export function actionsOf(type: EventType, flavor: FlavorName): readonly string[] {
  const { missingActions } = deliveryDialectOf(flavor);
  return type.actions.filter((a) => !missingActions.has(`${type.name}.${a}`));
}

/** The types a flavor can emit (spec: Gitea's set, its hooks store Gitea's names). */
export function eventTypesOf(flavor: FlavorName): EventType<EventName>[] {
  const { shape, catalog } = deliveryDialectOf(flavor);
  return CATALOGS[catalog].filter((t) => t.only === undefined || t.only === shape);
}

/** A catalog's row by name (the simulations fire by name). */
export function eventTypeNamed(flavor: FlavorName, name: string): EventType<EventName> | undefined {
  return CATALOGS[deliveryDialectOf(flavor).catalog].find((t) => t.name === name);
}

/**
 * `emit` names: every type, plus the hook flag `pull_request_review`, whose `action` picks the
 * verdict (`approved`, `rejected`, `comment`; payload action `reviewed`).
 */
export const REVIEW_VERDICTS = ['approved', 'rejected', 'comment'] as const;

/** What `emit` takes: an event type's name, or `pull_request_review` with a verdict as its action. */
export type EmitName = EventName | 'pull_request_review';

type RowNamed<E extends string, F extends FlavorName> = Extract<RowsOf[F], { name: E }>;

/** One flavor's actions of an event; `pull_request_review` is a verdict where no row has that name. */
type ActionIn<E extends string, F extends FlavorName> = E extends 'pull_request_review'
  ? [RowNamed<E, F>] extends [never]
    ? (typeof REVIEW_VERDICTS)[number]
    : RowNamed<E, F>['actions'][number]
  : E extends EventName
    ? RowNamed<E, F>['actions'][number]
    : string;

/**
 * The actions `emit(event, { action })` takes for an event in a flavor (any string for an unknown
 * name): `ActionOf<'issues'>` is Gitea's, `ActionOf<'issues', 'github'>` GitHub's, and a union of
 * flavors takes the actions of each (`mock.emit` takes those of every flavor).
 */
export type ActionOf<E extends string, F extends FlavorName = 'gitea'> = F extends FlavorName
  ? ActionIn<E, F>
  : never;
