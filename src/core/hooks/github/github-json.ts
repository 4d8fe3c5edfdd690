import type { HookRecord } from '../../state/database.js';
import type { Store } from '../../state/store.js';
import type { Delivery } from '../../wire.js';
import type { OperationContext } from '../operations.js';
import { deliveryResult } from './delivery-result.js';
import { githubHookView } from './hook-view.js';

/** A hook as GitHub's API answers it, for this request's owner (hook-view.ts renders it). */
export const githubHookJson = (ctx: OperationContext, hook: HookRecord): Record<string, unknown> =>
  githubHookView(
    {
      apiUrl: ctx.apiUrl,
      where:
        ctx.owner.kind === 'repo'
          ? `repos/${ctx.owner.repo.owner}/${ctx.owner.repo.name}`
          : `orgs/${ctx.owner.org.name}`,
      flavor: ctx.flavor,
      deliveries: ctx.deliveries,
    },
    hook,
  );

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
