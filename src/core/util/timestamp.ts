/** RFC 3339 at second precision in UTC, as the reference renders `created_at` (docs/behaviour.md §3.1). */
export function timestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `timestamp` of a time in epoch milliseconds. */
export function timestampAt(ms: number): string {
  return timestamp(new Date(ms));
}
