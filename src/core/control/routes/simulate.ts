import type { CoreRequest } from '../../http/core-request.js';
import { json } from '../../http/respond.js';
import { readJsonObject } from '../json-body.js';
import { controlRoute } from '../route.js';
import type { Controlled } from '../route.js';
import { simulateAction } from '../simulate-input.js';

/** `POST /__hookmock/simulate/:action`: `mock.simulate.<action>(body)` over HTTP. */
export const SIMULATE_ROUTES = [
  controlRoute({
    method: 'POST',
    pattern: '/simulate/:action',
    doc: 'body: the options of `mock.simulate.<action>` (`{ "repo": "owner/name", … }`): runs the action; 200 `{ deliveries, notFired, sha?, number? }` (`notFired`: per event, each hook that did not fire and why), 404 `{ message }` for an unknown action (naming the known ones), 400 naming the field',
    handler: (mock, request, { action }) => simulate(mock, request, action),
  }),
];

async function simulate(mock: Controlled, request: CoreRequest, action: string) {
  const read = simulateAction(action);
  const body = readJsonObject(request, '{ "repo": "owner/name", … }');
  return json(200, await read(body)(mock.events.simulate));
}
