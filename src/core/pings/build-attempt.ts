import type { Flavor } from '../flavors/flavor.js';
import { hookJson } from '../hooks/hook-json.js';
import { branchMatches } from '../hooks/branch-glob.js';
import type { Owner } from '../http/access.js';
import { goJsonIndent } from '../http/go-json.js';
import { goQueryEscape } from '../http/go-query.js';
import type { HookRecord, UserRecord } from '../state/database.js';
import type { Store } from '../state/store.js';
import type { HookScope, PingAttempt } from '../types.js';
import { commitEntity, organizationEntity, orgAsAccount, repositoryEntity, userEntity } from './entities.js';
import type { Site } from './entities.js';
import { hmacHex } from './signature.js';

export interface AttemptInput {
  flavor: Flavor;
  store: Store;
  site: Site;
  hook: HookRecord;
  owner: Owner;
  sender: UserRecord;
  /** The `ref` query parameter of the test route, if any (reference §7.5). */
  ref: string | null;
  at: string;
  deliveryId: string;
  /** Picks the `zen` line of a spec ping. */
  sequence: number;
}

const ZEN = [
  'Keep it logically awesome.',
  'Design for failure.',
  'Approachable is better than simple.',
  'Mind your words, they are important.',
  'Speak like a human.',
  'Half measures are as bad as nothing at all.',
  'Favor focus over features.',
];

/**
 * What a receiver gets when a hook's test route is pressed: the flavor's payload, serialized the
 * reference's way (indented JSON, §7.2), signed over the JSON bytes, form-encoded when the hook
 * asks for `form`, with the flavor's headers. Also decides whether the reference would skip it.
 */
export async function buildAttempt(input: AttemptInput): Promise<Omit<PingAttempt, 'id'>> {
  const { flavor, hook, owner } = input;
  const sender = userEntity(input.sender, input.site);
  const ref = input.ref ?? (owner.kind === 'repo' ? `refs/heads/${owner.repo.defaultBranch}` : '');
  const payload = flavor.test.event === 'push' ? pushPayload(input, sender, ref) : pingPayload(input, sender);
  const json = goJsonIndent(payload);
  const [sha256, sha1] = await Promise.all([
    hmacHex('SHA-256', hook.secret, json),
    hmacHex('SHA-1', hook.secret, json),
  ]);
  const headers = flavor.deliveryHeaders({
    deliveryId: input.deliveryId,
    event: flavor.test.event,
    eventType: flavor.test.event,
    sha256,
    sha1,
    targetType: hook.isSystemWebhook ? 'system' : owner.kind === 'repo' ? 'repository' : 'organization',
    contentType: hook.contentType,
    authorizationHeader: hook.authorizationHeader,
  });
  const skipReason = skipReasonFor(flavor, hook, ref);
  return {
    hookId: hook.id,
    scope: scopeOf(owner),
    event: flavor.test.event,
    url: hook.url,
    contentType: hook.contentType,
    headers,
    body: hook.contentType === 'form' ? `payload=${goQueryEscape(json)}` : json,
    at: input.at,
    delivery: skipReason ? { status: 'skipped', reason: skipReason } : { status: 'recorded' },
  };
}

export function scopeOf(owner: Owner): HookScope {
  return owner.kind === 'repo'
    ? { kind: 'repo', owner: owner.repo.owner, repo: owner.repo.name }
    : { kind: 'org', org: owner.org.name };
}

/** Gitea's `PrepareWebhook` rules, then its refusal to deliver for inactive hooks (§7.4, §7.5). */
function skipReasonFor(flavor: Flavor, hook: HookRecord, ref: string): string | undefined {
  const { test } = flavor;
  if (test.requireSubscription && !hook.events.includes('push'))
    return 'the hook is not subscribed to push events';
  // Only a full branch ref names a branch; a literal `?ref=` value bypasses the filter (§7.5).
  const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : '';
  if (test.applyBranchFilter && branch && !branchMatches(hook.branchFilter, branch)) {
    return `branch "${branch}" does not match the hook's branch filter "${hook.branchFilter}"`;
  }
  if (test.requireActive && !hook.active) return 'the hook is inactive, so nothing is sent';
  return undefined;
}

function repoOwnerEntity(input: AttemptInput, repoOwner: string) {
  const org = input.store.org(repoOwner);
  const user = input.store.userByLoginName(repoOwner);
  const account = org
    ? orgAsAccount(org)
    : user
      ? user
      : { id: 0, login: repoOwner, fullName: '', email: '' };
  return userEntity(account, input.site);
}

function pushPayload(input: AttemptInput, sender: ReturnType<typeof userEntity>, ref: string) {
  const { owner, site } = input;
  if (owner.kind !== 'repo') throw new Error('hookmock: a push payload needs a repository');
  const repository = repositoryEntity(owner.repo, repoOwnerEntity(input, owner.repo.owner), site);
  const commit = commitEntity(owner.repo, sender, site);
  return {
    ref,
    before: commit.id,
    after: commit.id,
    compare_url: `${site.appUrl}${owner.repo.owner}/${owner.repo.name}/compare/${commit.id}...${commit.id}`,
    commits: [commit],
    total_commits: 1,
    head_commit: commit,
    repository,
    pusher: sender,
    sender,
  };
}

function pingPayload(input: AttemptInput, sender: ReturnType<typeof userEntity>) {
  const { owner, hook, flavor, site } = input;
  const where =
    owner.kind === 'repo'
      ? { repository: repositoryEntity(owner.repo, repoOwnerEntity(input, owner.repo.owner), site) }
      : { organization: organizationEntity(owner.org, site) };
  return {
    zen: ZEN[(hook.id + input.sequence) % ZEN.length],
    hook_id: hook.id,
    hook: hookJson(hook, flavor),
    ...where,
    sender,
  };
}
