/** What every message hookmock shows a person starts with (msw's `LIBRARY_PREFIX`). */
export const LIBRARY_PREFIX = 'hookmock:';

/**
 * A message as a person sees it: with the library prefix, once. Called at the edges only — an
 * error leaving the public API (`public-api.ts`), a CLI line, a log line — never where a message
 * is made, so that the control API's `{ message }` and the CLI can reuse the text as is
 * (msw's `devUtils.formatMessage`).
 */
export function formatMessage(message: string): string {
  return `${LIBRARY_PREFIX} ${message}`;
}
