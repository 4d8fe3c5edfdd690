import { json } from '../../http/respond.js';
import { ControlError } from '../control-error.js';
import { controlRoute } from '../route.js';
import type { Controlled } from '../route.js';

/** `POST /__hookmock/deliveries/:id/redeliver`: 201 with the new delivery; 404 or 409 `{ message }`. */
export const REDELIVER_ROUTES = [
  controlRoute({
    method: 'POST',
    pattern: '/deliveries/:id/redeliver',
    doc: 'sends delivery `id` again: 201 with the new delivery (a new id; the same body, headers, signature and `guid`; `redelivery: true`), 404 `{ message }` for an id the log does not hold, 409 for a delivery that was skipped',
    handler: (mock, _request, { id }) => redeliver(mock, id),
  }),
];

async function redeliver(mock: Controlled, id: string) {
  const n = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : undefined;
  if (n === undefined) throw new ControlError(404, `no delivery "${id}" (ids are 1, 2, 3…)`);
  // A RedeliveryError carries its status (404, 409): the router's boundary answers with it.
  return json(201, await mock.events.deliveries.redeliver(n));
}
