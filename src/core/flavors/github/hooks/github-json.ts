import type { HookRecord } from '../../../state/database.js';
import type { Store } from '../../../state/store.js';
import type { Delivery } from '../../../wire.js';
import type { OperationContext } from '../../../hooks/operations.js';
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
  return {
    id: d.id,
    guid: d.guid,
    delivered_at: d.at,
    redelivery: d.redelivery,
    // Seconds to two decimals, as GitHub shows them (`0.27`, `0.03`: the `hook-delivery-items` example).
    duration: Math.round((d.delivery.durationMs ?? 0) / 10) / 100,
    status: result.status,
    status_code: result.statusCode,
    event: d.event,
    action: d.action,
    installation_id: installationIdOf(d),
    repository_id: repositoryIdOf(store, d),
    throttled_at: null,
  };
}

/**
 * "The id of the repository associated with this event" (`hook-delivery-item.repository_id`):
 * the hook's repository, or for an org hook the payload's `repository` (null for an org's own
 * events and its pings).
 */
function repositoryIdOf(store: Store, d: Delivery): number | null {
  if (d.scope.kind === 'repo') return store.repo(d.scope.owner, d.scope.repo)?.id ?? null;
  const payload = payloadOf(d);
  if (typeof payload !== 'object' || payload === null || !('repository' in payload)) return null;
  const { repository } = payload;
  if (typeof repository !== 'object' || repository === null || !('id' in repository)) return null;
  return typeof repository.id === 'number' ? repository.id : null;
}

/** The payload's `installation.id`: a GitHub App's deliveries carry one, a hook's none. */
function installationIdOf(d: Delivery): number | null {
  if (d.scope.kind !== 'app') return null;
  const payload = payloadOf(d);
  if (typeof payload !== 'object' || payload === null || !('installation' in payload)) return null;
  const { installation } = payload;
  if (typeof installation !== 'object' || installation === null || !('id' in installation)) return null;
  return typeof installation.id === 'number' ? installation.id : null;
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
