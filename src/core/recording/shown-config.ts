import type { ScenarioHook } from '../scenario/schema.js';
import { isJsonObject } from '../util/json-object.js';
import type { HookPath } from './hook-path.js';
import type { Exchange } from './exchange.js';
import { REDACTED, replaceOrigin } from './normalize-values.js';

/** What this reads of a parsed exchange (infer-state.ts's `Parsed`). */
interface Seen {
  exchange: Exchange;
  route: HookPath | null;
  response: unknown;
}

/**
 * A hook's config as GitHub's `GET …/hooks/{id}/config` showed it before the session changed the
 * hook (no PATCH of it earlier), for a hook the session only touched by id; null when none did.
 */
export function configShown(
  parsed: readonly Seen[],
  rawId: string,
  origin: string,
): ScenarioHook['config'] | null {
  for (const p of parsed) {
    if (p.route?.id !== rawId) continue;
    if (p.exchange.method === 'PATCH') return null;
    const ok = p.exchange.status >= 200 && p.exchange.status < 300;
    if (!ok || p.exchange.method !== 'GET' || !p.exchange.path.endsWith('/config')) continue;
    // A recorded response body (JSON.parse): each field is checked before use.
    const config = isJsonObject(p.response) ? p.response : {};
    const insecure = config.insecure_ssl;
    return {
      url: replaceOrigin(typeof config.url === 'string' ? config.url : '', origin),
      content_type: config.content_type === 'form' ? 'form' : 'json',
      ...(typeof insecure === 'string' || typeof insecure === 'number' ? { insecure_ssl: insecure } : {}),
      ...shownSecret(config),
    };
  }
  return null;
}

/**
 * A secret the answer showed masked (GitHub's `"********"`): the hook had one, so the inferred
 * hook gets one too (its value is gone) and a fresh mock masks it the same way.
 */
export function shownSecret(config: Record<string, unknown>): { secret?: string } {
  return typeof config.secret === 'string' && config.secret !== '' ? { secret: REDACTED } : {};
}
