import { githubConfigOf, githubMetaOf } from '../hook-fields.js';
import { encodeInsecureSslMeta } from '../../../hooks/insecure-ssl-meta.js';
import type { CoreResponse } from '../../../http/core-request.js';
import { noContent } from '../../../http/respond.js';
import type { HookRecord } from '../../../state/database.js';
import { must } from '../../../util/must.js';
import type { OperationContext } from '../../../hooks/operations.js';
import { findHook, ownerId } from '../../../hooks/operations.js';
import { githubHookJson } from './github-json.js';
import type { ConfigFields } from './hook-rules.js';
import { checkAgainstOthers, checkName, checkedEvents, configFrom, mergeConfig } from './hook-rules.js';
import { linkedListUrl } from './list-url.js';
import { pageLink, githubPage } from './paging.js';
import { SHAPES, checkShape, objectAt, readBody, stringAt, stringsAt } from './request-body.js';
import type { BodyShape, JsonObject } from './request-body.js';
import { githubJson } from './respond.js';

/** The owner's hooks, in id order. */
function hooksOf(ctx: OperationContext): HookRecord[] {
  const { store, owner } = ctx;
  return store.hookIds(owner.kind, ownerId(owner)).map((id) => must(store.hook(id), `hook ${id}`));
}

const whereOf = (ctx: OperationContext) => (ctx.owner.kind === 'repo' ? 'repository' : 'organization');

/** The stored fields of a config. */
const configRecord = (c: ConfigFields) => ({
  url: c.url,
  contentType: c.contentType,
  secret: c.secret,
  meta: encodeInsecureSslMeta(c.insecureSsl),
});

const configFields = (hook: HookRecord): ConfigFields => ({
  url: hook.url,
  contentType: hook.contentType,
  secret: hook.secret,
  insecureSsl: githubMetaOf(hook).insecure_ssl,
});

/** The body, checked against the operation's shape and its config's (the org create needs `url`). */
function checkedBody(ctx: OperationContext, shape: BodyShape, configRequiresUrl = false): JsonObject {
  const body = readBody(ctx.request);
  checkShape(body, shape);
  if (body.config !== undefined)
    checkShape(objectAt(body, 'config'), { ...SHAPES.config, required: configRequiresUrl ? ['url'] : [] });
  return body;
}

function hookAnswer(
  ctx: OperationContext,
  status: number,
  hook: HookRecord,
  headers?: Record<string, string>,
) {
  return githubJson(status, githubHookJson(ctx, hook), headers);
}

/** GET …/hooks: `per_page`/`page` and GitHub's `Link` (a repository's by its number: ./list-url.ts). */
export function listGithubHooks(ctx: OperationContext): CoreResponse {
  const { page, perPage } = githubPage(ctx.request.url.searchParams);
  const hooks = hooksOf(ctx);
  const shown = hooks.slice((page - 1) * perPage, page * perPage);
  const link = pageLink(linkedListUrl(ctx), hooks.length, page, perPage);
  return githubJson(
    200,
    shown.map((hook) => githubHookJson(ctx, hook)),
    link ? { Link: link } : {},
  );
}

/** POST …/hooks: 201 with `Location`; defaults `active: true`, `events: ["push"]`; a ping when active. */
export async function createGithubHook(ctx: OperationContext): Promise<CoreResponse> {
  const repo = ctx.owner.kind === 'repo';
  const body = checkedBody(ctx, repo ? SHAPES.repoCreate : SHAPES.orgCreate, !repo);
  checkName(stringAt(body, 'name'));
  const config = configFrom(objectAt(body, 'config'));
  const events = checkedEvents(ctx.flavor, stringsAt(body, 'events') ?? ['push'], ctx.owner.kind);
  checkAgainstOthers(hooksOf(ctx), { url: config.url, events }, whereOf(ctx));
  const at = ctx.now();
  const hook = ctx.store.createHook({
    scope: ctx.owner.kind,
    scopeId: ownerId(ctx.owner),
    type: 'web',
    name: 'web',
    active: body.active !== false,
    events,
    ...configRecord(config),
    branchFilter: '',
    authorizationHeader: '',
    isSystemWebhook: false,
    slack: {},
    created: at,
    updated: at,
  });
  // The `ping` event "occurs when you create a new webhook" (GitHub's webhook descriptions).
  if (hook.active) await ctx.ping(hook);
  const json = githubHookJson(ctx, hook);
  return githubJson(201, json, { Location: String(json.url) });
}

export function getGithubHook(ctx: OperationContext, rawId: string): CoreResponse {
  return hookAnswer(ctx, 200, findHook(ctx, rawId));
}

/** The events a PATCH leaves: `events` replaces, then `add_events` and `remove_events` apply. */
function eventsAfter(ctx: OperationContext, hook: HookRecord, body: JsonObject): string[] {
  const replaced = stringsAt(body, 'events') ?? hook.events;
  const added = stringsAt(body, 'add_events') ?? [];
  const removed = new Set(stringsAt(body, 'remove_events') ?? []);
  const kept = [...replaced, ...added].filter((e) => !removed.has(e));
  return checkedEvents(ctx.flavor, kept, ctx.owner.kind);
}

/** PATCH …/hooks/{id}: `config` replaces the whole config (secret included), `events` the list. */
export function updateGithubHook(ctx: OperationContext, rawId: string): CoreResponse {
  const repo = ctx.owner.kind === 'repo';
  // The org update's `config` requires `url`; the repository's `webhook-config` requires nothing.
  const body = checkedBody(ctx, repo ? SHAPES.repoUpdate : SHAPES.orgUpdate, !repo);
  const hook = findHook(ctx, rawId);
  checkName(stringAt(body, 'name'));
  const config = body.config === undefined ? configFields(hook) : configFrom(objectAt(body, 'config'));
  const events = eventsAfter(ctx, hook, body);
  const others = hooksOf(ctx).filter((o) => o.id !== hook.id);
  checkAgainstOthers(others, { url: config.url, events }, whereOf(ctx));
  const active = typeof body.active === 'boolean' ? body.active : hook.active;
  const updated = ctx.store.updateHook(hook.id, {
    ...configRecord(config),
    events,
    active,
    updated: ctx.now(),
  });
  return hookAnswer(ctx, 200, updated);
}

export function deleteGithubHook(ctx: OperationContext, rawId: string): CoreResponse {
  ctx.store.deleteHook(findHook(ctx, rawId).id);
  return noContent();
}

/** GET …/hooks/{id}/config: the config alone, secret masked. */
export function getGithubConfig(ctx: OperationContext, rawId: string): CoreResponse {
  return githubJson(200, githubConfigOf(findHook(ctx, rawId)));
}

/** PATCH …/hooks/{id}/config: only the keys sent change. */
export function updateGithubConfig(ctx: OperationContext, rawId: string): CoreResponse {
  const body = readBody(ctx.request);
  checkShape(body, ctx.owner.kind === 'repo' ? SHAPES.repoConfig : SHAPES.config);
  const hook = findHook(ctx, rawId);
  const config = mergeConfig(configFields(hook), body);
  const updated = ctx.store.updateHook(hook.id, { ...configRecord(config), updated: ctx.now() });
  return githubJson(200, githubConfigOf(updated));
}
