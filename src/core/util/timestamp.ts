/** The last second rendered and its text: every write of a second stamps the same text. */
let lastSecond = Number.NaN;
let lastText = '';

/** RFC 3339 at second precision in UTC, as the reference renders `created_at` (docs/behaviour.md §3.1). */
export function timestamp(date: Date): string {
  return timestampAt(date.getTime());
}

/** `timestamp` of a time in epoch milliseconds (no Date made while the second stays the same). */
export function timestampAt(ms: number): string {
  // An invalid time (NaN) never equals the last second: toISOString throws for it as before.
  const second = Math.floor(ms / 1000);
  if (second !== lastSecond) {
    lastText = new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    lastSecond = second;
  }
  return lastText;
}
