import type { HookRecord } from '../state/database.js';

/**
 * A hook's `insecure_ssl` (GitHub's hook `config.insecure_ssl`, docs.github.com: REST API
 * "Create a repository webhook"), kept in its `meta` as JSON: written by GitHub's hook API and by
 * a scenario's `config.insecure_ssl` in every flavor without its own hook settings
 * (scenario/stored-meta.ts), read back by both, so a snapshot loads back to the same meta.
 */
export const encodeInsecureSslMeta = (insecure_ssl: string | number): string =>
  JSON.stringify({ insecure_ssl });

/**
 * The `insecure_ssl` a hook's `meta` stores, or undefined when it stores none (or a meta that is
 * not ours): what a snapshot writes back as `config.insecure_ssl`, so loading it stores the same.
 */
export function storedInsecureSsl(hook: HookRecord): string | number | undefined {
  try {
    const meta: unknown = hook.meta ? JSON.parse(hook.meta) : {};
    if (meta && typeof meta === 'object' && 'insecure_ssl' in meta) {
      const value = meta.insecure_ssl;
      if (typeof value === 'string' || typeof value === 'number') return value;
    }
  } catch {
    // A scenario's meta that is not ours: none.
  }
  return undefined;
}
