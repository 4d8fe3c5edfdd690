/** The last second rendered and its text: every write of a second stamps the same text. */
let lastSecond = Number.NaN;
let lastText = '';

/** RFC 3339 at second precision in UTC, as the reference renders `created_at` (docs/behaviour.md §3.1). */
export function timestamp(date: Date): string {
  // An invalid date (NaN) never equals the last second: toISOString throws for it as before.
  const second = Math.floor(date.getTime() / 1000);
  if (second !== lastSecond) {
    lastText = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
    lastSecond = second;
  }
  return lastText;
}
