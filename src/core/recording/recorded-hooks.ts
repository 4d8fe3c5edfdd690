import type { HookPath } from './hook-path.js';
import type { ScenarioHook } from '../scenario/schema.js';
import { hooksOf } from './hook-answers.js';
import type { InferContext, Parsed } from './parsed.js';
import { RECORDED_INSTANT } from './normalize-values.js';

/** Hooks that existed before the session, as the first successful answer showed them. */
export function collectHooks(
  p: Parsed,
  route: HookPath,
  hooks: Map<number, ScenarioHook>,
  ctx: InferContext,
): void {
  // Recorded response bodies (JSON.parse), read by the product's hints: a list's items or the
  // one object, each hook by the id its upstream gave it.
  for (const { raw, id: upstreamId } of hooksOf(ctx.recording, p.response)) {
    if (upstreamId === undefined) continue;
    const id = ctx.mapId(upstreamId);
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
