import type { OperationContext } from '../../../hooks/operations.js';
import type { CoreResponse } from '../../../http/core-request.js';
import type { Delivery } from '../../../wire.js';
import { findDcHook } from './hooks.js';
import { dcJson } from './respond.js';

/** A delivery's outcome in Data Center's words (`?outcome=SUCCESS|FAILURE|ERROR`). */
function outcomeOf(d: Delivery): 'SUCCESS' | 'FAILURE' | 'ERROR' | undefined {
  const { status, responseStatus } = d.delivery;
  if (status === 'delivered') return 'SUCCESS';
  if (status !== 'failed') return undefined;
  return responseStatus === undefined ? 'ERROR' : 'FAILURE';
}

const epoch = (iso: string) => Date.parse(iso) || 0;

/** `RestDetailedInvocation` (UNVERIFIED keys inside `request` and `result`: docs/bitbucket-dc.md). */
function invocation(d: Delivery, outcome: string): Record<string, unknown> {
  const start = epoch(d.at);
  const duration = d.delivery.durationMs ?? 0;
  return {
    id: d.id,
    event: d.event,
    eventScope: { id: String(d.hookId), type: d.scope.kind === 'repo' ? 'repository' : 'project' },
    duration,
    start,
    finish: start + duration,
    request: { url: d.url, method: d.method },
    result: {
      outcome,
      description:
        d.delivery.responseStatus === undefined
          ? (d.delivery.error ?? '')
          : String(d.delivery.responseStatus),
    },
  };
}

/**
 * `GET …/webhooks/{id}/latest[?event=…&outcome=…]`: the hook's newest delivery with an outcome,
 * or 204 when there is none (Atlassian's OpenAPI: "no content" without an invocation).
 */
export function latestDcInvocation(ctx: OperationContext, raw: string): CoreResponse {
  const hook = findDcHook(ctx, raw);
  const query = ctx.request.url.searchParams;
  const event = query.get('event');
  const wanted = query.get('outcome')?.toUpperCase();
  const found = ctx.deliveries
    .forHook(hook.id)
    .filter((d) => d.trigger === 'event' && (!event || d.event === event))
    .map((d) => [d, outcomeOf(d)] as const)
    .filter(([, outcome]) => outcome !== undefined && (!wanted || outcome === wanted))
    .at(-1);
  return found?.[1] ? dcJson(200, invocation(found[0], found[1])) : { status: 204, headers: {}, body: '' };
}
