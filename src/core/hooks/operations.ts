import type { Flavor } from '../contract/flavor.js';
import type { Owner } from '../auth/access.js';
import { ApiError } from '../http/api-error.js';
import { bind } from './go-bind.js';
import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { hookIdOf } from './hook-id.js';
import type { HookRecord, UserRecord } from '../state/database.js';
import type { Delivery } from '../wire.js';
import { JSON_TYPE, noContent } from '../http/respond.js';
import type { Store } from '../state/store.js';
import type { HookJsonCache } from './hook-json.js';
import { changesFromEdit, checkBinding, hookFromCreate } from './hook-input.js';
import { createStruct, editStruct } from './hook-structs.js';
import { linkHeader, pageOf, slicePage } from './pagination.js';
import { must } from '../util/must.js';
import type { PayloadContext } from '../events/payloads/context.js';
import type { HookHealth } from '../delivery/hook-health.js';

/** What every operation needs; built once per request by the engine. */
export interface OperationContext {
  store: Store;
  flavor: Flavor;
  /** Serialized hooks, cached per record. */
  json: HookJsonCache;
  request: CoreRequest;
  owner: Owner;
  /** Who is asking (GitLab's `GET /user` answers with it); undefined without a credential. */
  caller: UserRecord | undefined;
  /** `created`/`updated` of writes. */
  now: () => string;
  /** Presses the hook's test route as the signed-in caller. */
  test: (hook: HookRecord) => Promise<void>;
  /** Sends the hook a `ping` as the signed-in caller (GitHub's `/pings`, and on create). */
  ping: (hook: HookRecord) => Promise<void>;
  /** The delivery log (`mock.deliveries`): GitHub's deliveries routes and GitLab's events log read it. */
  deliveries: DeliveryReader;
  /** Auto-disabling: a hook's health now (GitLab's `alert_status`, `disabled_until`). */
  health: HealthReader;
  /** Sends delivery `id` again: `mock.deliveries.redeliver`. */
  redeliver: (id: number) => Promise<Delivery>;
  /** The API's URL for this request: `https://api.github.com`, `http://127.0.0.1:4100/api/v3`. */
  apiUrl: string;
  /**
   * What the payload builders read, as of now, the caller as the sender: the resources clients read
   * before hooks answer with the same objects as the deliveries (src/core/hooks/resources.ts).
   */
  payloads: () => PayloadContext;
  /** The mock's clock in epoch ms. */
  nowMs: () => number;
  /**
   * A service the product installed on this mock (`Product.services`), by its class: a product's
   * routes reach their own feature this way (its apps, its test triggers).
   */
  service<T>(kind: abstract new (...args: never[]) => T): T;
}

/** What the API reads of the delivery log. */
export interface DeliveryReader {
  forHook(id: number): Delivery[];
  /** Resolves with the first matching delivery (GitLab's resend waits for its outcome). */
  waitFor(predicate: (d: Delivery) => boolean, options?: { timeoutMs?: number }): Promise<Delivery>;
}

/** What the API reads of auto-disabling (delivery/hook-health.ts). */
export type HealthReader = Pick<HookHealth, 'view'>;

export const ownerId = (owner: Owner) => (owner.kind === 'repo' ? owner.repo.id : owner.org.id);

/** The hook `rawId` of this owner, or the reference's 404 (other owner, other scope, bad id). */
export function findHook({ store, owner }: OperationContext, rawId: string): HookRecord {
  const hook = store.hook(hookIdOf(rawId));
  if (!hook || hook.scope !== owner.kind || hook.scopeId !== ownerId(owner)) throw ApiError.notFound();
  return hook;
}

/** GET …/hooks: one page (rendered once per state revision and URL), `X-Total-Count`, and `Link` where the flavor sends it (docs/behaviour.md §6). */
export function listHooks(ctx: OperationContext): CoreResponse {
  const { store, owner, request } = ctx;
  const key = `${owner.kind}:${ownerId(owner)}\n${request.url.origin}${request.url.pathname}${request.url.search}`;
  return ctx.json.pages.get(store.revision, key, () => renderList(ctx));
}

