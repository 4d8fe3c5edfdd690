/** Go's `unicode.IsSpace` set: what `strings.TrimSpace` removes (not U+FEFF, unlike String#trim). */
const GO_SPACE = '[\\t\\n\\v\\f\\r \\u0085\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]';
const EDGES = new RegExp(`^${GO_SPACE}+|${GO_SPACE}+$`, 'gu');

/** Go's `strings.TrimSpace`. */
export function goTrimSpace(text: string): string {
  return text.replace(EDGES, '');
}
