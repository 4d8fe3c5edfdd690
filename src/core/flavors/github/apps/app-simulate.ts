import { EmitError } from '../../../events/emitter.js';
import type { EventType } from '../../../contract/event-type.js';
import { githubUser, nodeId } from '../events/entities.js';
import type { PayloadContext } from '../../../events/payloads/context.js';
import type { SimulateResult } from '../../../events/simulate/types.js';
import type { RepoRecord } from '../../../state/database.js';
import type { AppEventName } from '../../../wire.js';
import { installationJson } from './app-json.js';
import type { AppRecord, InstallationRecord } from './app-record.js';
import { appTarget } from './app-targets.js';
import type { AddRepositoriesOptions, InstallAppOptions } from './app-simulate-options.js';
import type { AppRegistry } from './app-registry.js';
import type { ServiceHost } from '../../../product/product-service.js';

/** What the simulations read of the mock: the state, the flavor, the emitter's context and `deliver`. */
type Host = Pick<ServiceHost, 'store' | 'flavor' | 'events'>;

/** What a simulation of the apps acts through: the mock's host and the apps. */
export interface AppSimulation {
  readonly host: Host;
  readonly apps: AppRegistry;
}

/** GitHub's app-only events (`supported-webhook-types: ["app"]` in `@octokit/openapi-webhooks`). */
const appEvent = (name: AppEventName, action: string): EventType<AppEventName> => ({
  name,
  header: name,
  actions: [action],
  flag: name,
  family: 'repository',
});
const INSTALLATION = appEvent('installation', 'created');
const INSTALLATION_REPOSITORIES = appEvent('installation_repositories', 'added');

/** The `{ id, node_id, name, full_name, private }` an installation event lists a repository as. */
const repositoryItem = (r: RepoRecord) => ({
  id: r.id,
  node_id: nodeId('Repository', r.id),
  name: r.name,
  full_name: `${r.owner}/${r.name}`,
  private: r.private,
});

/**
 * `simulate.installApp`: the app is installed on an account for some of its repositories — an
 * `installation` `created` delivery to the app's webhook (and to no repository hook: GitHub sends
 * it to apps only); later events in those repositories also go to the app.
 */
export async function installApp(
  { host, apps }: AppSimulation,
  o: InstallAppOptions,
): Promise<SimulateResult> {
  const app = appNamed(apps, o.app);
  const account = accountNamed(host, o.account);
  if (app.installations.some((i) => i.account.toLowerCase() === account.toLowerCase()))
    throw new EmitError(
      `app "${app.slug}" is already installed on "${account}": add repositories to that installation`,
    );
  const id = o.installation ?? nextInstallationId(apps);
  if (apps.installation(id)) throw new EmitError(`installation ${id} exists already`);
  const repos = reposOf(host, account, o.repositories ?? []);
  const ctx = contextFor(host, account, o.sender);
  const installation: InstallationRecord = {
    id,
    account,
    repositorySelection: 'selected',
    repositoryIds: repos.map((r) => r.id).sort((a, b) => a - b),
    created: ctx.at,
  };
  const installed = apps.putInstallation(app.id, installation);
  const payload = {
    action: 'created',
    installation: installationJson(sceneOf(host, ctx), installed, installation),
    repositories: repos.map(repositoryItem),
    requester: null,
    sender: githubUser(ctx, ctx.sender),
  };
  return fire(host, ctx, installed, INSTALLATION, payload);
}

/** `simulate.addRepositoriesToInstallation`: `installation_repositories` `added` to the app's webhook. */
export async function addRepositoriesToInstallation(
  { host, apps }: AppSimulation,
  o: AddRepositoriesOptions,
): Promise<SimulateResult> {
  const found = typeof o?.installation === 'number' ? apps.installation(o.installation) : undefined;
  if (!found)
    throw new EmitError(
      `unknown installation ${String(o?.installation)} (an installation of a scenario app)`,
    );
  const { app, installation } = found;
  const repos = reposOf(host, installation.account, o.repositories ?? []);
  const added = repos.filter((r) => !installation.repositoryIds.includes(r.id));
  if (added.length === 0) throw new EmitError('add at least one repository the installation does not have');
  const ctx = contextFor(host, installation.account, o.sender);
  const grown = {
    ...installation,
    repositoryIds: [...installation.repositoryIds, ...added.map((r) => r.id)].sort((a, b) => a - b),
  };
  const updated = apps.putInstallation(app.id, grown);
  const payload = {
    action: 'added',
    installation: installationJson(sceneOf(host, ctx), updated, grown),
    repository_selection: 'selected',
    repositories_added: added.map(repositoryItem),
    repositories_removed: [],
    requester: null,
    sender: githubUser(ctx, ctx.sender),
  };
  return fire(host, ctx, updated, INSTALLATION_REPOSITORIES, payload);
}

async function fire(
  host: Host,
  ctx: PayloadContext,
  app: AppRecord,
  type: EventType<AppEventName>,
  payload: Record<string, unknown>,
): Promise<SimulateResult> {
  const event = {
    payload,
    ref: null,
    commits: null,
    type,
    action: type.actions[0] ?? null,
    site: ctx.site,
    at: ctx.at,
  };
  const deliveries = await host.events.deliver([appTarget(app, host.flavor.nativeType, event)], event);
  return { deliveries, notFired: [] };
}

const sceneOf = (host: Host, ctx: PayloadContext) => ({
  store: host.store,
  site: ctx.site,
  events: [...host.flavor.events.accepted].filter((e) => e !== '*').sort(),
});

/** The app by id or slug (only the github product installs the service: no other flavor gets here). */
function appNamed(apps: AppRegistry, key: number | string): AppRecord {
  const app = apps.all().find((a) => a.id === key || a.slug === key);
  if (!app) throw new EmitError(`unknown app ${JSON.stringify(key)} (the id or slug of a scenario app)`);
  return app;
}

function accountNamed(host: Host, name: unknown): string {
  const { store } = host;
  const found =
    typeof name === 'string' ? (store.org(name)?.name ?? store.userByLoginName(name)?.login) : undefined;
  if (!found) throw new EmitError(`unknown account ${JSON.stringify(name)} (a user or org of the scenario)`);
  return found;
}

/** The repositories named, each `owner/name` of `account`. */
function reposOf(host: Host, account: string, names: readonly string[]): RepoRecord[] {
  if (!Array.isArray(names)) throw new EmitError('repositories must be a list of "owner/name"');
  return names.map((full) => {
    const [owner = '', name = ''] = String(full).split('/');
    const repo = host.store.repo(owner, name);
    if (!repo || repo.owner.toLowerCase() !== account.toLowerCase())
      throw new EmitError(`"${full}" is not a repository of "${account}"`);
    return repo;
  });
}

function nextInstallationId(apps: AppRegistry): number {
  return apps.all().reduce((max, a) => a.installations.reduce((m, i) => Math.max(m, i.id), max), 0) + 1;
}

/** The payload context of an app event: no repository; the sender an owner of the account by default. */
function contextFor(host: Host, account: string, sender: string | undefined): PayloadContext {
  const org = host.store.org(account);
  const login = sender ?? org?.owners[0] ?? account;
  return host.events.context({ repo: undefined, org }, login);
}
