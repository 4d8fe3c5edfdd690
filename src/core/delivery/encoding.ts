import type { DeliveryDialect } from '../contract/delivery-dialect.js';
import { goJsonIndent } from '../go/go-json.js';

/**
 * Payload JSON as each product's build writes it (`json.MarshalIndent(p, "", indent)`).
 * Gitea 1.26's official build uses encoding/json v2 (Makefile `GOEXPERIMENT=jsonv2`,
 * `modules/json/jsonv2.go`): `<`, `>`, `&` stay raw. Forgejo uses jsoniter in standard-library
 * mode, which escapes them (and U+2028/U+2029) like encoding/json v1. The spec flavor keeps v1.
 * GitHub sends one line, unindented.
 * (v2 also keeps zero numbers under `omitempty`: the payload builders decide that per field.)
 */
export function encodePayload(json: DeliveryDialect['json'], value: unknown, indent: 1 | 2 = 2): string {
  if (json === 'compact') return JSON.stringify(value);
  if (json === 'v2-raw') return JSON.stringify(value, null, indent);
  return indent === 2 ? goJsonIndent(value) : goJsonIndent1(value);
}

const GO_ESCAPED = /[<>&\u2028\u2029]/g;
const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

function goJsonIndent1(value: unknown): string {
  return JSON.stringify(value, null, 1).replace(GO_ESCAPED, escape);
}

/**
 * A create/delete body re-marshalled with a short ref, for the hook types of the dialect's
 * `shortRefTypes`: Forgejo's `substituteRefShortName` (F `services/webhook/default.go`, for
 * `gitea`-type hooks) re-marshals the payload from a map: compact, keys sorted at every level,
 * `ref` shortened.
 */
export function shortRefBody(payload: Record<string, unknown>): string {
  const ref = String(payload.ref ?? '');
  const short = ref.replace(/^refs\/(heads|tags)\//, '');
  return JSON.stringify(sortKeys({ ...payload, ref: short })).replace(GO_ESCAPED, escape);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const entries: [string, unknown][] = Object.entries(value);
  for (const [key, v] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) out[key] = sortKeys(v);
  return out;
}

/** Content-Type of a delivery body (docs/behaviour.md §7.1). */
export function deliveryContentType(contentType: string): string {
  return contentType === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
}
