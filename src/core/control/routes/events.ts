import type { CoreRequest, CoreResponse } from '../../http/core-request.js';
import { json } from '../../http/respond.js';
import type { EmitOptions } from '../../types.js';
import { isJsonObject } from '../../util/json-object.js';
import { ControlError } from '../control-error.js';
import { readJsonObject } from '../json-body.js';
import { controlRoute } from '../route.js';
import type { Controlled } from '../route.js';

/** `POST /__hookmock/events`: 200 with the deliveries, or 400 naming the field. */
export const EVENT_ROUTES = [
  controlRoute({
    method: 'POST',
    pattern: '/events',
    doc: 'body `{ "event": "push", "repo": "owner/name" \\| "org": "name", "action"?, "ref"?, "sender"?, "payload"? }`: emits it; 200 with the deliveries, or 400 `{ message }` naming the field (an unknown event or action names the accepted ones)',
    handler: (mock, request) => postEvent(mock, request),
  }),
];

const STRING_FIELDS = ['event', 'repo', 'org', 'action', 'ref', 'sender'] as const;

const bad = (message: string) => new ControlError(400, message);

/** The posted fields, checked one by one before they reach emit(). */
function emitInput(input: Record<string, unknown>): { event: string; options: EmitOptions } {
  for (const key of Object.keys(input)) {
    if (!STRING_FIELDS.some((field) => field === key) && key !== 'payload')
      throw bad(`unknown field "${key}" (fields: ${STRING_FIELDS.join(', ')}, payload)`);
  }
  for (const key of STRING_FIELDS) {
    if (input[key] !== undefined && typeof input[key] !== 'string') throw bad(`"${key}" must be a string`);
  }
  const { event, payload } = input;
  if (typeof event !== 'string' || event === '') throw bad('"event" is required');
  if ((input.repo === undefined) === (input.org === undefined))
    throw bad('give exactly one of "repo" ("owner/name") and "org"');
  if (payload !== undefined && !isJsonObject(payload))
    throw bad('"payload" must be a JSON object (merged over the generated payload)');
  const options: EmitOptions = payload === undefined ? {} : { payload };
  for (const key of STRING_FIELDS) {
    const value = input[key];
    if (key !== 'event' && typeof value === 'string') options[key] = value;
  }
  return { event, options };
}

async function postEvent(mock: Controlled, request: CoreRequest): Promise<CoreResponse> {
  const body = readJsonObject(request, '{ "event": "push", "repo": "owner/name" }');
  const { event, options } = emitInput(body);
  return json(200, await mock.events.emit(event, options, request.url.origin));
}
