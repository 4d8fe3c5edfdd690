import type { ControlRoute } from '../control/control-api.js';
import { listRoute } from '../control/list-routes.js';
import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { json, noContent, messageAnswer as error } from '../http/respond.js';
import type { EmitOptions } from '../types.js';
import type { EventsHub } from './hub.js';
import { EmitError } from './emitter.js';
import { isJsonObject } from '../util/json-object.js';

/**
 * `GET`/`DELETE /__hookmock/deliveries` (paged like the other logs) and `POST /__hookmock/events`
 * (body `{ event, repo | org, action?, ref?, sender?, payload? }` → 200 with the deliveries; 400
 * naming the field): rows of the control API's route table.
 */
export const EVENT_ROUTES: readonly ControlRoute[] = [
  {
    method: 'GET',
    path: '/deliveries',
    handler: (mock, request) =>
      listRoute(request, mock.events.deliveries.page, {
        'X-Dropped-Count': String(mock.events.deliveries.dropped),
      }),
  },
  {
    method: 'DELETE',
    path: '/deliveries',
    handler: (mock) => {
      mock.events.deliveries.clear();
      return noContent();
    },
  },
  { method: 'POST', path: '/events', handler: (mock, request) => postEvent(mock.events, request) },
];

const STRING_FIELDS = ['event', 'repo', 'org', 'action', 'ref', 'sender'] as const;

async function postEvent(events: Pick<EventsHub, 'emit'>, request: CoreRequest): Promise<CoreResponse> {
  let body: unknown;
  try {
    body = JSON.parse(request.body);
  } catch {
    return error(400, 'the body must be JSON: { "event": "push", "repo": "owner/name" }');
  }
  if (!isJsonObject(body))
    return error(400, 'the body must be a JSON object: { "event": "push", "repo": "owner/name" }');
  // Posted JSON, checked field by field below before it reaches emit().
  const input = body;
  for (const key of Object.keys(input)) {
    if (!STRING_FIELDS.some((field) => field === key) && key !== 'payload')
      return error(400, `unknown field "${key}" (fields: ${STRING_FIELDS.join(', ')}, payload)`);
  }
  for (const key of STRING_FIELDS) {
    if (input[key] !== undefined && typeof input[key] !== 'string')
      return error(400, `"${key}" must be a string`);
  }
  if (typeof input.event !== 'string' || input.event === '') return error(400, '"event" is required');
  if ((input.repo === undefined) === (input.org === undefined))
    return error(400, 'give exactly one of "repo" ("owner/name") and "org"');
  const { event, payload } = input;
  if (payload !== undefined && !isJsonObject(payload))
    return error(400, '"payload" must be a JSON object (merged over the generated payload)');
  const options: EmitOptions = payload === undefined ? {} : { payload };
  for (const key of STRING_FIELDS) {
    const value = input[key];
    if (key !== 'event' && typeof value === 'string') options[key] = value;
  }
  try {
    return json(200, await events.emit(event, options, request.url.origin));
  } catch (e) {
    if (e instanceof EmitError) return error(400, e.message.replace(/^hookmock: /, ''));
    throw e;
  }
}
