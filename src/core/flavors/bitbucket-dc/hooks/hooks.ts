import type { OperationContext } from '../../../hooks/operations.js';
import { ownerId } from '../../../hooks/operations.js';
import type { CoreResponse } from '../../../http/core-request.js';
import type { HookRecord } from '../../../state/database.js';
import { must } from '../../../util/must.js';
import { dcHookView } from '../hook-fields.js';
import { DC_META_DEFAULTS, basicHeaderOf, dcMetaOf, encodeDcMeta } from '../meta.js';
import type { DcMeta } from '../meta.js';
import { checkUrl, readBody, webhookInput } from './hook-body.js';
import type { WebhookInput } from './hook-body.js';
import { dcPage, pageBody } from './paging.js';
import { EXCEPTION, dcError, dcJson, fieldError } from './respond.js';

/** A missing webhook, or one of another repository or project (UNVERIFIED words: docs/bitbucket-dc.md). */
const noWebhook = (raw: string) => dcError(404, `No webhook with ID ${raw} exists`, EXCEPTION.noWebhook);

/** The owner's webhook `raw` (an integer id), or Data Center's 404. */
export function findDcHook(ctx: OperationContext, raw: string): HookRecord {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
  const hook = id === undefined ? undefined : ctx.store.hook(id);
  if (!hook || hook.scope !== ctx.owner.kind || hook.scopeId !== ownerId(ctx.owner)) throw noWebhook(raw);
  return hook;
}

const view = (ctx: OperationContext, hook: HookRecord) => dcHookView(hook, ctx.flavor.events);

/** The record's fields a hook's settings make: the secret, the Basic header, the rest in `meta`. */
function recordOf(
  input: Required<Pick<WebhookInput, 'name' | 'url' | 'events' | 'active'>>,
  meta: DcMeta,
  secret: string,
) {
  return {
    name: input.name,
    url: input.url,
    events: input.events,
    active: input.active,
    secret,
    authorizationHeader: basicHeaderOf(meta.credentials),
    meta: encodeDcMeta(meta),
  };
}

/** `configuration` split: its `secret` (the record's) and the other keys (the meta's). */
function splitConfiguration(configuration: Readonly<Record<string, string>>) {
  const { secret = '', ...rest } = configuration;
  return { secret, rest };
}

/** GET …/webhooks: a page of the owner's webhooks by `start` and `limit` (`?event=` keeps those with the key). */
export function listDcHooks(ctx: OperationContext): CoreResponse {
  const page = dcPage(ctx.request.url.searchParams);
  const event = ctx.request.url.searchParams.get('event');
  const hooks = ctx.store
    .hookIds(ctx.owner.kind, ownerId(ctx.owner))
    .map((id) => must(ctx.store.hook(id), `hook ${id}`))
    .filter((hook) => event === null || event === '' || hook.events.includes(event));
  return dcJson(
    200,
    pageBody(
      hooks.map((hook) => view(ctx, hook)),
      page,
    ),
  );
}

export function getDcHook(ctx: OperationContext, raw: string): CoreResponse {
  return dcJson(200, view(ctx, findDcHook(ctx, raw)));
}

/**
 * POST …/webhooks: `name` and `url` required; `active` and `sslVerificationRequired` default to
 * true. 200 with the webhook, as the REST API documents ("A created webhook"; UNVERIFIED against
 * a live server, docs/bitbucket-dc.md).
 */
export function createDcHook(ctx: OperationContext): CoreResponse {
  const input = webhookInput(readBody(ctx.request));
  if (input.name === undefined || input.name.trim() === '') throw fieldError('name', 'A name is required');
  const url = checkUrl(input.url);
  const { secret, rest } = splitConfiguration(input.configuration ?? {});
  const meta: DcMeta = {
    ...DC_META_DEFAULTS,
    configuration: rest,
    credentials: input.credentials ?? null,
    sslVerificationRequired: input.sslVerificationRequired ?? true,
  };
  const fields = {
    name: input.name,
    url,
    events: ctx.flavor.events.store(input.events ?? []),
    active: input.active ?? true,
  };
  const at = ctx.now();
  const hook = ctx.store.createHook({
    scope: ctx.owner.kind,
    scopeId: ownerId(ctx.owner),
    type: ctx.flavor.nativeType,
    contentType: 'json',
    branchFilter: '',
    isSystemWebhook: false,
    slack: {},
    ...recordOf(fields, meta, secret),
    created: at,
    updated: at,
  });
  return dcJson(200, view(ctx, hook));
}

/**
 * PUT …/webhooks/{id}: the fields sent replace the stored ones, those not sent stay (a partial
 * body, as atlassian-python-api's `update_webhook` sends); a `configuration` sent replaces the
 * whole map, its secret included (docs/bitbucket-dc.md, "Hooks: shapes and defaults").
 */
export function updateDcHook(ctx: OperationContext, raw: string): CoreResponse {
  const hook = findDcHook(ctx, raw);
  const input = webhookInput(readBody(ctx.request));
  const old = dcMetaOf(hook);
  if (input.name !== undefined && input.name.trim() === '') throw fieldError('name', 'A name is required');
  const url = input.url === undefined ? hook.url : checkUrl(input.url);
  const split = input.configuration ? splitConfiguration(input.configuration) : undefined;
  const meta: DcMeta = {
    ...old,
    configuration: split?.rest ?? old.configuration,
    credentials: input.credentials === undefined ? old.credentials : input.credentials,
    sslVerificationRequired: input.sslVerificationRequired ?? old.sslVerificationRequired,
  };
  const fields = {
    name: input.name ?? hook.name,
    url,
    events: input.events ? ctx.flavor.events.store(input.events) : hook.events,
    active: input.active ?? hook.active,
  };
  const updated = ctx.store.updateHook(hook.id, {
    ...recordOf(fields, meta, split?.secret ?? hook.secret),
    updated: ctx.now(),
  });
  return dcJson(200, view(ctx, updated));
}

/** DELETE …/webhooks/{id}: 204, no body. */
export function deleteDcHook(ctx: OperationContext, raw: string): CoreResponse {
  ctx.store.deleteHook(findDcHook(ctx, raw).id);
  return { status: 204, headers: {}, body: '' };
}
