import { unprocessable } from '../http/api-error.js';
import type { CoreRequest } from '../http/core-request.js';
import { goSyntaxError } from './go-json-errors.js';

/** The Go type of one field of a request struct, as decoding needs it. */
export type GoType = 'string' | 'bool' | '[]string' | 'map[string]string';

export interface GoStruct {
  /** Printed in type errors, e.g. `CreateHookOption`. */
  readonly name: string;
  /** The struct's Go type as printed at top level, e.g. `structs.CreateHookOption`. */
  readonly typeName: string;
  /** JSON key → Go type (+ the printed type when it differs, e.g. a named map type). */
  readonly fields: Readonly<Record<string, readonly [GoType, string?]>>;
}

/** Decoded fields by their JSON name; absent keys are absent (Go: zero value / nil pointer). */
export type Bound = Record<string, string | boolean | string[] | Record<string, string> | undefined>;

/**
 * Gitea's `bind()` (docs/behaviour.md §2.4): choose the decoder from Content-Type, decode JSON like Go's
 * encoding/json (case-insensitive keys, unknown keys ignored, type errors named by field) or a
 * form, and turn every failure into the 422 `[<Fields>]: <msg>` text. Never throws anything else.
 */
export function bind(request: CoreRequest, struct: GoStruct): Bound {
  const contentType = request.header('content-type') ?? '';
  const method = request.method;
  if (method === 'POST' || method === 'PUT' || contentType !== '') {
    if (contentType.includes('form-urlencoded'))
      return bindForm(new URLSearchParams(request.body), request, struct);
    if (contentType.includes('multipart/form-data')) return bindForm(new URLSearchParams(), request, struct);
    if (contentType.includes('json')) return bindJson(request.body, struct);
    throw unprocessable(contentType === '' ? '[]: Empty Content-Type' : '[]: Unsupported Content-Type');
  }
  // A PATCH without Content-Type is bound as a form: only the query string can set fields.
  return bindForm(new URLSearchParams(), request, struct);
}

function bindJson(text: string, struct: GoStruct): Bound {
  if (text.trim() === '') return {}; // io.EOF is not an error for the binder
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const syntax = goSyntaxError(text, error);
    if ('message' in syntax) throw unprocessable(`[]: ${syntax.message}`);
    return bindJson(text.slice(0, syntax.firstValueEnd), struct);
  }
  if (value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw unprocessable(
      `[]: json: cannot unmarshal ${jsonKind(value)} into Go value of type ${struct.typeName}`,
    );
  }
  return decodeObject(value as Record<string, unknown>, struct);
}

function decodeObject(object: Record<string, unknown>, struct: GoStruct): Bound {
  const out: Bound = {};
  let firstError: string | undefined;
  const fail = (kind: string, key: string, printed: string) => {
    firstError ??= `json: cannot unmarshal ${kind} into Go struct field ${struct.name}.${key} of type ${printed}`;
  };
  for (const [rawKey, value] of Object.entries(object)) {
    const key = fieldFor(rawKey, struct);
    if (key === undefined || value === null) continue; // unknown keys and nulls change nothing
    const [type, printedType] = struct.fields[key] as readonly [GoType, string?];
    const printed = printedType ?? type;
    if (type === 'string' || type === 'bool') {
      if (typeof value !== (type === 'string' ? 'string' : 'boolean')) fail(jsonKind(value), key, printed);
      else out[key] = value as string | boolean;
    } else if (type === '[]string') {
      if (!Array.isArray(value)) fail(jsonKind(value), key, printed);
      else {
        const bad = value.find((v) => v !== null && typeof v !== 'string');
        if (bad !== undefined) fail(jsonKind(bad), key, 'string');
        else out[key] = value.map((v) => (v === null ? '' : (v as string)));
      }
    } else {
      if (typeof value !== 'object' || Array.isArray(value)) fail(jsonKind(value), key, printed);
      else {
        const entries = Object.entries(value as Record<string, unknown>);
        const bad = entries.find(([, v]) => v !== null && typeof v !== 'string');
        if (bad) fail(jsonKind(bad[1]), key, 'string');
        else out[key] = Object.fromEntries(entries.map(([k, v]) => [k, v === null ? '' : (v as string)]));
      }
    }
  }
  if (firstError) throw unprocessable(`[]: ${firstError}`);
  return out;
}

/** Go matches a JSON key to a field exactly first, then case-insensitively. */
function fieldFor(key: string, struct: GoStruct): string | undefined {
  // Own keys only: `constructor`, `__proto__` and friends are unknown keys like any other.
  if (Object.hasOwn(struct.fields, key)) return key;
  const lower = key.toLowerCase();
  return Object.keys(struct.fields).find((f) => f.toLowerCase() === lower);
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value; // 'string' | 'number' | 'object'
}

/** Form binding: flat fields from the query string and (urlencoded) body; maps cannot be bound. */
function bindForm(body: URLSearchParams, request: CoreRequest, struct: GoStruct): Bound {
  const out: Bound = {};
  for (const source of [request.url.searchParams, body]) {
    for (const [key, [type]] of Object.entries(struct.fields)) {
      const values = source.getAll(key);
      if (values.length === 0) continue;
      if (type === 'string') out[key] = values[0];
      else if (type === 'bool') out[key] = values[0] === 'true' || values[0] === 'on' || values[0] === '1';
      else if (type === '[]string') out[key] = values;
    }
  }
  return out;
}
