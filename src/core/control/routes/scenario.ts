import { detailOf } from '../../errors/hookmock-error.js';
import type { CoreRequest, CoreResponse } from '../../http/core-request.js';
import { noContent } from '../../http/respond.js';
import { resolveScenarioInput } from '../../scenario/resolve-input.js';
import type { Scenario } from '../../scenario/schema.js';
import { CONTROL_PATH } from '../../http/control-path.js';
import { ControlError } from '../control-error.js';
import { readJsonObject } from '../json-body.js';
import { controlRoute } from '../route.js';
import type { Controlled } from '../route.js';

/** `POST /__hookmock/scenario`. */
export const SCENARIO_ROUTES = [
  controlRoute({
    method: 'POST',
    pattern: '/scenario',
    doc: 'body `{ "name": "large" }` loads a built-in; any other object is a scenario; 204, or 400 `{ message }` naming the field (state unchanged)',
    handler: (mock, request) => loadScenario(mock, request),
  }),
];

/** `{ "name": "..." }` loads a built-in; any other object is a scenario. Bad input: 400, no change. */
async function loadScenario(mock: Controlled, request: CoreRequest): Promise<CoreResponse> {
  const value = readJsonObject(request, '{ "name": "<built-in>" } or a scenario object');
  const keys = Object.keys(value);
  // Only a string names a built-in; anything else is validated as a scenario (no coercion,
  // which also ran Array#toString over whatever nesting a client sent).
  const name = keys.length === 1 && typeof value.name === 'string' ? value.name : undefined;
  try {
    // Posted JSON: mock.load validates it against the scenario schema before it is used. A name
    // is a built-in's only (no files from a request).
    const { scenario } = await resolveScenarioInput(name ?? (value as Scenario));
    mock.load(scenario, name !== undefined ? `"${name}"` : `posted to ${CONTROL_PATH}/scenario`);
  } catch (e) {
    // Whatever loading refuses is the posted scenario's fault: the state is unchanged.
    throw new ControlError(400, detailOf(e));
  }
  return noContent();
}
