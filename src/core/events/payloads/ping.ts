import type { PayloadContext } from './context.js';
import { organizationOf, repositoryOf, senderUser } from './context.js';
import type { Flavor } from '../../flavors/flavor.js';
import { hookJson } from '../../hooks/hook-json.js';
import type { HookRecord } from '../../state/database.js';

/** GitHub's zen sayings (`GET /zen`), which the spec flavor's pings carry too. */
export const ZEN = [
  'Keep it logically awesome.',
  'Design for failure.',
  'Approachable is better than simple.',
  'Mind your words, they are important.',
  'Speak like a human.',
  'Half measures are as bad as nothing at all.',
  'Favor focus over features.',
];

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
