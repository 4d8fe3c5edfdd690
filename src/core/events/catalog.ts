import type { CatalogRowsOf as RowsOf } from '../flavors/catalog-types.js';
import type { DefaultTypesFlavor, FlavorName } from '../flavors/flavor-name.js';
import type { EventType, Shape } from './event-type.js';

export type { EventType, Family } from './event-type.js';

/** The event names of one flavor's catalog (`EventNameOf<'github'>`). */
export type EventNameOf<F extends FlavorName> = RowsOf[F]['name'];
/** Every event type's name in any flavor (`push`, `issues`, `pull_request_review_approved`, `star`, …). */
export type EventName = EventNameOf<FlavorName>;

/** What these read of a product's delivery dialect (DeliveryDialect, flavors/delivery-dialect.ts). */
type DialectPart = { readonly missingActions: ReadonlySet<string>; readonly shape: Shape };

/** A product's catalog as these read it (EventCatalog, events/event-catalog.ts). */
type Rows = { readonly rows: readonly EventType<EventName>[] };

/** A type's actions in a flavor, without those the product never sends (`missingActions`). */
export function actionsOf(type: EventType, dialect: DialectPart): readonly string[] {
  const { missingActions } = dialect;
  return type.actions.filter((a) => !missingActions.has(`${type.name}.${a}`));
}

/** The types a flavor can emit from its product's catalog (spec: Gitea's set, its hooks store Gitea's names). */
export function eventTypesOf(catalog: Rows, dialect: DialectPart): EventType<EventName>[] {
  return catalog.rows.filter((t) => t.only === undefined || t.only === dialect.shape);
}

/** A catalog's row by name (the simulations fire by name). */
export function eventTypeNamed(catalog: Rows, name: string): EventType<EventName> | undefined {
  return catalog.rows.find((t) => t.name === name);
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
export type ActionOf<E extends string, F extends FlavorName = DefaultTypesFlavor> = F extends FlavorName
  ? ActionIn<E, F>
  : never;
