/** What every message hookmock shows a person starts with (msw's `LIBRARY_PREFIX`). */
export const LIBRARY_PREFIX = 'hookmock:';

/**
 * A message as a person sees it: with the library prefix, once. Called where a message is made:
 * a HookMockError's constructor, a CLI line, a log line (msw's `devUtils.formatMessage`).
 */
export function formatMessage(message: string): string {
  return `${LIBRARY_PREFIX} ${message}`;
}
