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

/** One place where an entry differs from the match: the path, and both values there. */
interface Difference {
  path: string;
  expected: unknown;
  actual: unknown;
}

/** Where `actual` differs from `expected`, with both values ([] means it matches). */
function diffs(actual: unknown, expected: unknown, path = ''): Difference[] {
  const here = (): Difference[] => [{ path: path || '(value)', expected, actual }];
  if (isAsymmetric(expected)) return expected.asymmetricMatch(actual) ? [] : here();
  if (expected instanceof RegExp) return typeof actual === 'string' && expected.test(actual) ? [] : here();
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return here();
    return expected.flatMap((item, i) => diffs(actual[i], item, `${path}[${i}]`));
  }
  if (isPlainObject(expected)) {
    if (!isPlainObject(actual)) return here();
    return Object.entries(expected).flatMap(([key, value]) =>
      diffs(actual[key], value, path ? `${path}.${key}` : key),
    );
  }
  return Object.is(actual, expected) ? [] : here();
}

/** The paths where `actual` differs from `expected` ([] means it matches). */
export function differences(actual: unknown, expected: unknown, path = ''): string[] {
  return diffs(actual, expected, path).map((d) => d.path);
}

/** A value in a failure message, short: a RegExp or asymmetric matcher as it prints, JSON cut at 80. */
function shown(value: unknown): string {
  if (value === undefined) return '(nothing)';
  if (value instanceof RegExp || isAsymmetric(value)) return String(value);
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
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
  return mismatchesWithValues(entry, match).map((d) => d.path);
}

function mismatchesWithValues(entry: unknown, match: Match): Difference[] {
  // Boundary: the user's predicate is typed for the entries of the log it is matched against
  // (`never` in Match lets it name them); it is only ever called with entries of that log.
  if (typeof match === 'function')
    return (match as (e: unknown) => boolean)(entry)
      ? []
      : [{ path: '(predicate)', expected: true, actual: false }];
  return diffs(withPayload(entry), match);
}

/** The entries closest to matching (fewest differing paths), each with where it differs. */
export function closest(entries: readonly unknown[], match: Match, count = 3): string {
  if (entries.length === 0) return 'nothing was recorded';
  const ranked = entries
    .map((entry, index) => ({ entry, index, diff: mismatchesWithValues(entry, match) }))
    .sort((a, b) => a.diff.length - b.diff.length || b.index - a.index)
    .slice(0, count);
  const lines = ranked.map(({ entry, diff }) => {
    const text = JSON.stringify(summary(entry));
    // Each differing path with the value the entry has there (issue 32 item 8): the one-line
    // JSON above is cut before the body, and the value is what explains the miss.
    const values = diff
      .slice(0, 5)
      .map((d) => `\n      ${d.path}: expected ${shown(d.expected)}, got ${shown(d.actual)}`);
    const where = diff.length
      ? `\n    differs at: ${diff.map((d) => d.path).join(', ')}${values.join('')}`
      : '';
    return `  ${text.length > 300 ? `${text.slice(0, 300)}…` : text}${where}`;
  });
  return `closest of ${entries.length} recorded:\n${lines.join('\n')}`;
}

/** Without the bulky raw body and headers, which rarely explain a mismatch. */
function summary(entry: unknown): unknown {
  if (!isPlainObject(entry)) return entry;
  const { body: _body, headers: _headers, ...rest } = entry;
  return rest;
}
