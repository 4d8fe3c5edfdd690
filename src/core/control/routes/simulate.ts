import type { CoreRequest } from '../../http/core-request.js';
import { json } from '../../http/respond.js';
import { readJsonObject } from '../json-body.js';
import { controlRoute } from '../route.js';
import type { Controlled } from '../route.js';
import { simulateAction } from '../simulate-input.js';
import { EVENT_ANSWER_LIMIT } from './events.js';

/** `POST /__hookmock/simulate/:action`: `mock.simulate.<action>(body)` over HTTP. */
export const SIMULATE_ROUTES = [
  controlRoute({
    method: 'POST',
    pattern: '/simulate/:action',
    doc: 'body: the options of `mock.simulate.<action>` (`{ "repo": "owner/name", … }`): runs the action; 200 `{ deliveries, notFired, total, sha?, number? }` (`deliveries`: the first 100, `total` and `X-Total-Count` count them all, the rest are in `/__hookmock/deliveries`; `notFired`: per event, each hook that did not fire and why, the first 100, `X-Not-Fired-Count` counts them), 404 `{ message }` for an unknown action (naming the known ones), 400 naming the field',
    handler: (mock, request, { action }) => simulate(mock, request, action),
  }),
];

async function simulate(mock: Controlled, request: CoreRequest, action: string) {
  const read = simulateAction(action);
  const body = readJsonObject(request, '{ "repo": "owner/name", … }');
  const { deliveries, notFired = [], ...made } = await read(body)(mock.events.simulate);
  // Bounded like `/events` (security review 4, G2: 5,001 deliveries answered 84.8 MB).
  const headers = {
    'X-Total-Count': String(deliveries.length),
    'X-Not-Fired-Count': String(notFired.length),
  };
  const answer = {
    deliveries: deliveries.slice(0, EVENT_ANSWER_LIMIT),
    notFired: notFired.slice(0, EVENT_ANSWER_LIMIT),
    ...made,
    total: deliveries.length,
  };
  return json(200, answer, headers);
}
