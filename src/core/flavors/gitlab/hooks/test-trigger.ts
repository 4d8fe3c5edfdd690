import { gitlabTestTrigger } from '../test-triggers.js';
import { GitlabTriggerPress } from '../events/trigger-press.js';
import type { CoreResponse } from '../../../http/core-request.js';
import type { DeliveryOutcome } from '../../../wire.js';
import type { OperationContext } from '../../../hooks/operations.js';
import { findHook, hookIdOf } from './hooks.js';
import { gitlabJson, gitlabMessage, grapeError, tooManyRequests } from './respond.js';

/**
 * The 422's text for an attempt that did not answer 2xx: the receiver's body
 * (`ServiceResponse.success(message: response.body)`), or the error's text where there was no
 * answer (`ServiceResponse.error(message: e.to_s)`).
 */
function failureOf(outcome: DeliveryOutcome): string | undefined {
  if (outcome.responseStatus !== undefined)
    return outcome.responseStatus >= 200 && outcome.responseStatus < 300
      ? undefined
      : (outcome.responseBody ?? '');
  // Recorded only (outbound delivery off): the attempt stands for a success, as every test press.
  if (outcome.status === 'recorded' || outcome.status === 'delivered') return undefined;
  return outcome.error ?? outcome.reason ?? '';
}

/**
 * `POST …/hooks/:hook_id/test/:trigger` (`lib/api/hooks/trigger_test.rb`): Grape's parameters
 * (400), the hook (404), the rate limit (429, after the lookup, as `check_rate_limit!` runs in the
 * route), then the trigger's sample sent at once, whatever the hook's state or subscriptions;
 * 201 `{"message":"201 Created"}` when the receiver answered 2xx, else 422 with its body.
 */
export async function testGitlabHook(
  ctx: OperationContext,
  rawId: string,
  trigger: string,
): Promise<CoreResponse> {
  const id = hookIdOf(rawId);
  if (!gitlabTestTrigger(trigger)) throw grapeError(400, 'trigger does not have a valid value');
  const hook = findHook(ctx, id);
  const user = ctx.caller;
  // Every hook route authenticates first; this only restates it for the type checker.
  if (!user) throw gitlabMessage(401, '401 Unauthorized');
  if (ctx.service(GitlabTriggerPress).throttled(hook, user)) throw tooManyRequests();
  const result = await ctx.service(GitlabTriggerPress).press(hook, user, trigger, ctx.request.url.origin);
  if ('refused' in result) throw gitlabMessage(422, result.refused);
  const failure = failureOf(result.delivery.delivery);
  if (failure !== undefined) throw gitlabMessage(422, failure);
  return gitlabJson(201, { message: '201 Created' });
}
