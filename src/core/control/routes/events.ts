import type { CoreRequest, CoreResponse } from '../../http/core-request.js';
import { json } from '../../http/respond.js';
import type { EmitOptions } from '../../types.js';
import { isJsonObject } from '../../util/json-object.js';
import { ControlError } from '../control-error.js';
import { readJsonObject } from '../json-body.js';
import { controlRoute } from '../route.js';
import { CONTROL_PATH } from '../../http/control-path.js';
import { payloadProblem } from './event-payload.js';
import type { Controlled } from '../route.js';

/**
 * How many delivery records `POST /__hookmock/events` answers in full. A fan-out to thousands of
 * hooks would otherwise answer megabytes (67.8 MB at 10,000 hooks, performance review 3 §4.2);
 * the whole set is in the delivery log, and `X-Total-Count` says how many there are.
 */
export const EVENT_ANSWER_LIMIT = 100;

/** `POST /__hookmock/events`: 200 with the deliveries (the first 100), or 400 naming the field. */
export const EVENT_ROUTES = [
  controlRoute({
    method: 'POST',
    pattern: '/events',
    doc: `body \`{ "event": "push", "repo": "owner/name" \\| "org": "name", "action"?, "ref"?, "sender"?, "payload"? }\`: emits it; 200 with the deliveries in hook order (at most 100; \`X-Total-Count\` counts them all, the rest are in \`${CONTROL_PATH}/deliveries\`; \`X-Not-Fired-Count\` counts the hooks left out), or 400 \`{ message }\` naming the field (an unknown event or action names the accepted ones); with \`?explain\`: 200 \`{ deliveries, notFired, total }\`, \`notFired\` naming each hook that did not fire and why`,
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
  const problem = payload === undefined ? undefined : payloadProblem(payload);
  if (problem !== undefined) throw bad(problem);
  const options: EmitOptions = payload === undefined ? {} : { payload };
  for (const key of STRING_FIELDS) {
    const value = input[key];
    if (key !== 'event' && typeof value === 'string') options[key] = value;
  }
  return { event, options };
}

/** `?explain` (or `?explain=1`/`true`): answer an object that also names the hooks left out. */
function explains(request: CoreRequest): boolean {
  const value = request.url.searchParams.get('explain');
  return value !== null && value !== '0' && value !== 'false';
}

async function postEvent(mock: Controlled, request: CoreRequest): Promise<CoreResponse> {
  const body = readJsonObject(request, '{ "event": "push", "repo": "owner/name" }');
  const { event, options } = emitInput(body);
  const result = await mock.events.emit(event, options, request.url.origin);
  const deliveries = result.slice(0, EVENT_ANSWER_LIMIT);
  const headers = {
    'X-Total-Count': String(result.length),
    'X-Not-Fired-Count': String(result.notFired.length),
  };
  if (!explains(request)) return json(200, deliveries, headers);
  const notFired = result.notFired.slice(0, EVENT_ANSWER_LIMIT);
  return json(200, { deliveries, notFired, total: result.length }, headers);
}
