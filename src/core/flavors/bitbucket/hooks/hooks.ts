import type { CoreResponse } from '../../../http/core-request.js';
import type { HookRecord } from '../../../state/database.js';
import type { OperationContext } from '../../../hooks/operations.js';
import { ownerId } from '../../../hooks/operations.js';
import { must } from '../../../util/must.js';
import { bitbucketHookView, subjectOf } from '../hook-view.js';
import { bareUuidOf, hookUuidOf, uidKey } from '../hook-uuid.js';
import { inPath } from '../events/links.js';
import { SKIP_CERT_META, missingUrl, readHookInput } from './body.js';
import type { HookInput } from './body.js';
import { paged, pageOf } from './paging.js';
import { bitbucketJson, bitbucketNoContent, hookNotFound } from './respond.js';

/** The owner's hooks, in the order they were made. */
const ownHooks = (ctx: OperationContext): HookRecord[] =>
  ctx.store.hookIds(ctx.owner.kind, ownerId(ctx.owner)).map((id) => must(ctx.store.hook(id), `hook ${id}`));

/** The owner's hook a `{uid}` names (braces, bare, or the mock's numeric id), else the 404. */
export function findHook(ctx: OperationContext, raw: string): HookRecord {
  const key = uidKey(raw);
  const hook =
    key === undefined
      ? undefined
      : ownHooks(ctx).find((h) => ('id' in key ? h.id === key.id : bareUuidOf(h.id) === key.uuid));
  if (!hook) throw hookNotFound();
  return hook;
}

/** A hook as the API shows it, its links at this request's API URL. */
export const viewOf = (ctx: OperationContext, hook: HookRecord) =>
  bitbucketHookView(hook, subjectOf(ctx.payloads(), hook));

/** GET …/hooks: a page of `webhook_subscription`s. */
export function listHooks(ctx: OperationContext): CoreResponse {
  const page = pageOf(ctx.request.url.searchParams);
  const pctx = ctx.payloads();
  const hooks = ownHooks(ctx).map((hook) => bitbucketHookView(hook, subjectOf(pctx, hook)));
  return bitbucketJson(200, paged(ctx.request.url, hooks, page));
}

export const getHook = (ctx: OperationContext, uid: string): CoreResponse =>
  bitbucketJson(200, viewOf(ctx, findHook(ctx, uid)));

/** The stored fields an input sets over `base`; an omitted `secret` keeps it, `null` or `""` removes it. */
function recordOf(
  input: HookInput,
  base: Pick<HookRecord, 'url' | 'name' | 'active' | 'events' | 'secret' | 'meta'>,
) {
  const skip = input.skipCert ?? base.meta === SKIP_CERT_META;
  return {
    url: input.url ?? base.url,
    name: input.description ?? base.name,
    active: input.active ?? base.active,
    events: input.events ?? base.events,
    secret: input.secret === undefined ? base.secret : (input.secret ?? ''),
    meta: skip ? SKIP_CERT_META : '',
  };
}

/**
 * POST …/hooks: 201 with the hook and `Location` (Cloud OpenAPI: "The URL of new newly created
 * webhook"). Omitted: `active` true, `events` `["repo:push"]` (the UI's default; UNVERIFIED for
 * the API, docs/bitbucket.md).
 */
export function createHook(ctx: OperationContext): CoreResponse {
  const input = readHookInput(ctx.request);
  if (input.url === undefined) throw missingUrl();
  const at = ctx.now();
  const base = { url: '', name: '', active: true, events: ['repo:push'], secret: '', meta: '' };
  const hook = ctx.store.createHook({
    scope: ctx.owner.kind,
    scopeId: ownerId(ctx.owner),
    type: ctx.flavor.nativeType,
    contentType: 'json',
    branchFilter: '',
    authorizationHeader: '',
    isSystemWebhook: false,
    slack: {},
    ...recordOf(input, base),
    created: at,
    updated: at,
  });
  const where = subjectOf(ctx.payloads(), hook);
  const location = `${where.collection}/${inPath(hookUuidOf(hook.id))}`;
  return bitbucketJson(201, bitbucketHookView(hook, where), { Location: location });
}

/**
 * PUT …/hooks/{uid}: the hook replaced by the body — `url` required (400 otherwise, as
 * ovh/cds#6292 recorded), `secret` omitted kept, `null` removed; other omitted fields kept.
 */
export function updateHook(ctx: OperationContext, uid: string): CoreResponse {
  const hook = findHook(ctx, uid);
  const input = readHookInput(ctx.request);
  if (input.url === undefined) throw missingUrl();
  const updated = ctx.store.updateHook(hook.id, { ...recordOf(input, hook), updated: ctx.now() });
  return bitbucketJson(200, viewOf(ctx, updated));
}

/** DELETE …/hooks/{uid}: 204, with a content type node-bitbucket can read (hooks/respond.ts). */
export function deleteHook(ctx: OperationContext, uid: string): CoreResponse {
  ctx.store.deleteHook(findHook(ctx, uid).id);
  return bitbucketNoContent();
}
