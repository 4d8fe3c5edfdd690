/**
 * Partial matching for the matchers: an expected object names only the keys it cares about, at
 * any depth; a RegExp tests a string; an asymmetric matcher (`expect.any(String)`, …) decides
 * itself. `payload` is matched against the parsed JSON `body` of a delivery.
 */
export type Match = Record<string, unknown> | ((entry: never) => boolean);

interface Asymmetric {
  asymmetricMatch(value: unknown): boolean;
}

const isAsymmetric = (v: unknown): v is Asymmetric =>
  typeof v === 'object' && v !== null && 'asymmetricMatch' in v && typeof v.asymmetricMatch === 'function';
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RegExp) && !isAsymmetric(v);

/** The paths where `actual` differs from `expected` ([] means it matches). */
export function differences(actual: unknown, expected: unknown, path = ''): string[] {
  if (isAsymmetric(expected)) return expected.asymmetricMatch(actual) ? [] : [path || '(value)'];
  if (expected instanceof RegExp)
    return typeof actual === 'string' && expected.test(actual) ? [] : [path || '(value)'];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [path || '(value)'];
    return expected.flatMap((item, i) => differences(actual[i], item, `${path}[${i}]`));
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return [path || '(value)'];
    return Object.entries(expected).flatMap(([key, value]) =>
      differences(actual[key], value, path ? `${path}.${key}` : key),
    );
  }
  return Object.is(actual, expected) ? [] : [path || '(value)'];
}

/** A delivery seen with its parsed body as `payload`, so `{ payload: { ref } }` can match it. */
function withPayload(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null || !('body' in entry)) return entry;
  const body = entry.body;
  if (typeof body !== 'string') return entry;
  let payload: unknown;
  try {
    payload = JSON.parse(
      body.startsWith('payload=') ? decodeURIComponent(body.slice(8).replace(/\+/g, ' ')) : body,
    );
  } catch {
    return entry;
  }
  return { ...entry, payload };
}

/** Where an entry differs from the match; a predicate gives one pseudo-difference when false. */
export function mismatches(entry: unknown, match: Match): string[] {
  // Boundary: the user's predicate is typed for the entries of the log it is matched against
  // (`never` in Match lets it name them); it is only ever called with entries of that log.
  if (typeof match === 'function') return (match as (e: unknown) => boolean)(entry) ? [] : ['(predicate)'];
  return differences(withPayload(entry), match);
}

/** The entries closest to matching (fewest differing paths), each with where it differs. */
export function closest(entries: readonly unknown[], match: Match, count = 3): string {
  if (entries.length === 0) return 'nothing was recorded';
  const ranked = entries
    .map((entry, index) => ({ entry, index, diff: mismatches(entry, match) }))
    .sort((a, b) => a.diff.length - b.diff.length || b.index - a.index)
    .slice(0, count);
  const lines = ranked.map(({ entry, diff }) => {
    const text = JSON.stringify(summary(entry));
    return `  ${text.length > 300 ? `${text.slice(0, 300)}…` : text}${diff.length ? `\n    differs at: ${diff.join(', ')}` : ''}`;
  });
  return `closest of ${entries.length} recorded:\n${lines.join('\n')}`;
}

/** Without the bulky raw body and headers, which rarely explain a mismatch. */
function summary(entry: unknown): unknown {
  if (!isPlainObject(entry)) return entry;
  const { body: _body, headers: _headers, ...rest } = entry;
  return rest;
}
