import type { AnswerContext, ShownHook } from './recording-hints.js';
import { isJsonObject } from '../util/json-object.js';
import { REDACTED, replaceOrigin } from './normalize-values.js';
import { shownSecret } from './shown-config.js';

type Raw = Readonly<Record<string, unknown>>;

/** GitHub's `config.insecure_ssl` (`"0"`/`"1"`), which a github scenario hook keeps. */
function insecureSslOf(config: Raw): { insecure_ssl?: string | number } {
  const value = config.insecure_ssl;
  return typeof value === 'string' || typeof value === 'number' ? { insecure_ssl: value } : {};
}

/**
 * A hook answer with a `config` and an `events` list, read back as a scenario hook (the Gitea
 * family's and GitHub's shape; `type` and `name` as the product's answer names them).
 */
export function configHook(
  raw: Raw,
  ctx: AnswerContext,
  { type, name }: { type: string; name?: string },
): ShownHook | null {
  if (!raw.config) return null;
  const config = isJsonObject(raw.config) ? raw.config : {};
  const reported = Array.isArray(raw.events)
    ? raw.events.filter((event): event is string => typeof event === 'string')
    : ['push'];
  return {
    type: type === ctx.flavor.nativeType ? 'native' : type,
    active: raw.active === true,
    events: ctx.flavor.events.toInput(ctx.flavor.events.fromReport(reported)),
    config: {
      url: replaceOrigin(typeof config.url === 'string' ? config.url : '', ctx.origin),
      content_type: config.content_type === 'form' ? 'form' : 'json',
      ...insecureSslOf(config),
      ...shownSecret(config),
    },
    ...(typeof raw.branch_filter === 'string' && raw.branch_filter
      ? { branch_filter: raw.branch_filter }
      : {}),
    ...(name ? { name } : {}),
    ...(typeof raw.authorization_header === 'string' && raw.authorization_header
      ? { authorization_header: REDACTED }
      : {}),
  };
}
