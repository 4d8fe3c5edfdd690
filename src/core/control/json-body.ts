import type { CoreRequest } from '../http/core-request.js';
import { isJsonObject } from '../util/json-object.js';
import { ControlError } from './control-error.js';

/** A control route's JSON body, or a 400 naming what it should look like (`example`). */
export function readJson(request: CoreRequest, example: string): unknown {
  try {
    return JSON.parse(request.body);
  } catch {
    throw new ControlError(400, `the body must be JSON: ${example}`);
  }
}

/** A control route's JSON object body, or a 400 naming what it should look like. */
export function readJsonObject(request: CoreRequest, example: string): Record<string, unknown> {
  const value = readJson(request, example);
  if (!isJsonObject(value)) throw new ControlError(400, `the body must be a JSON object: ${example}`);
  return value;
}
