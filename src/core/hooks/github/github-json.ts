import { githubConfigOf, githubHookType } from '../../flavors/github-hook-fields.js';
import type { HookRecord } from '../../state/database.js';
import type { Store } from '../../state/store.js';
import type { Delivery } from '../../wire.js';
import type { OperationContext } from '../operations.js';

/** What GitHub's `status` and `status_code` of a delivery say about its outcome (docs/github.md). */
export interface DeliveryResult {
  status: string;
  statusCode: number;
  /** Whether the receiver's answer counts as success (`status=success`: 200–399). */
  success: boolean;
}

/**
 * A settled delivery as GitHub reports it: `OK` and the receiver's status; `Invalid HTTP Response:
 * <code>` for another answer; `failed to connect` with 502 when nothing answered (the
 * `hook-delivery-item` example pairs them), `timed out` with 504. Unsent deliveries are `pending`.
 */
export function deliveryResult(d: Delivery): DeliveryResult {
  const { status, responseStatus, error } = d.delivery;
  if (status === 'delivered') return { status: 'OK', statusCode: responseStatus ?? 200, success: true };
  if (status !== 'failed') return { status: 'pending', statusCode: 0, success: false };
  if (responseStatus !== undefined) {
    const success = responseStatus >= 200 && responseStatus < 400;
    return {
      status: success ? 'OK' : `Invalid HTTP Response: ${responseStatus}`,
      statusCode: responseStatus,
      success,
    };
  }
  if (error?.includes('timed out')) return { status: 'timed out', statusCode: 504, success: false };
  return { status: 'failed to connect', statusCode: 502, success: false };
}

/** The deliveries GitHub lists for a hook: the ones it made (a skipped one was never sent). */
export const sentDeliveries = (ctx: OperationContext, hook: HookRecord): Delivery[] =>
  ctx.deliveries.forHook(hook.id).filter((d) => d.delivery.status !== 'skipped');

/**
 * `last_response` (repository hooks): `unused` until a delivery settles, then the latest outcome
 * (`{ code: 200, status: "active", message: "OK" }` after a success).
 */
function lastResponse(ctx: OperationContext, hook: HookRecord) {
  const settled = sentDeliveries(ctx, hook).filter(
    (d) => d.delivery.status === 'delivered' || d.delivery.status === 'failed',
  );
  const last = settled.at(-1);
  if (!last) return { code: null, status: 'unused', message: null };
  const result = deliveryResult(last);
  return { code: result.statusCode, status: result.success ? 'active' : 'failed', message: result.status };
}

/** The hook's API URL: `…/repos/{owner}/{repo}/hooks/{id}` or `…/orgs/{org}/hooks/{id}`. */
function hookUrl(ctx: OperationContext, hook: HookRecord): string {
  const { owner } = ctx;
  const where =
    owner.kind === 'repo' ? `repos/${owner.repo.owner}/${owner.repo.name}` : `orgs/${owner.org.name}`;
  return `${ctx.apiUrl}/${where}/hooks/${hook.id}`;
}

/**
 * A hook as GitHub returns it, keys in the order of the `hook` / `org-hook` examples of its REST
 * description. `test_url` ends in `/test` as GitHub's own answers do, although the route is `/tests`.
 */
export function githubHookJson(ctx: OperationContext, hook: HookRecord): Record<string, unknown> {
  const url = hookUrl(ctx, hook);
  const events = ctx.flavor.events.report(hook.events);
  const config = githubConfigOf(hook);
  const name = hook.name || 'web';
  if (hook.scope === 'org') {
    const { created: created_at, updated: updated_at } = hook;
    return {
      id: hook.id,
      url,
      ping_url: `${url}/pings`,
      deliveries_url: `${url}/deliveries`,
      name,
      events,
      active: hook.active,
      config,
      updated_at,
      created_at,
      type: githubHookType(hook),
    };
  }
  return {
    type: githubHookType(hook),
    id: hook.id,
    name,
    active: hook.active,
    events,
    config,
    updated_at: hook.updated,
    created_at: hook.created,
    url,
    test_url: `${url}/test`,
    ping_url: `${url}/pings`,
    deliveries_url: `${url}/deliveries`,
    last_response: lastResponse(ctx, hook),
  };
}

/** `hook-delivery-item`: one delivery in a list. */
export function deliveryItemJson(store: Store, d: Delivery): Record<string, unknown> {
  const result = deliveryResult(d);
  const repo = d.scope.kind === 'repo' ? store.repo(d.scope.owner, d.scope.repo) : undefined;
  return {
    id: d.id,
    guid: d.guid,
    delivered_at: d.at,
    redelivery: d.redelivery,
    duration: (d.delivery.durationMs ?? 0) / 1000,
    status: result.status,
    status_code: result.statusCode,
    event: d.event,
    action: d.action,
    installation_id: null,
    repository_id: repo?.id ?? null,
    throttled_at: null,
  };
}

/** The payload of a delivery's body: the JSON, or a form body's `payload` field. */
function payloadOf(d: Delivery): unknown {
  const text = d.contentType === 'form' ? (new URLSearchParams(d.body).get('payload') ?? '') : d.body;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `hook-delivery`: the item plus the URL, the request exactly as sent and the response. hookmock
 * keeps the receiver's status, not its headers or body: `response` is `{ headers: {}, payload: null }`.
 */
export function deliveryJson(store: Store, d: Delivery): Record<string, unknown> {
  return {
    ...deliveryItemJson(store, d),
    url: d.url,
    request: { headers: d.headers, payload: payloadOf(d) },
    response: { headers: {}, payload: null },
  };
}
