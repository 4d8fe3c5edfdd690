import { encodeGitlabMeta, gitlabMetaOf, GITLAB_META_DEFAULTS } from '../meta.js';
import { gitlabHookView } from '../hook-fields.js';
import { GitlabHookTexts, jsonArray } from './hook-text.js';
import type { CoreResponse } from '../../../http/core-request.js';
import { noContent } from '../../../http/respond.js';
import type { HookRecord } from '../../../state/database.js';
import { must } from '../../../util/must.js';
import type { OperationContext } from '../../../hooks/operations.js';
import { ownerId } from '../../../hooks/operations.js';
import { hookParams, sentAnything } from './hook-params.js';
import { applyParams, checkState } from './hook-rules.js';
import { resetUrlVariables } from './url-reset.js';
import type { GitlabHookState } from './hook-rules.js';
import { gitlabPage, pageHeaders, pageOf } from './paging.js';
import { readParams } from './params.js';
import { HOOK_NOT_FOUND, gitlabJson, gitlabMessage, gitlabText, grapeError } from './respond.js';

/** `:hook_id` as Grape coerces it (`Integer`): anything else is a 400 before the lookup. */
export function hookIdOf(raw: string): number {
  if (!/^\d+$/.test(raw)) throw grapeError(400, 'hook_id is invalid');
  return Number(raw);
}

/** The owner's hook `raw`, or `404 Not found` (another owner's hooks are not found either). */
export function findHook(ctx: OperationContext, id: number): HookRecord {
  const hook = ctx.store.hook(id);
  if (!hook || hook.scope !== ctx.owner.kind || hook.scopeId !== ownerId(ctx.owner))
    throw gitlabMessage(404, HOOK_NOT_FOUND);
  return hook;
}

/** The entity with the hook's health now (auto-disabling on the mock's clock). */
const viewOf = (ctx: OperationContext, hook: HookRecord) => gitlabHookView(hook, ctx.health.view(hook));

/** Its text, kept per stored record for the reads (hook-text.ts); a write's answer is built once. */
const textOf = (ctx: OperationContext, hook: HookRecord, inList = false) =>
  ctx.service(GitlabHookTexts).text(hook, ctx.health.view(hook), inList);

export const stateOf = (hook: HookRecord): GitlabHookState => ({
  url: hook.url,
  name: hook.name,
  token: hook.secret,
  flags: new Set(hook.events),
  meta: gitlabMetaOf(hook),
});

/** The record's fields of a state: the token is the secret, the flags the events. */
export const recordOf = (state: GitlabHookState) => ({
  url: state.url,
  name: state.name,
  secret: state.token,
  events: [...state.flags],
  meta: encodeGitlabMeta(state.meta),
});

/** GET …/hooks: a page of the owner's hooks (a project list leaves out the masked maps). */
export function listGitlabHooks(ctx: OperationContext): CoreResponse {
  const page = gitlabPage(ctx.request.url.searchParams);
  const ids = ctx.store.hookIds(ctx.owner.kind, ownerId(ctx.owner));
  const shown = pageOf(ids, page).map((id) => textOf(ctx, must(ctx.store.hook(id), `hook ${id}`), true));
  return gitlabText(200, jsonArray(shown), pageHeaders(ctx.request.url, ids.length, page));
}

export function getGitlabHook(ctx: OperationContext, rawId: string): CoreResponse {
  return gitlabText(200, textOf(ctx, findHook(ctx, hookIdOf(rawId))));
}

/**
 * POST …/hooks: 201 with the hook. GitLab's defaults: `push_events` on, every other flag off,
 * `enable_ssl_verification` on (§2.2, "Defaults on create").
 */
export function createGitlabHook(ctx: OperationContext): CoreResponse {
  const params = hookParams(readParams(ctx.request), ctx.owner.kind, true);
  const defaults: GitlabHookState = {
    url: '',
    name: '',
    token: '',
    flags: new Set(['push_events']),
    meta: { ...GITLAB_META_DEFAULTS },
  };
  const state = applyParams(defaults, params);
  checkState(state, 'create');
  // Stored as every flavor stores times (second precision, as the mock's clock gives them); the
  // entity shows them with GitLab's milliseconds (gitlabTime), so a snapshot reloads unchanged.
  const at = ctx.now();
  const hook = ctx.store.createHook({
    scope: ctx.owner.kind,
    scopeId: ownerId(ctx.owner),
    type: ctx.flavor.nativeType,
    active: true,
    contentType: 'json',
    branchFilter: '',
    authorizationHeader: '',
    isSystemWebhook: false,
    slack: {},
    ...recordOf(state),
    created: at,
    updated: at,
  });
  return gitlabJson(201, viewOf(ctx, hook));
}

/**
 * PUT …/hooks/:hook_id: only what was sent changes (`update_hook_params`); nothing sent is a 400
 * `No parameters provided`, after the hook lookup (UNVERIFIED order: docs/gitlab.md).
 */
export function updateGitlabHook(ctx: OperationContext, rawId: string): CoreResponse {
  const id = hookIdOf(rawId);
  const params = hookParams(readParams(ctx.request), ctx.owner.kind, false);
  const hook = findHook(ctx, id);
  if (!sentAnything(params)) throw grapeError(400, 'No parameters provided');
  const before = stateOf(hook);
  const state = resetUrlVariables(before, applyParams(before, params));
  checkState(state, 'edit');
  const updated = ctx.store.updateHook(hook.id, { ...recordOf(state), updated: ctx.now() });
  return gitlabJson(200, viewOf(ctx, updated));
}

/** DELETE …/hooks/:hook_id: 204. */
export function deleteGitlabHook(ctx: OperationContext, rawId: string): CoreResponse {
  ctx.store.deleteHook(findHook(ctx, hookIdOf(rawId)).id);
  return noContent();
}
