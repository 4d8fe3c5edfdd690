import { passesBranchFilter } from '../events/fire-rules.js';
import type { PayloadContext } from '../events/payloads/context.js';
import { repositoryOf, senderUser } from '../events/payloads/context.js';
import type { Flavor } from '../flavors/flavor.js';
import { hookJson } from '../hooks/hook-json.js';
import type { Owner } from '../auth/access.js';
import { stableHex } from '../util/stable-hex.js';
import type { HookRecord } from '../state/database.js';
import type { HookScope } from '../types.js';
import { must } from '../util/must.js';

const ZEN = [
  'Keep it logically awesome.',
  'Design for failure.',
  'Approachable is better than simple.',
  'Mind your words, they are important.',
  'Speak like a human.',
  'Half measures are as bad as nothing at all.',
  'Favor focus over features.',
];

export function scopeOf(owner: Owner): HookScope {
  return owner.kind === 'repo'
    ? { kind: 'repo', owner: owner.repo.owner, repo: owner.repo.name }
    : { kind: 'org', org: owner.org.name };
}

/**
 * Whether a test press sends nothing. Gitea runs `PrepareWebhook` (the push flag, then the
 * branch filter on the ref exactly as given: a literal `main` is matched as the string `main`,
 * a full ref by name or in full), then `Deliver` drops inactive hooks. Forgejo's
 * `PrepareTestWebhook` skips the filters, but its `Deliver` drops inactive hooks too.
 */
export function testSkipReason(flavor: Flavor, hook: HookRecord, ref: string): string | undefined {
  const { test } = flavor;
  if (test.requireSubscription && !hook.events.includes('push'))
    return 'the hook is not subscribed to push events';
  if (test.applyBranchFilter && !passesBranchFilter(flavor.name, hook.branchFilter, ref))
    return `ref "${ref}" does not match the hook's branch filter "${hook.branchFilter}"`;
  if (test.requireActive && !hook.active) return 'the hook is inactive, so nothing is sent';
  return undefined;
}

/** The spec flavor's ping: its own event, Gitea's objects (README "Deliveries"). */
export function specPingPayload(ctx: PayloadContext, hook: HookRecord, flavor: Flavor, sequence: number) {
  const where = ctx.repo
    ? { repository: repositoryOf(ctx, 'none') }
    : { organization: ctx.org ? organizationOf(ctx) : null };
  return {
    zen: ZEN[(hook.id + sequence) % ZEN.length],
    hook_id: hook.id,
    hook: hookJson(hook, flavor),
    ...where,
    sender: senderUser(ctx),
  };
}

function organizationOf(ctx: PayloadContext) {
  const org = must(ctx.org, 'organization of an org hook');
  return {
    id: org.id,
    name: org.name,
    full_name: org.fullName,
    email: '',
    avatar_url: `${ctx.site.appUrl}avatars/${stableHex(org.name, 32)}`,
    description: org.description,
    website: '',
    location: '',
    visibility: org.private ? 'private' : 'public',
    repo_admin_change_team_access: false,
    username: org.name,
  };
}
