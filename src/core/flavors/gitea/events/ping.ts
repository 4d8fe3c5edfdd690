import type { PayloadContext } from '../../../events/payloads/context.js';
import { organizationOf, repositoryOf, senderUser } from '../../../events/payloads/context.js';
import type { Flavor } from '../../../contract/flavor.js';
import { hookJson } from '../../../hooks/hook-json.js';
import type { HookRecord } from '../../../state/database.js';
import { ZEN } from '../../../events/payloads/zen.js';

/** Which zen a ping carries: what, beside the hook, tells two pings of a hook apart. */
export const specZenIndex = (hook: HookRecord, sequence: number): number => (hook.id + sequence) % ZEN.length;

/** The spec flavor's ping: its own event, Gitea's objects (docs/guide/deliveries.md). */
export function specPingPayload(ctx: PayloadContext, hook: HookRecord, flavor: Flavor, sequence: number) {
  const where = ctx.repo
    ? { repository: repositoryOf(ctx, 'none') }
    : { organization: ctx.org ? organizationOf(ctx, ctx.org) : null };
  return {
    zen: ZEN[specZenIndex(hook, sequence)],
    hook_id: hook.id,
    hook: hookJson(hook, flavor),
    ...where,
    sender: senderUser(ctx),
  };
}