function renderList(ctx: OperationContext): CoreResponse {
  const { store, flavor, owner, request } = ctx;
  const ids = store.hookIds(owner.kind, ownerId(owner));
  const page = pageOf(request.url.searchParams, flavor);
  const hooks = slicePage(ids, page).map((id) => must(store.hook(id), `hook ${id} of the scope index`));
  const headers: Record<string, string> = { 'Content-Type': JSON_TYPE, 'X-Total-Count': String(ids.length) };
  const wantsLink =
    owner.kind === 'repo' ? flavor.pagination.linkOnRepoLists : flavor.pagination.linkOnOrgLists;
  const link = wantsLink ? linkHeader(request.url, ids.length, page) : undefined;
  if (link) headers.Link = link;
  // SetLinkHeader runs before SetTotalCountHeader; each appends the header it set.
  if (flavor.exposeListHeaders)
    headers['Access-Control-Expose-Headers'] = link ? 'Link, X-Total-Count' : 'X-Total-Count';
  return { status: 200, headers, body: ctx.json.list(hooks) };
}

/** One hook as a response body (v1's encoder ends it with a newline, v2's MarshalWrite does not). */
function hookResponse(ctx: OperationContext, status: number, hook: HookRecord): CoreResponse {
  return { status, headers: { 'Content-Type': JSON_TYPE }, body: ctx.json.answer(hook) };
}

/** A hook just created or updated: the same answer, its text not cached (HookJsonCache.written). */
function writtenResponse(ctx: OperationContext, status: number, hook: HookRecord): CoreResponse {
  return { status, headers: { 'Content-Type': JSON_TYPE }, body: ctx.json.written(hook) };
}

export function getHook(ctx: OperationContext, rawId: string): CoreResponse {
  return hookResponse(ctx, 200, findHook(ctx, rawId));
}

/** POST …/hooks: 201 with the hook; every check runs before anything is stored. */
export function createHook(ctx: OperationContext): CoreResponse {
  const { store, flavor, owner, request } = ctx;
  const place = { scope: owner.kind, scopeId: ownerId(owner) };
  const hook = store.createHook(
    hookFromCreate(flavor, bind(request, createStruct(flavor)), place, () => ctx.now()),
  );
  return writtenResponse(ctx, 201, hook);
}

/** PATCH …/hooks/{id}: 200 with the hook re-read after the update (docs/behaviour.md §2.2). */
export function updateHook(ctx: OperationContext, rawId: string): CoreResponse {
  const { store, flavor, request } = ctx;
  const bound = bind(request, editStruct(flavor));
  checkBinding(bound, false); // bind() runs before the handler looks the hook up (docs/behaviour.md §1.2)
  const hook = findHook(ctx, rawId);
  const changes = changesFromEdit(flavor, hook, bound);
  // Assigned, not spread into a new object: see hookFromCreate.
  const updated = store.updateHook(hook.id, Object.assign(changes, { updated: ctx.now() }));
  return writtenResponse(ctx, 200, updated);
}

export function deleteHook(ctx: OperationContext, rawId: string): CoreResponse {
  ctx.store.deleteHook(findHook(ctx, rawId).id);
  return noContent();
}

/** Why `/tests` on an empty repo is a 404 (`RepoRefForAPI`). */
export const REPOSITORY_IS_EMPTY = 'repository is empty';

/**
 * POST …/hooks/{id}/tests: 204 once the attempt is recorded. The products resolve the git ref
 * before they look at the hook, so an empty repo is a 404 even for an unknown hook id.
 */
export async function testHook(ctx: OperationContext, rawId: string): Promise<CoreResponse> {
  if (ctx.owner.kind === 'repo' && ctx.owner.repo.empty) throw ApiError.notFoundBecause(REPOSITORY_IS_EMPTY);
  await ctx.test(findHook(ctx, rawId));
  return noContent();
}
