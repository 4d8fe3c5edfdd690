/**
 * JSON written the way Go's encoding/json writes it (docs/behaviour.md §1.1): `<`, `>`, `&`, U+2028 and
 * U+2029 escaped inside strings. Compact bodies end with a newline (json.Encoder); indented
 * payloads (json.MarshalIndent, docs/behaviour.md §7.2) do not.
 */
const GO_ESCAPED = /[<>&\u2028\u2029]/g;
const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function goJson(value: unknown): string {
  return goJsonValue(value) + '\n';
}

/** One compact value, without the encoder's trailing newline. */
export function goJsonValue(value: unknown): string {
  return JSON.stringify(value).replace(GO_ESCAPED, escape);
}

export function goJsonIndent(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(GO_ESCAPED, escape);
}
