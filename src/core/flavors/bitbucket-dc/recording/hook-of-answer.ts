import type { AnswerContext, ShownHook } from '../../../recording/recording-hints.js';
import { isJsonObject } from '../../../util/json-object.js';
import { replaceOrigin } from '../../../recording/normalize-values.js';

/**
 * A Data Center webhook answer read back: `url`, `name`, `active`, the keys of `events` and the
 * secret of `configuration` (Data Center echoes it; docs/bitbucket-dc.md).
 */
export function dcHookOfAnswer(raw: Readonly<Record<string, unknown>>, ctx: AnswerContext): ShownHook | null {
  if (typeof raw.url !== 'string' || typeof raw.id !== 'number' || !Array.isArray(raw.events)) return null;
  const events = raw.events.filter(
    (e): e is string => typeof e === 'string' && ctx.flavor.events.accepted.has(e),
  );
  const secret = isJsonObject(raw.configuration) ? raw.configuration.secret : undefined;
  return {
    active: raw.active !== false,
    events: ctx.flavor.events.toInput(events),
    config: {
      url: replaceOrigin(raw.url, ctx.origin),
      content_type: 'json',
      ...(typeof secret === 'string' && secret !== '' ? { secret } : {}),
    },
    ...(typeof raw.name === 'string' && raw.name ? { name: raw.name } : {}),
  };
}
