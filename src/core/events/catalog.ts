import type { EventType, Shape } from '../contract/event-type.js';
import type { EventName } from '../event-name-types.js';

export { REVIEW_VERDICTS } from '../event-name-types.js';
export type { ActionOf, EmitName, EventName, EventNameOf } from '../event-name-types.js';

export type { EventType, Family } from '../contract/event-type.js';

/** What these read of a product's delivery dialect (DeliveryDialect, contract/delivery-dialect.ts). */
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
