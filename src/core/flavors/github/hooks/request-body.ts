import { ApiError } from '../../../http/api-error.js';
import type { CoreRequest } from '../../../http/core-request.js';

export type JsonObject = Record<string, unknown>;
type Kind = 'string' | 'boolean' | 'array' | 'object' | 'string or number';

/** One request body's schema, as GitHub's description states it: fields, closed or not, required. */
export interface BodyShape {
  readonly fields: Readonly<Record<string, Kind>>;
  /** `additionalProperties: false` (repository create): an unknown key is a 422. */
  readonly closed: boolean;
  readonly required: readonly string[];
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const FITS: Readonly<Record<Kind, (value: unknown) => boolean>> = {
  string: (v) => typeof v === 'string',
  boolean: (v) => typeof v === 'boolean',
  array: Array.isArray,
  object: isObject,
  'string or number': (v) => typeof v === 'string' || typeof v === 'number',
};

const ARTICLE: Readonly<Record<Kind, string>> = {
  string: 'a string',
  boolean: 'a boolean',
  array: 'an array',
  object: 'an object',
  'string or number': 'a string or a number',
};

/** GitHub's schema-validation 422: `Invalid request.` and the problem (no `errors[]`). */
export const invalidRequest = (problem: string) => new ApiError(422, `Invalid request.\n\n${problem}`);

/** The JSON body as an object ('' and `null` are `{}`); anything else is GitHub's 400. */
export function readBody(request: CoreRequest): JsonObject {
  const text = request.body.trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Problems parsing JSON');
  }
  if (value === null) return {};
  if (!isObject(value)) throw new ApiError(400, 'Problems parsing JSON');
  return value;
}

/**
 * Checks `body` against `shape` the way GitHub's request validation words it (`"x" is not a
 * permitted key.`, `"x" wasn't supplied.`, `For 'properties/x', … is not a boolean.`), first
 * problem wins.
 */
export function checkShape(body: JsonObject, shape: BodyShape): void {
  for (const key of Object.keys(body))
    if (shape.closed && !Object.hasOwn(shape.fields, key))
      throw invalidRequest(`"${key}" is not a permitted key.`);
  for (const key of shape.required)
    if (!Object.hasOwn(body, key)) throw invalidRequest(`"${key}" wasn't supplied.`);
  for (const [key, kind] of Object.entries(shape.fields)) {
    const value = body[key];
    if (value === undefined || FITS[kind](value)) continue;
    throw invalidRequest(`For 'properties/${key}', ${JSON.stringify(value)} is not ${ARTICLE[kind]}.`);
  }
  for (const [key, kind] of Object.entries(shape.fields)) {
    const value = body[key];
    if (kind !== 'array' || !Array.isArray(value)) continue;
    const bad = value.find((item) => typeof item !== 'string');
    if (bad !== undefined) throw invalidRequest(`For 'items', ${JSON.stringify(bad)} is not a string.`);
  }
}

/** The object at `key` (checked by `checkShape`), or `{}`. */
export const objectAt = (body: JsonObject, key: string): JsonObject => {
  const value = body[key];
  return isObject(value) ? value : {};
};

/** The string array at `key` (checked by `checkShape`), or undefined when absent. */
export const stringsAt = (body: JsonObject, key: string): string[] | undefined => {
  const value = body[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined;
};

/** The value at `key` when it is a string, else undefined. */
export const stringAt = (body: JsonObject, key: string): string | undefined => {
  const value = body[key];
  return typeof value === 'string' ? value : undefined;
};

const CONFIG: BodyShape = {
  fields: { url: 'string', content_type: 'string', secret: 'string', insecure_ssl: 'string or number' },
  closed: false,
  required: [],
};

/** The request bodies of GitHub's hook operations (its REST description's request schemas). */
export const SHAPES = {
  repoCreate: {
    fields: { name: 'string', config: 'object', events: 'array', active: 'boolean' },
    closed: true,
    required: [],
  },
  orgCreate: {
    fields: { name: 'string', config: 'object', events: 'array', active: 'boolean' },
    closed: false,
    required: ['name', 'config'],
  },
  repoUpdate: {
    fields: {
      config: 'object',
      events: 'array',
      add_events: 'array',
      remove_events: 'array',
      active: 'boolean',
    },
    closed: false,
    required: [],
  },
  orgUpdate: {
    fields: { config: 'object', events: 'array', active: 'boolean', name: 'string' },
    closed: false,
    required: [],
  },
  config: CONFIG,
  /** The repository's `PATCH …/config` is closed (`additionalProperties: false`); the org's is open. */
  repoConfig: { ...CONFIG, closed: true },
} as const satisfies Record<string, BodyShape>;
