import type { Flavor } from '../../../contract/flavor.js';
import type { HookRecord } from '../../../state/database.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import { githubHookView } from '../hooks/hook-view.js';
import { githubOrganization, githubSender } from './entities.js';
import { repositoryOf } from './repository.js';
import type { GithubBuiltPing } from './built.js';
import { ZEN as SPEC_ZEN } from '../../../events/payloads/zen.js';

/** The spec flavor's sayings and three more (the spec's list is kept: its pings' zen must not change). */
const ZEN = [
  ...SPEC_ZEN,
  'Non-blocking is better than blocking.',
  'Responsive is better than fast.',
  'It’s not fully shipped until it’s fast.',
];

/** A ping sent where no delivery log is at hand (a payload built alone): no settled delivery yet. */
const NO_DELIVERIES = { forHook: () => [] };

/**
 * The `hook` of a ping: the hook exactly as GitHub's REST API answers for it at that moment (one
 * rendering, flavors/github/hooks/hook-view.ts) — GitHub's pings carry the masked secret and the hook's own
 * `insecure_ssl` and `last_response` too (`webhook-ping.hook` allows every key of the REST hook).
 */
function pingHook(ctx: PayloadContext, hook: HookRecord, flavor: Flavor) {
  const where = ctx.repo ? `repos/${ctx.repo.owner}/${ctx.repo.name}` : `orgs/${ctx.org?.name ?? ''}`;
  const deliveries = ctx.deliveries ?? NO_DELIVERIES;
  return githubHookView({ apiUrl: ctx.site.apiUrl, where, flavor, deliveries }, hook);
}

/** `ping` (`webhook-ping`): a zen, the hook, its repository or organization, the sender. */
export function githubPingPayload(ctx: PayloadContext, hook: HookRecord, flavor: Flavor, sequence: number) {
  return {
    zen: ZEN[(hook.id + sequence) % ZEN.length],
    hook_id: hook.id,
    hook: pingHook(ctx, hook, flavor),
    ...(ctx.repo ? { repository: repositoryOf(ctx) } : {}),
    ...githubOrganization(ctx),
    sender: githubSender(ctx),
  } satisfies GithubBuiltPing;
}
