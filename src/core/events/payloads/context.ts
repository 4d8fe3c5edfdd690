import type { Flavor, FlavorName } from '../../contract/flavor.js';
import type { DeliveryDialect } from '../../contract/delivery-dialect.js';
import type { OrgRecord, RepoRecord } from '../../state/database.js';
import type { Store } from '../../state/store.js';
import type { Access } from '../entities/repository.js';
import { repositoryEntity } from '../entities/repository.js';
import type { PayloadDialect } from '../../contract/payload-dialect.js';
import type { Site } from '../entities/shape.js';
import type { Account } from '../entities/user.js';
import { payloadUser, userEntity } from '../entities/user.js';
import type { RepoWorld, World } from '../world.js';
import type { BuiltRepository } from '../../flavors/payload-maps.js';
import { HookMockError } from '../../errors/hookmock-error.js';
import type { Delivery } from '../../wire.js';

/** Everything a payload builder reads: where, who, when, and the repo's world. */
export interface PayloadContext {
  flavor: FlavorName;
  /** The flavor's delivery dialect (contract/delivery-dialect.ts). */
  dialect: DeliveryDialect;
  /** Where the payload structs differ: the dialect's `payload`. */
  structs: PayloadDialect;
  site: Site;
  store: Store;
  world: World;
  repo: RepoRecord | undefined;
  /** The org the event belongs to (the repo's owner when it is an org). */
  org: OrgRecord | undefined;
  sender: Account;
  /** Now, from the mock's clock. */
  at: string;
  /** The delivery log, where a payload shows a hook's state (GitHub's ping `hook.last_response`). */
  deliveries?: { forHook(id: number): Delivery[] };
}

export function payloadContext(
  input: Omit<PayloadContext, 'structs' | 'dialect' | 'flavor'> & { flavor: Flavor },
): PayloadContext {
  const dialect = input.flavor.delivery;
  return { ...input, flavor: input.flavor.name, dialect, structs: dialect.payload };
}

/** An account by login: a user, an org seen as a user, or a stand-in with id 0. */
export function accountOf(store: Store, login: string): Account {
  const user = store.userByLoginName(login);
  if (user) return user;
  const org = store.org(login);
  if (org) return { id: org.id, login: org.name, fullName: org.fullName, email: '' };
  return { id: 0, login, fullName: '', email: '' };
}

export const senderUser = (ctx: PayloadContext) =>
  userEntity(ctx.structs, ctx.sender, ctx.site, 'placeholder');

export const userOf = (ctx: PayloadContext, login: string) =>
  userEntity(ctx.structs, accountOf(ctx.store, login), ctx.site, 'placeholder');

/**
 * `convert.ToUser(ctx, user, doer)` with a doer (G/F `services/convert/user.go` L16–27): signed,
 * so the real e-mail, and authed when the doer is the user or a site admin. The viewer is the
 * sender unless given (F's action runs are seen by the repo's owner).
 */
export function userSeenBy(ctx: PayloadContext, login: string, viewer: Account = ctx.sender) {
  const account = accountOf(ctx.store, login);
  const authed = viewer.login.toLowerCase() === account.login.toLowerCase() || viewer.admin === true;
  return userEntity(ctx.structs, account, ctx.site, authed ? 'authed' : 'real');
}

/**
 * A user's access to the payload's repo (G `GetDoerRepoPermission`, F `GetUserRepoPermission`):
 * owner for site admins, the repo's owner and admins and the owner org's owners; read for its
 * readers and on public repos; none otherwise.
 */
export function accessOf(ctx: PayloadContext, login: string, repo = needRepo(ctx)): Access {
  const lower = login.toLowerCase();
  const named = (list: readonly string[] | undefined) =>
    list?.some((a) => a.toLowerCase() === lower) ?? false;
  const org = ctx.store.org(repo.owner);
  if (ctx.store.userByLoginName(login)?.admin === true) return 'owner';
  if (repo.owner.toLowerCase() === lower || named(repo.admins) || named(org?.owners)) return 'owner';
  return named(repo.readers) || !repo.private ? 'read' : 'none';
}

export function needRepo(ctx: PayloadContext): RepoRecord {
  if (!ctx.repo) throw new HookMockError('this event needs a repository (pass repo: "owner/name")');
  return ctx.repo;
}

export const worldOf = (ctx: PayloadContext): RepoWorld => ctx.world.of(needRepo(ctx));

/**
 * `convert.ToRepo(ctx, repo, permission)`: the owner's real e-mail whenever the access mode is
 * not None (`ToUserWithAccessMode`), the placeholder otherwise.
 */
export function repositoryOf(
  ctx: PayloadContext,
  access: Access,
  repo = needRepo(ctx),
  forkOf?: BuiltRepository,
) {
  const world = ctx.world.of(repo);
  const owner = userEntity(
    ctx.structs,
    accountOf(ctx.store, repo.owner),
    ctx.site,
    access === 'none' ? 'placeholder' : 'real',
  );
  const open = [...world.issues.values()].filter((i) => i.state === 'open');
  return repositoryEntity(
    ctx.structs,
    {
      repo,
      owner,
      access,
      branchCount: world.branches.size,
      openIssues: open.filter((i) => !i.isPull).length,
      openPulls: open.filter((i) => i.isPull).length,
      releases: [...world.releases.values()].filter((r) => !r.draft).length,
      forkOf,
    },
    ctx.site,
  );
}

export type Verification = 'null' | 'unsigned';

/**
 * `PayloadCommit`. Push events: `verification` null and the changed-file lists as arrays; the
 * test route (`convert.ToPayloadCommit`): an unsigned-commit verification and null file lists.
 */
export function commitOf(
  ctx: PayloadContext,
  sha: string,
  message: string,
  author: Account,
  mode: 'push' | 'test',
  timestamp = ctx.at,
) {
  const repo = needRepo(ctx);
  const person = payloadUser(author);
  return {
    id: sha,
    message,
    url: `${ctx.site.appUrl}${repo.owner}/${repo.name}/commit/${sha}`,
    author: person,
    committer: { ...person },
    verification:
      mode === 'test'
        ? { verified: false, reason: 'gpg.error.not_signed_commit', signature: '', signer: null, payload: '' }
        : null,
    timestamp,
    added: mode === 'test' ? null : ['README.md'],
    removed: mode === 'test' ? null : [],
    modified: mode === 'test' ? null : [],
  };
}

/**
 * `Organization` (G `services/convert/convert.go` `ToOrganization`; F adds `fediverse_creator_name`
 * before `username`). `visibility` is the org's (`Visibility.String()`: public, limited, private).
 */
export function organizationOf(ctx: PayloadContext, org: OrgRecord) {
  const head = {
    id: org.id,
    name: org.name,
    full_name: org.fullName,
    email: '',
    avatar_url: userOf(ctx, org.name).avatar_url,
    description: org.description,
    website: '',
    location: '',
    visibility: org.visibility,
    repo_admin_change_team_access: false,
  };
  const fediverse = ctx.structs.orgFediverseCreatorName ? { fediverse_creator_name: '' } : {};
  return { ...head, ...fediverse, username: org.name };
}
