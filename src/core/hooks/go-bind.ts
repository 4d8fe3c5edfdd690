import { unprocessable } from '../http/api-error.js';
import type { CoreRequest } from '../http/core-request.js';
import { goSyntaxError } from '../go/go-json-errors.js';

/** The Go type of one field of a request struct, as decoding needs it. */
export type GoType = 'string' | 'bool' | '[]string' | 'map[string]string';

/** JSON key → Go type (+ the printed type when it differs, e.g. a named map type); absent: not bound. */
export type GoFields = Readonly<Record<string, readonly [GoType, string?] | undefined>>;

export interface GoStruct<F extends GoFields = GoFields> {
  /** Printed in type errors, e.g. `CreateHookOption`. */
  readonly name: string;
  /** The struct's Go type as printed at top level, e.g. `structs.CreateHookOption`. */
  readonly typeName: string;
  readonly fields: F;
}

/** The TypeScript value a Go field type decodes to. */
type GoValue<T extends GoType> = T extends 'string'
  ? string
  : T extends 'bool'
    ? boolean
    : T extends '[]string'
      ? string[]
      : Record<string, string>;

/** Decoded fields by their JSON name; absent keys are absent (Go: zero value / nil pointer). */
export type Bound<F extends GoFields> = { [K in keyof F]?: GoValue<NonNullable<F[K]>[0]> };

type Decoded = Record<string, GoValue<GoType>>;

/**
 * Gitea's `bind()` (docs/behaviour.md §2.4): choose the decoder from Content-Type, decode JSON like Go's
 * encoding/json (case-insensitive keys, unknown keys ignored, type errors named by field) or a
 * form, and turn every failure into the 422 `[<Fields>]: <msg>` text. Never throws anything else.
 */
export function bind<F extends GoFields>(request: CoreRequest, struct: GoStruct<F>): Bound<F> {
  // Each decoded value was checked against its field's GoType, which is what Bound<F> states.
  return decode(request, struct) as Bound<F>;
}

function decode(request: CoreRequest, struct: GoStruct): Decoded {
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

function bindJson(text: string, struct: GoStruct): Decoded {
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
  if (!isJsonObject(value)) {
    throw unprocessable(
      `[]: json: cannot unmarshal ${jsonKind(value)} into Go value of type ${struct.typeName}`,
    );
  }
  return decodeObject(value, struct);
}

function decodeObject(object: Readonly<Record<string, unknown>>, struct: GoStruct): Decoded {
  const out: Decoded = {};
  let firstError: string | undefined;
  // Keys, not entries: no [key, value] pair per field on every request (issue 22).
  for (const rawKey of Object.keys(object)) {
    const value = object[rawKey];
    const key = fieldFor(rawKey, struct);
    const field = key === undefined ? undefined : struct.fields[key];
    if (key === undefined || field === undefined || value === null) continue; // unknown keys and nulls change nothing
    const [type, printedType] = field;
    const decoded = decodeValue(type, value);
    if (!(decoded instanceof Bad)) out[key] = decoded;
    else
      firstError ??= `json: cannot unmarshal ${jsonKind(decoded.value)} into Go struct field ${struct.name}.${key} of type ${decoded.inner ? 'string' : (printedType ?? type)}`;
  }
  if (firstError) throw unprocessable(`[]: ${firstError}`);
  return out;
}

/** A JSON value a Go field cannot hold; `inner` marks a bad element inside a slice or map. */
class Bad {
  constructor(
    readonly value: unknown,
    readonly inner = false,
  ) {}
}

/** One JSON value as a Go field of `type`, or why not (a good value comes back as it is, unwrapped). */
function decodeValue(type: GoType, value: unknown): GoValue<GoType> | Bad {
  if (type === 'string') return typeof value === 'string' ? value : new Bad(value);
  if (type === 'bool') return typeof value === 'boolean' ? value : new Bad(value);
  if (type === '[]string') return Array.isArray(value) ? goStrings(value) : new Bad(value);
  return isJsonObject(value) ? goStringMap(value) : new Bad(value);
}

/** A JSON object (what `JSON.parse` makes of `{…}`). */
function isJsonObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A `map[string]string`: null decodes as '', anything else but a string fails (the first, in key
 * order). Built in one pass: no entries, values and pairs arrays per request.
 */
function goStringMap(value: Readonly<Record<string, unknown>>): Record<string, string> | Bad {
  const ok: Record<string, string> = {};
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (v !== null && typeof v !== 'string') return new Bad(v, true);
    // An own "__proto__" key stays a key, as Object.fromEntries made it; assigning would set the prototype.
    if (key === '__proto__') Object.defineProperty(ok, key, { value: v ?? '', ...DATA_PROPERTY });
    else ok[key] = v ?? '';
  }
  return ok;
}

const DATA_PROPERTY = { enumerable: true, writable: true, configurable: true } as const;

/** Elements of a `[]string` or `map[string]string`: null decodes as '', anything else but a string fails. */
function goStrings(values: readonly unknown[]): string[] | Bad {
  const ok: string[] = [];
  for (const v of values) {
    if (v === null) ok.push('');
    else if (typeof v === 'string') ok.push(v);
    else return new Bad(v, true);
  }
  return ok;
}

/** Go matches a JSON key to a field exactly first, then case-insensitively. */
function fieldFor(key: string, struct: GoStruct): string | undefined {
  // Own keys only: `constructor`, `__proto__` and friends are unknown keys like any other.
  if (struct.fields[key] !== undefined && Object.hasOwn(struct.fields, key)) return key;
  const lower = key.toLowerCase();
  return Object.keys(struct.fields).find((f) => struct.fields[f] !== undefined && f.toLowerCase() === lower);
}

function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value; // 'string' | 'number' | 'object'
}

/** Form binding: flat fields from the query string and (urlencoded) body; maps cannot be bound. */
function bindForm(body: URLSearchParams, request: CoreRequest, struct: GoStruct): Decoded {
  const out: Decoded = {};
  for (const source of [request.url.searchParams, body]) {
    for (const [key, field] of Object.entries(struct.fields)) {
      const values = source.getAll(key);
      const first = values[0];
      if (field === undefined || first === undefined) continue;
      const [type] = field;
      if (type === 'string') out[key] = first;
      else if (type === 'bool') out[key] = first === 'true' || first === 'on' || first === '1';
      else if (type === '[]string') out[key] = values;
    }
  }
  return out;
}
