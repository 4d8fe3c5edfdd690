import { json } from '../../http/respond.js';
import { ControlError } from '../control-error.js';
import { controlRoute } from '../route.js';
import type { Controlled } from '../route.js';

/**
 * One delivery by id: `GET /__hookmock/deliveries/:id`, its outcome alone (what the CLI polls
 * while a delivery settles, instead of the whole log: security review 4, G3) and `POST /__hookmock/deliveries/:id/redeliver` (201 with
 * the new delivery; 404 or 409 `{ message }`).
 */
export const REDELIVER_ROUTES = [
  controlRoute({
    method: 'GET',
    pattern: '/deliveries/:id',
    doc: 'delivery `id`: 200 with its record (its outcome once settled), 404 `{ message }` for an id the log does not hold',
    handler: (mock, _request, { id }) => json(200, oneDelivery(mock, id)),
  }),
  controlRoute({
    method: 'GET',
    pattern: '/deliveries/:id/outcome',
    doc: "delivery `id`'s outcome alone (`{ status, responseStatus?, durationMs?, error?, reason? }`, a few hundred bytes whatever the body): what `hookmock redeliver`, `simulate` and `emit --wait` poll while it is pending; 404 as above",
    handler: (mock, _request, { id }) => json(200, outcomeOf(oneDelivery(mock, id))),
  }),
  controlRoute({
    method: 'POST',
    pattern: '/deliveries/:id/redeliver',
    doc: 'sends delivery `id` again: 201 with the new delivery (a new id; the same body, headers, signature and `guid`; `redelivery: true`), 404 `{ message }` for an id the log does not hold, 409 for a delivery that was skipped',
    handler: (mock, _request, { id }) => redeliver(mock, id),
  }),
];

/** The id of a path, or a 404 naming it. */
function idOf(id: string): number {
  const n = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : undefined;
  if (n === undefined) throw new ControlError(404, `no delivery "${id}" (ids are 1, 2, 3…)`);
  return n;
}

function oneDelivery(mock: Controlled, id: string): unknown {
  const found = mock.events.deliveries.byId(idOf(id));
  if (found === undefined) throw new ControlError(404, `no delivery ${id} in the log`);
  return found;
}

/** The `delivery` field of a record (its outcome). */
function outcomeOf(record: unknown): unknown {
  return typeof record === 'object' && record !== null && 'delivery' in record ? record.delivery : {};
}

async function redeliver(mock: Controlled, id: string) {
  const n = idOf(id);
  // A RedeliveryError carries its status (404, 409): the router's boundary answers with it.
  return json(201, await mock.events.deliveries.redeliver(n));
}
