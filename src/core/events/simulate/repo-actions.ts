import type { RepoRecord } from '../../state/database.js';
import type { Store } from '../../state/store.js';
import { EmitError } from '../emitter.js';
import type { World } from '../world.js';
import type { Step } from './runner.js';
import { must } from '../../util/must.js';

/** `owner/name` split, or a clear error. */
function splitName(full: string): [string, string] {
  const [owner, name, ...rest] = full.split('/');
  if (!owner || !name || rest.length > 0 || !/^[A-Za-z0-9_.-]+$/.test(name))
    throw new EmitError(`expected a repository as "owner/name", got "${full}"`);
  return [owner, name];
}

/** The owner account's canonical name: a user login or an org name of the state. */
function ownerName(store: Store, owner: string): string {
  const account = store.userByLoginName(owner)?.login ?? store.org(owner)?.name;
  if (!account) throw new EmitError(`unknown owner "${owner}" (a user or org of the scenario)`);
  return account;
}

/**
 * `simulate.createRepository` on a repository the state does not have yet adds it (owned by a
 * listed user or org, the creator as admin), so hooks can be registered on it afterwards; an
 * existing one is taken as the repository just created.
 */
export function ensureRepository(store: Store, full: string, creator: string | undefined): void {
  const [owner, name] = splitName(full);
  if (store.repo(owner, name)) return;
  // Checked before anything changes: a rejected call leaves no half-made repository.
  if (creator !== undefined && !store.userByLoginName(creator))
    throw new EmitError(`unknown sender "${creator}" (a user login of the scenario)`);
  const account = ownerName(store, owner);
  const admin = creator ?? store.org(account)?.owners[0] ?? account;
  store.createRepo({
    owner: account,
    name,
    description: '',
    admins: store.userByLoginName(admin) ? [admin] : [],
    readers: [],
    private: false,
    empty: false,
    defaultBranch: 'main',
  });
}

/**
 * G `services/repository/fork.go` `ForkRepository` + `notifier.go` `ForkRepository` (L87–113, F
 * L81–107): the fork joins the state (same name under the new owner, the parent's branches) and
 * the parent's hooks get `fork`. A fork into an org then sends `repository` `created` with the
 * fork as its source: the fork has no hooks yet, but `PrepareWebhooks` also reaches the owner
 * org's hooks (G `services/webhook/webhook.go` L200–207).
 */
export async function forkRepository(
  step: Step,
  store: Store,
  world: World,
  owner: string,
): Promise<RepoRecord> {
  const parent = must(step.ctx.repo, 'repository to fork');
  const account = ownerName(store, owner);
  if (store.repo(account, parent.name))
    throw new EmitError(`${account}/${parent.name} exists already; a fork needs a free name`);
  const fork = store.createRepo({
    owner: account,
    name: parent.name,
    description: parent.description,
    admins: store.userByLoginName(account) ? [account] : [],
    readers: [],
    private: parent.private,
    empty: parent.empty,
    defaultBranch: parent.defaultBranch,
  });
  const copy = world.of(fork, {
    branches: Object.fromEntries(step.world.branches),
    epoch: step.ctx.site.epoch,
  });
  for (const [sha, commit] of step.world.history) copy.history.set(sha, commit);
  const forked = step.says.fork(step.ctx, account, fork);
  await step.fire(forked);
  const org = store.org(account);
  if (org) await step.fire(step.says.forkCreated({ ...step.ctx, repo: fork, org }, forked.payload));
  return fork;
}

/**
 * G `services/repository/delete.go` `DeleteRepositoryDirectly`: `repository` `deleted` is
 * prepared first (the existing sequence), then the repository and its hooks are gone.
 */
export async function deleteRepository(step: Step, store: Store, world: World): Promise<void> {
  const repo = must(step.ctx.repo, 'repository to delete');
  await step.fire(step.says.repository(step.ctx, 'deleted'));
  world.forget(repo);
  store.deleteRepo(repo.id);
}
