import { encodeInsecureSslMeta, storedInsecureSsl } from '../hooks/insecure-ssl-meta.js';
import { encodeMeta, isMetaType } from '../contract/hook-meta.js';
import type { Flavor } from '../contract/flavor.js';
import type { HookRecord } from '../state/database.js';
import type { ScenarioHook } from './schema.js';

/**
 * A scenario hook's stored `meta`: the type's settings for the types that read one (`hooks[].meta`),
 * the flavor's own settings (`hooks[].gitlab` in the gitlab flavor: Flavor.hookSettings), else
 * GitHub's `config.insecure_ssl` — what the products keep beside the config.
 */
export function storedMeta(type: string, h: ScenarioHook, flavor: Flavor): string {
  if (isMetaType(type)) return h.meta === undefined ? '' : encodeMeta(type, h.meta);
  const settings = flavor.hookSettings;
  if (settings) {
    const own = settingsOf(h, settings.key);
    const off = h.active !== true && settings.inactive;
    return settings.toMeta(off ? { ...off, ...(typeof own === 'object' && own ? own : {}) } : own);
  }
  const insecureSsl = h.config.insecure_ssl;
  return insecureSsl === undefined ? '' : encodeInsecureSslMeta(insecureSsl);
}

/**
 * What a snapshot writes back into a hook's `config` from its meta: `insecure_ssl` when the meta
 * holds GitHub's settings (hooks made through the github API), so a reload stores the same meta.
 */
export function insecureSslSettings(h: HookRecord): { insecure_ssl?: string | number } {
  if (isMetaType(h.type)) return {};
  const insecureSsl = storedInsecureSsl(h);
  return insecureSsl === undefined ? {} : { insecure_ssl: insecureSsl };
}

/** The scenario hook's settings under `key` (`gitlab`), undefined when it has none. */
function settingsOf(h: ScenarioHook, key: string): unknown {
  return Object.entries(h).find(([k]) => k === key)?.[1];
}

/** What a snapshot writes for a hook's flavor settings: `{ gitlab: {…} }` when any differs from the defaults. */
export function flavorSettings(h: HookRecord, flavor: Flavor): Record<string, unknown> {
  const settings = flavor.hookSettings;
  const shown = settings && !isMetaType(h.type) ? settings.fromMeta(h.meta) : undefined;
  return settings && shown ? { [settings.key]: shown } : {};
}
