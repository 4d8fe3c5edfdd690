import type { HookPath } from './hook-path.js';
import type { ScenarioHook } from '../scenario/schema.js';
import { isJsonObject } from '../util/json-object.js';
import type { InferContext, Parsed } from './parsed.js';
import { RECORDED_INSTANT } from './normalize-values.js';

/** Hooks that existed before the session, as the first successful answer showed them. */
export function collectHooks(
  p: Parsed,
  route: HookPath,
  hooks: Map<number, ScenarioHook>,
  ctx: InferContext,
): void {
  const list = Array.isArray(p.response)
    ? p.response
    : p.response && typeof p.response === 'object'
      ? [p.response]
      : [];
  // Recorded response bodies (JSON.parse): each field is checked or defaulted before use.
  for (const raw of list.filter(isJsonObject)) {
    if (typeof raw.id !== 'number') continue;
    const id = ctx.mapId(raw.id);
    if (hooks.has(id) || !ctx.preexisting.has(id)) continue;
    const shown = ctx.recording.hookOfAnswer(raw, ctx);
    if (!shown) continue;
    hooks.set(id, {
      ...(route.scope === 'repo' ? { repo: `${route.owner}/${route.repo}` } : { org: route.org }),
      id,
      ...shown,
      created: RECORDED_INSTANT,
      updated: RECORDED_INSTANT,
    });
  }
}
