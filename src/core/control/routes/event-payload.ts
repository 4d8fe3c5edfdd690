import { isJsonObject } from '../../util/json-object.js';
import { MAX_DEPTH, deeperThan } from '../../http/safe-json.js';

type Check = (value: unknown) => boolean;

const isString: Check = (v) => typeof v === 'string';
const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);

/** A commit as the converters read it: an object whose `id`, `message` and `url` are strings. */
const isCommit: Check = (v) => isJsonObject(v) && isString(v.id) && isString(v.message) && isString(v.url);

/**
 * The payload fields the converters (slack, discord, matrix, …) read, with the shape they need
 * (F7): `POST /__hookmock/events` checks an override of one of them before it is merged, so a
 * shape that does not fit is a 400 naming the field, not a converter's TypeError.
 */
const SHAPES: Record<string, { check: Check; expected: string }> = {
  ref: { check: isString, expected: 'a string' },
  before: { check: isString, expected: 'a string' },
  after: { check: isString, expected: 'a string' },
  compare_url: { check: isString, expected: 'a string' },
  action: { check: isString, expected: 'a string' },
  number: { check: isNumber, expected: 'a number' },
  total_commits: { check: isNumber, expected: 'a number' },
  commits: {
    check: (v) => Array.isArray(v) && v.every(isCommit),
    expected: 'an array of commits (objects with string "id", "message" and "url")',
  },
  head_commit: {
    check: (v) => v === null || isCommit(v),
    expected: 'null or a commit (string "id", "message" and "url")',
  },
  ...Object.fromEntries(
    [
      'repository',
      'sender',
      'pusher',
      'issue',
      'pull_request',
      'release',
      'comment',
      'review',
      'organization',
    ].map((name) => [name, { check: isObject, expected: 'an object' }]),
  ),
};

/** Why a `payload` override cannot be merged (too deep, or a field of the wrong shape), or undefined. */
export function payloadProblem(payload: Record<string, unknown>): string | undefined {
  if (deeperThan(payload, MAX_DEPTH)) return `"payload" nests deeper than ${MAX_DEPTH} levels`;
  for (const [field, value] of Object.entries(payload)) {
    // Own properties only: a `__proto__` or `constructor` key is a field like any other (G4).
    const shape = Object.hasOwn(SHAPES, field) ? SHAPES[field] : undefined;
    if (shape && !shape.check(value)) return `"payload.${field}" must be ${shape.expected}`;
  }
  return undefined;
}
