// The catalog helpers by flavor name, as tests ask for them: each product's module holds its
// catalog (src/core/flavors/<product>/index.ts), read through the flavor's delivery dialect.
import type { EventType } from '../../src/core/events/catalog.js';
import { actionsOf as actionsIn, eventTypesOf as typesIn } from '../../src/core/events/catalog.js';
import type { FlavorName } from '../../src/core/flavors/index.js';
import { FLAVORS, productOf } from '../../src/core/flavors/index.js';

/** The event types a flavor emits. */
export const eventTypesOf = (name: FlavorName) =>
  typesIn(productOf(FLAVORS[name]).catalog, FLAVORS[name].delivery);

/** An event type's actions in a flavor (without those the product never sends). */
export const actionsOf = (type: EventType, name: FlavorName) => actionsIn(type, FLAVORS[name].delivery);
