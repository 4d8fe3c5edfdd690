import type { Flavor } from '../contract/flavor.js';
import { isJsonObject } from '../util/json-object.js';
import { HookMockError } from '../errors/hookmock-error.js';

type Schema = Record<string, unknown>;

const string: Schema = { type: 'string' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const stringMap: Schema = { type: 'object', additionalProperties: { type: 'string' } };

/**
 * The JSON schema of every key a flavor's `hookFields` table can emit (src/core/contract/hook-fields.ts).
 * A key missing here fails the document build, so a new field cannot go undocumented.
 */
const FIELD_SCHEMAS: Record<string, (flavor: Flavor) => Schema> = {
  id: () => ({ type: 'integer', format: 'int64' }),
  name: () => string,
  type: (flavor) => ({ type: 'string', enum: [...flavor.types] }),
  active: () => ({ type: 'boolean' }),
  events: () => ({ type: 'array', items: string }),
  config: () => ({ ...stringMap, required: ['content_type', 'url'] }),
  branch_filter: () => string,
  authorization_header: () => string,
  url: () => string,
  content_type: () => ({ type: 'string', enum: ['json', 'form'] }),
  metadata: () => ({ oneOf: [{ type: 'null' }, { type: 'object' }] }),
  created: () => dateTime,
  updated: () => dateTime,
  created_at: () => dateTime,
  updated_at: () => dateTime,
};

/** A hook as the flavor returns it: exactly the keys of its `hookFields`, all always present. */
export function hookSchema(flavor: Flavor): Schema {
  const properties: Record<string, Schema> = {};
  for (const [key] of flavor.hookFields) {
    const schema = FIELD_SCHEMAS[key];
    if (!schema) throw new HookMockError(`no OpenAPI schema for hook field "${key}"`);
    properties[key] = schema(flavor);
  }
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

/** The optional fields a flavor binds besides the common ones (its `binds` table). */
function boundExtras(flavor: Flavor): Record<string, Schema> {
  const extras: Record<string, Schema> = {};
  if (flavor.binds.name) extras.name = { type: 'string', maxLength: 255 };
  if (flavor.binds.branchFilter)
    extras.branch_filter = { type: 'string', description: 'a glob of branch names' };
  if (flavor.binds.authorizationHeader) extras.authorization_header = string;
  return extras;
}

const configInput: Schema = {
  ...stringMap,
  description: 'url and content_type (json or form) are required on create; secret is write-only',
};

/** The create body: `type` and `config` required; unknown keys are ignored, as by the product. */
export function createHookSchema(flavor: Flavor): Schema {
  return {
    type: 'object',
    required: ['type', 'config'],
    properties: {
      type: { type: 'string', enum: [...flavor.types] },
      config: { ...configInput, required: ['url', 'content_type'] },
      events: {
        type: 'array',
        items: string,
        description: `omitted or empty means ["push"]; unknown names are dropped. Known: ${[...flavor.events.accepted].sort().join(', ')}`,
      },
      active: { type: 'boolean', default: false },
      ...boundExtras(flavor),
    },
  };
}

/** The PATCH body: any of these. */
export function editHookSchema(flavor: Flavor): Schema {
  const events = flavor.patchResetsOmittedEvents
    ? 'omitted or empty resets the events to ["push"]'
    : 'omitted keeps the events; empty means ["push"]';
  return {
    type: 'object',
    properties: {
      config: configInput,
      events: { type: 'array', items: string, description: events },
      active: { type: 'boolean' },
      ...boundExtras(flavor),
    },
  };
}

/** The 404 body: the keys of the flavor's own `notFoundBody`, in its order. */
export function notFoundSchema(flavor: Flavor): Schema {
  // The flavor's 404 body is a plain object of fields (its type is the wider JSON value).
  const body = flavor.notFoundBody(undefined, undefined, '');
  const sample = isJsonObject(body) ? body : {};
  const properties: Record<string, Schema> = {};
  for (const [key, value] of Object.entries(sample)) {
    properties[key] =
      key === 'errors'
        ? Array.isArray(value)
          ? { type: 'array', items: string }
          : { oneOf: [{ type: 'null' }, { type: 'array', items: string }] }
        : string;
  }
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
}

/** Every other error: `{ message, url }` (a few carry only `message`). */
export const apiErrorSchema: Schema = {
  type: 'object',
  properties: { message: string, url: string },
  required: ['message'],
  additionalProperties: false,
};
