/**
 * A timestamp in every spelling the products answer with, so a recording fixes each one and a
 * replay compares them by shape: RFC 3339 text (every product), Unix seconds (GitHub's push
 * payload: `repository.pushed_at`, `created_at`) and epoch milliseconds (Data Center's
 * `createdDate`, `authorTimestamp`, a latest invocation's `start` and `finish`). A number is a
 * timestamp only under a key that names a time, and only in its range: ids and counts stay numbers.
 */
export type TimestampSpelling = 'text' | 'seconds' | 'millis';

/** The one instant every recorded timestamp becomes (octokit/fixtures: one fixed time). */
export const RECORDED_INSTANT = '2026-01-01T00:00:00Z';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** Keys whose numbers are times: `…_at`, `…Date`, `…Timestamp`, and Data Center's `start`/`finish`. */
const TIME_KEY = /(?:_at|Date|Timestamp)$|^(?:timestamp|date|start|finish)$/;
/** From 2001-09-09 to 2286 in seconds, the same span in milliseconds: no id or count is that large. */
const SECONDS = { min: 1e9, max: 1e10 };
const MILLIS = { min: 1e12, max: 1e13 };

export const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && RFC3339.test(value);

/** How `value` spells a time where it stands (under `key`), or null when it is no timestamp. */
export function timestampSpelling(value: unknown, key: string | undefined): TimestampSpelling | null {
  if (isTimestamp(value)) return 'text';
  if (typeof value !== 'number' || !Number.isInteger(value) || key === undefined || !TIME_KEY.test(key))
    return null;
  if (value >= SECONDS.min && value < SECONDS.max) return 'seconds';
  return value >= MILLIS.min && value < MILLIS.max ? 'millis' : null;
}

/** The recorded instant in a spelling. */
export function recordedInstant(spelling: TimestampSpelling): string | number {
  const ms = Date.parse(RECORDED_INSTANT);
  return spelling === 'text' ? RECORDED_INSTANT : spelling === 'seconds' ? ms / 1000 : ms;
}

/** Whether two values are timestamps of the same spelling (a replay compares times by shape). */
export const sameTimestampShape = (expected: unknown, actual: unknown, key: string | undefined): boolean => {
  const spelling = timestampSpelling(expected, key);
  return spelling !== null && spelling === timestampSpelling(actual, key);
};
