import { encodeGithubMeta, storedInsecureSsl } from '../flavors/github-hook-fields.js';
import { encodeMeta, isMetaType } from '../hooks/hook-meta.js';
import type { HookRecord } from '../state/database.js';
import type { ScenarioHook } from './schema.js';

/**
 * A scenario hook's stored `meta`: the type's settings for the types that read one (`hooks[].meta`),
 * else GitHub's `config.insecure_ssl` — the two things the products keep beside the config.
 */
export function storedMeta(type: string, h: ScenarioHook): string {
  if (isMetaType(type)) return h.meta === undefined ? '' : encodeMeta(type, h.meta);
  const insecureSsl = h.config.insecure_ssl;
  return insecureSsl === undefined ? '' : encodeGithubMeta(insecureSsl);
}

/**
 * What a snapshot writes back into a hook's `config` from its meta: `insecure_ssl` when the meta
 * holds GitHub's settings (hooks made through the github API), so a reload stores the same meta.
 */
export function githubSettings(h: HookRecord): { insecure_ssl?: string | number } {
  if (isMetaType(h.type)) return {};
  const insecureSsl = storedInsecureSsl(h);
  return insecureSsl === undefined ? {} : { insecure_ssl: insecureSsl };
}
