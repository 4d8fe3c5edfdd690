import type { GitlabMeta } from '../meta.js';
import type { CoreResponse } from '../../../http/core-request.js';
import { noContent } from '../../../http/respond.js';
import type { OperationContext } from '../../../hooks/operations.js';
import { failureOf } from './hook-rules.js';
import { resetUrlVariables } from './url-reset.js';
import type { PairMap } from './pair-schema.js';
import { findHook, hookIdOf, recordOf, stateOf } from './hooks.js';
import { coerce, readParams } from './params.js';
import { gitlabMessage, grapeError } from './respond.js';

/*
 * One custom header or URL variable of a hook, set or removed by its key
 * (`lib/api/hooks/custom_headers.rb`, `lib/api/hooks/url_variables.rb`): `PUT …/:key` with
 * `value`, `DELETE …/:key`, 204 with no body. The map's rules are the one schema of both maps
 * (pair-schema.ts), which hook create and edit apply too (hook-rules.ts `failureOf`).
 */
export { CUSTOM_HEADERS, URL_VARIABLES } from './pair-schema.js';

/** The path's `key` as Grape declares it (`limit:` for a custom header's name). */
function keyOf(map: PairMap, key: string): string {
  if (map.maxKey !== undefined && key.length > map.maxKey)
    throw grapeError(400, `key must be less than ${map.maxKey} characters`);
  return key;
}

/** Saves the hook with `pairs` as its map, or throws `error` when the model refuses it. */
function save(
  ctx: OperationContext,
  map: PairMap,
  hookId: number,
  pairs: Record<string, string>,
  error: () => Error,
) {
  const hook = findHook(ctx, hookId);
  const state = stateOf(hook);
  const meta: GitlabMeta = { ...state.meta, [map.field]: pairs };
  const next = resetUrlVariables(state, { ...state, meta });
  if (failureOf(next) !== undefined) throw error();
  ctx.store.updateHook(hook.id, { ...recordOf(next), updated: ctx.now() });
}

/**
 * PUT …/:key: the pair merged into the map (`hook.update(map.merge(key => value))`). Grape checks
 * `value` first (400 `value is missing`), then the hook is looked up (404), then the model: an
 * illegal key or an empty or long value, or a new value of a variable the URL uses (the model
 * empties the variables: url-reset.ts), is 422 `Illegal key or value`.
 */
export function putHookPair(
  ctx: OperationContext,
  map: PairMap,
  rawId: string,
  rawKey: string,
): CoreResponse {
  const id = hookIdOf(rawId);
  const key = keyOf(map, rawKey);
  const params = readParams(ctx.request);
  const problems: string[] = [];
  const value = Object.hasOwn(params, 'value')
    ? coerce('value', 'string', params.value, problems)
    : undefined;
  if (problems.length > 0) throw grapeError(400, problems.join(', '));
  if (typeof value !== 'string') throw grapeError(400, 'value is missing');
  const current = stateOf(findHook(ctx, id)).meta[map.field];
  save(ctx, map, id, { ...current, [key]: value }, () => grapeError(422, 'Illegal key or value'));
  return noContent();
}

/**
 * DELETE …/:key: 404 `404 Custom header Not Found` / `404 URL variable Not Found` for a key the
 * hook does not have; 422 when the model refuses what is left (a variable the URL still uses).
 */
export function deleteHookPair(
  ctx: OperationContext,
  map: PairMap,
  rawId: string,
  rawKey: string,
): CoreResponse {
  const id = hookIdOf(rawId);
  const key = keyOf(map, rawKey);
  const current = stateOf(findHook(ctx, id)).meta[map.field];
  if (!Object.hasOwn(current, key)) throw gitlabMessage(404, `404 ${map.resource} Not Found`);
  const rest = Object.fromEntries(Object.entries(current).filter(([k]) => k !== key));
  save(ctx, map, id, rest, () => grapeError(422, map.unsetError));
  return noContent();
}
