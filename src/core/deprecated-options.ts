import { formatMessage } from './errors/format-message.js';
import { warnOnce } from './util/warn-once.js';
import type { HookMockOptions } from './types.js';

/**
 * The options under their 0.2.0 names: a deprecated name is accepted for one release, read as
 * its successor, and warned about once per process (CHANGELOG 0.2.0). The new name wins when
 * both are given.
 */
export function currentOptions<O extends HookMockOptions>(options: O): O {
  const { allowHosts } = options;
  if (options.pingLimit !== undefined)
    warnOnce(
      'pingLimit',
      formatMessage(
        'the `pingLimit` option is deprecated and ignored; test presses are deliveries, kept within `deliveryLimit`.',
      ),
    );
  if (allowHosts === undefined) return options;
  warnOnce(
    'allowHosts',
    formatMessage(
      'the `allowHosts` option is deprecated; use `deliveryHosts` (same meaning: the hosts deliveries may reach).',
    ),
  );
  return { ...options, allowHosts: undefined, deliveryHosts: options.deliveryHosts ?? allowHosts };
}
