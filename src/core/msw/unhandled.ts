/** What msw does with a request no handler answers. */
export type UnhandledStrategy = 'bypass' | 'warn' | 'error';

/**
 * The listen/start option for requests no handler answers, under both of msw's names: msw 2 reads
 * `onUnhandledRequest`, msw 3 renamed it `onUnhandledFrame` and silently ignores the old name
 * (so `'error'` would quietly become msw 3's default, `'warn'`, and let the request through).
 * Each msw reads its own key and ignores the other.
 */
export function unhandledOption(strategy: UnhandledStrategy): {
  onUnhandledRequest: UnhandledStrategy;
  onUnhandledFrame: UnhandledStrategy;
} {
  return { onUnhandledRequest: strategy, onUnhandledFrame: strategy };
}
