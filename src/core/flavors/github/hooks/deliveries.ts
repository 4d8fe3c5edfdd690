import { ApiError } from '../../../http/api-error.js';
import type { CoreResponse } from '../../../http/core-request.js';
import { noContent } from '../../../http/respond.js';
import type { Delivery } from '../../../wire.js';
import type { OperationContext } from '../../../hooks/operations.js';
import { findHook } from '../../../hooks/operations.js';
import { deliveryResult } from './delivery-result.js';
import { deliveryItemJson, deliveryJson } from './github-json.js';
import { sentDeliveries } from './hook-view.js';
import { cursorAfter, cursorLink, githubPage } from './paging.js';
import { githubJson } from './respond.js';

/** POST …/hooks/{id}/pings: 204 once the `ping` is recorded (sent even to an inactive hook). */
export async function pingGithubHook(ctx: OperationContext, rawId: string): Promise<CoreResponse> {
  await ctx.ping(findHook(ctx, rawId));
  return noContent();
}

/**
 * POST …/hooks/{id}/tests: the latest push, only to a hook subscribed to push ("If the hook is
 * not subscribed to `push` events, the server will respond with 204 but no test POST will be
 * generated", repos/test-push-webhook).
 */
export async function testGithubHook(ctx: OperationContext, rawId: string): Promise<CoreResponse> {
  await ctx.test(findHook(ctx, rawId));
  return noContent();
}

/** `status=success` (200–399) or `status=failure` (anything else); absent: every delivery. */
const STATUS_FILTERS: Readonly<Record<string, (d: Delivery) => boolean>> = {
  success: (d) => deliveryResult(d).success,
  failure: (d) => !deliveryResult(d).success,
};

/**
 * GET …/hooks/{id}/deliveries: newest first, `per_page` at a time, the next page by the cursor in
 * the `Link` header, `status` filtering by outcome.
 */
export function listGithubDeliveries(ctx: OperationContext, rawId: string): CoreResponse {
  return deliveryList(ctx, sentDeliveries(ctx, findHook(ctx, rawId)));
}

/** A page of `sent` (one webhook's deliveries, oldest first) as GitHub lists them: hooks' and apps' alike. */
export function deliveryList(ctx: OperationContext, sent: readonly Delivery[]): CoreResponse {
  const query = ctx.request.url.searchParams;
  const status = query.get('status');
  // Own properties only: `status=constructor` is an unknown status, not Object's constructor (G4).
  const keep =
    status === null ? () => true : Object.hasOwn(STATUS_FILTERS, status) ? STATUS_FILTERS[status] : undefined;
  if (!keep) throw new ApiError(400, `Invalid status: ${status}`);
  const after = cursorAfter(query);
  const { perPage } = githubPage(query);
  const newestFirst = sent
    .filter(keep)
    .reverse()
    .filter((d) => after === undefined || d.id < after);
  const page = newestFirst.slice(0, perPage);
  const last = page.at(-1);
  const more = newestFirst.length > perPage && last !== undefined;
  return githubJson(
    200,
    page.map((d) => deliveryItemJson(ctx.store, d)),
    more ? { Link: cursorLink(ctx.request.url, last.id, perPage) } : {},
  );
}

/** The delivery `rawId` of this hook, or 404. */
function findDelivery(ctx: OperationContext, rawHookId: string, rawId: string): Delivery {
  return deliveryIn(sentDeliveries(ctx, findHook(ctx, rawHookId)), rawId);
}

/** The delivery `rawId` among one webhook's, or 404. */
export function deliveryIn(sent: readonly Delivery[], rawId: string): Delivery {
  const id = /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN;
  const found = sent.find((d) => d.id === id);
  if (!found) throw ApiError.notFound();
  return found;
}

/** GET …/deliveries/{delivery_id}: the delivery with the request exactly as sent. */
export function getGithubDelivery(ctx: OperationContext, rawHookId: string, rawId: string): CoreResponse {
  return githubJson(200, deliveryJson(ctx.store, findDelivery(ctx, rawHookId, rawId)));
}

/**
 * POST …/deliveries/{delivery_id}/attempts: 202 `{}` and a new delivery, `redelivery: true`, the
 * same GUID, body and signature — `mock.deliveries.redeliver`, the one redelivery mechanism.
 */
export async function redeliverGithubDelivery(
  ctx: OperationContext,
  rawHookId: string,
  rawId: string,
): Promise<CoreResponse> {
  await ctx.redeliver(findDelivery(ctx, rawHookId, rawId).id);
  return githubJson(202, {});
}
