/**
 * JSON written the way Go's encoding/json writes it (docs/behaviour.md §1.1): `<`, `>`, `&`, U+2028 and
 * U+2029 escaped inside strings. Compact bodies end with a newline (json.Encoder); indented
 * payloads (json.MarshalIndent, docs/behaviour.md §7.2) do not.
 */
const GO_ESCAPED = /[<>&\u2028\u2029]/g;
const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
// A test first: most texts have nothing to escape, and replace() with a function is the slow path.
const HAS_GO_ESCAPED = /[<>&\u2028\u2029]/;

export function goJson(value: unknown): string {
  return goJsonValue(value) + '\n';
}

/** One compact value, without the encoder's trailing newline. */
export function goJsonValue(value: unknown): string {
  const text = JSON.stringify(value);
  return HAS_GO_ESCAPED.test(text) ? text.replace(GO_ESCAPED, escape) : text;
}

export function goJsonIndent(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(GO_ESCAPED, escape);
}

/**
 * Which encoding/json a product build writes its API answers with: v1's `json.Encoder`, or v2's
 * `MarshalWrite` (Gitea's official `GOEXPERIMENT=jsonv2` build, docs/decisions/go-json-encoding.md).
 */
export type GoJsonVersion = 'v1' | 'v2';

/** One compact answer body: the value's text, then what the encoder writes after it. */
export interface GoAnswerEncoder {
  /** The value, compact. */
  value(value: unknown): string;
  /** Written after the value: json.Encoder's newline, nothing for MarshalWrite. */
  readonly end: '\n' | '';
}

/**
 * The two encoders as written text. v2 with Gitea's options (only `FormatNilSliceAsNull` and
 * `FormatNilMapAsNull`): `EscapeForHTML` and `EscapeForJS` default to false, so `<>&` and
 * U+2028/U+2029 stay raw (jsonwire `AppendQuote`), and `MarshalWrite` "does not terminate the
 * output with a newline" (v2 `arshal.go`). Control characters, `"` and `\` are escaped the same
 * way by Go and `JSON.stringify` (`\n`, `\t`, … and `\u00XX`, lower-case hex). Maps keep the
 * sorted key order of their producers: v2 traverses a Go map in any order, and sorted is one of
 * those orders that a test can rely on.
 */
export const GO_ANSWER_ENCODERS: Readonly<Record<GoJsonVersion, GoAnswerEncoder>> = {
  v1: { value: goJsonValue, end: '\n' },
  v2: { value: (value) => JSON.stringify(value), end: '' },
};
