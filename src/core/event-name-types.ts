import type { CatalogRowsOf as RowsOf } from './flavors/catalog-types.js';
import type { DefaultTypesFlavor, FlavorName } from './contract/flavor-name.js';

/*
 * The public event-name types, over the registry's type half (flavors/catalog-types.ts):
 * a leaf of types the wire records, the delivery wing and the events all read, so none of them
 * imports another for a name. Product folders read them through events/catalog.ts.
 */

/** The event names of one flavor's catalog (`EventNameOf<'github'>`). */
export type EventNameOf<F extends FlavorName> = RowsOf[F]['name'];
/** Every event type's name in any flavor (`push`, `issues`, `pull_request_review_approved`, `star`, …). */
export type EventName = EventNameOf<FlavorName>;

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
export type ActionOf<E extends string, F extends FlavorName = DefaultTypesFlavor> = F extends FlavorName
  ? ActionIn<E, F>
  : never;
