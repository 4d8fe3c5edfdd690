import type { Flavor } from '../../flavors/flavor.js';
import type { HookRecord } from '../../state/database.js';
import type { PayloadContext } from '../payloads/context.js';
import { githubOrganization, githubSender } from './entities.js';
import { repositoryOf } from './repository.js';
import type { GithubBuiltPing } from '../schemas/built.js';

/** GitHub's zen sayings (`GET /zen`), one per ping in turn. */
const ZEN = [
  'Keep it logically awesome.',
  'Design for failure.',
  'Approachable is better than simple.',
  'Mind your words, they are important.',
  'Speak like a human.',
  'Half measures are as bad as nothing at all.',
  'Favor focus over features.',
  'Non-blocking is better than blocking.',
  'Responsive is better than fast.',
  'It’s not fully shipped until it’s fast.',
];

/**
 * The `hook` of a ping: the hook as GitHub's REST API shows it (`webhook-ping.hook`: `type`
 * `Repository`/`Organization`, `name` `web`, config without the secret, the hook's URLs).
 */
function pingHook(ctx: PayloadContext, hook: HookRecord, flavor: Flavor) {
  const where = ctx.repo ? `repos/${ctx.repo.owner}/${ctx.repo.name}` : `orgs/${ctx.org?.name ?? ''}`;
  const url = `${ctx.site.apiUrl}/${where}/hooks/${hook.id}`;
  return {
    type: ctx.repo ? 'Repository' : 'Organization',
    id: hook.id,
    name: 'web',
    active: hook.active,
    events: flavor.events.report(hook.events),
    config: { content_type: hook.contentType, insecure_ssl: '0', url: hook.url },
    updated_at: hook.updated,
    created_at: hook.created,
    url,
    ...(ctx.repo ? { test_url: `${url}/test` } : {}),
    ping_url: `${url}/pings`,
    deliveries_url: `${url}/deliveries`,
    ...(ctx.repo ? { last_response: { code: null, status: 'unused', message: null } } : {}),
  };
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
