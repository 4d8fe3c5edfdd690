import type { CoreResponse } from '../../../http/core-request.js';
import { GitlabTriggerPress } from '../events/trigger-press.js';
import type { Delivery } from '../../../wire.js';
import type { OperationContext } from '../../../hooks/operations.js';
import { eventsQuery } from './events-query.js';
import { gitlabHookLog, isLogged, urlCurrent } from './hook-log.js';
import { findHook, hookIdOf } from './hooks.js';
import { pageHeaders, pageOf } from './paging.js';
import { HOOK_NOT_FOUND, gitlabJson, gitlabMessage, grapeError, tooManyRequests } from './respond.js';

/** `WebHookLog::MAX_RECENT_DAYS`: the events list shows the last 7 days (`recent(7)`). */
const RECENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the list starts: `7.days.ago.beginning_of_day` (UTC, the mock's zone), so an entry stays
 * listed until the end of its seventh day back.
 */
function windowStart(now: number): number {
  const start = new Date(now - RECENT_DAYS * DAY_MS);
  start.setUTCHours(0, 0, 0, 0);
  return start.getTime();
}

/**
 * The hook's log as GitLab keeps it: the deliveries to it that ran (an answer or an error), newest
 * first (`order(created_at: :desc)`), within the window of the mock's clock.
 */
function recentLog(ctx: OperationContext, hookId: number): Delivery[] {
  const now = ctx.nowMs();
  const from = windowStart(now);
  return ctx.deliveries
    .forHook(hookId)
    .filter((d) => {
      const at = Date.parse(d.at);
      return isLogged(d) && at >= from && at <= now;
    })
    .reverse();
}

/**
 * GET …/hooks/:hook_id/events (`lib/api/hooks/events.rb`): a page of the hook's log entries
 * (`API::Entities::WebHookLog`), filtered by `status`, with GitLab's paging headers.
 */
export function listGitlabEvents(ctx: OperationContext, rawHookId: string): CoreResponse {
  const id = hookIdOf(rawHookId);
  const query = eventsQuery(ctx.request.url.searchParams);
  const hook = findHook(ctx, id);
  const entries = recentLog(ctx, hook.id).filter((d) => query.keep(d));
  const shown = pageOf(entries, query.page).map(gitlabHookLog);
  return gitlabJson(200, shown, pageHeaders(ctx.request.url, entries.length, query.page));
}

/** `WebHooks::Events::ResendService#url_changed_response`. */
export const URL_CHANGED = 'The hook URL has changed, and this log entry cannot be retried';
/** `WebHookService#execute` on a hook that is not executable (resend does not force). */
export const HOOK_DISABLED = 'Hook disabled';
/**
 * How long a resend waits for its outcome: longer than any delivery may take (the outbox ends
 * every attempt at `deliveryTimeoutMs`, 10 s in this flavor), so it only holds a timeout set
 * above it; then the resend answers 422 with the words of a timeout.
 */
const RESEND_WAIT_MS = 120_000;

/**
 * POST …/hooks/:hook_id/events/:hook_log_id/resend (`lib/api/hooks/resend_hook.rb`): the entry's
 * body, trigger and `Idempotency-Key` again, with a new `X-Gitlab-Webhook-UUID` — the delivery
 * log's redelivery (`mock.deliveries.redeliver`). GitLab runs it synchronously: 201
 * `{"response_status": N}` with the receiver's status, whatever it is; 422 with the error when
 * the request got no answer; 429 past 5 resends a minute by the user in the hook's project or group.
 */
export async function resendGitlabEvent(
  ctx: OperationContext,
  rawHookId: string,
  rawLogId: string,
): Promise<CoreResponse> {
  const id = hookIdOf(rawHookId);
  if (!/^\d+$/.test(rawLogId)) throw grapeError(400, 'hook_log_id is invalid');
  const hook = findHook(ctx, id);
  // `check_rate_limit!(:web_hook_event_resend, scope: [hook.parent, current_user])` after `find_hook`.
  if (ctx.caller && ctx.service(GitlabTriggerPress).throttled(hook, ctx.caller, 'web_hook_event_resend'))
    throw tooManyRequests();
  // `hook.web_hook_logs.find`: any entry of this hook's log (not only the last 7 days'), no other's.
  const entry = ctx.deliveries.forHook(hook.id).find((d) => d.id === Number(rawLogId) && isLogged(d));
  if (!entry) throw gitlabMessage(404, HOOK_NOT_FOUND);
  if (!urlCurrent(entry, hook)) throw gitlabMessage(422, URL_CHANGED);
  if (ctx.health.view(hook).alertStatus !== 'executable') throw gitlabMessage(422, HOOK_DISABLED);
  const copy = await ctx.redeliver(entry.id);
  const done = await ctx.deliveries
    .waitFor((d) => d.id === copy.id && isLogged(d), { timeoutMs: RESEND_WAIT_MS })
    .catch(() => undefined);
  if (!done) throw gitlabMessage(422, 'execution expired');
  const status = done.delivery.responseStatus;
  if (status === undefined)
    throw gitlabMessage(422, done.delivery.error ?? done.delivery.reason ?? 'internal error');
  return gitlabJson(201, { response_status: status });
}
