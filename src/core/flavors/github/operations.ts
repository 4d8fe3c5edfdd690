import type {
  AppOperation,
  ConfigOperation,
  DeliveryLogOperation,
  HookOperation,
  ResourceOperation,
} from '../../contract/route-rows.js';
import type { Handler } from '../../product/product.js';
import {
  createInstallationToken,
  getApp,
  getAppConfig,
  getAppDelivery,
  getRepoInstallation,
  listAppDeliveries,
  listInstallations,
  redeliverAppDelivery,
  updateAppConfig,
} from './hooks/apps.js';
import {
  getGithubDelivery,
  listGithubDeliveries,
  pingGithubHook,
  redeliverGithubDelivery,
  testGithubHook,
} from './hooks/deliveries.js';
import {
  createGithubHook,
  deleteGithubHook,
  getGithubConfig,
  getGithubHook,
  listGithubHooks,
  updateGithubConfig,
  updateGithubHook,
} from './hooks/hooks.js';
import { listInstallationRepositories } from './hooks/installation-repositories.js';
import { getGithubNamedUser, getGithubOwner, getGithubUser } from './hooks/resources.js';
import { param } from '../../routing/route-params.js';

type Op =
  | HookOperation
  | ConfigOperation
  | DeliveryLogOperation
  | AppOperation
  | Exclude<ResourceOperation, 'find-users'>;
const hook = (p: Readonly<Record<string, string>>) => param(p, 'hook_id');
const delivery = (p: Readonly<Record<string, string>>) => param(p, 'delivery_id');

/** GitHub's operations by name: hooks, their config, pings and deliveries, resources, Apps. */
export const GITHUB_OPERATIONS: Readonly<Record<Op, Handler>> = {
  list: (c) => listGithubHooks(c),
  create: (c) => createGithubHook(c),
  get: (c, p) => getGithubHook(c, hook(p)),
  update: (c, p) => updateGithubHook(c, hook(p)),
  delete: (c, p) => deleteGithubHook(c, hook(p)),
  test: (c, p) => testGithubHook(c, hook(p)),
  'get-config': (c, p) => getGithubConfig(c, hook(p)),
  'update-config': (c, p) => updateGithubConfig(c, hook(p)),
  ping: (c, p) => pingGithubHook(c, hook(p)),
  'list-deliveries': (c, p) => listGithubDeliveries(c, hook(p)),
  'get-delivery': (c, p) => getGithubDelivery(c, hook(p), delivery(p)),
  redeliver: (c, p) => redeliverGithubDelivery(c, hook(p), delivery(p)),
  'get-owner': (c) => getGithubOwner(c),
  'get-user': (c) => getGithubUser(c),
  'get-named-user': (c, p) => getGithubNamedUser(c, param(p, 'username')),
  'get-app': (c) => getApp(c),
  'get-app-config': (c) => getAppConfig(c),
  'update-app-config': (c) => updateAppConfig(c),
  'list-app-deliveries': (c) => listAppDeliveries(c),
  'get-app-delivery': (c, p) => getAppDelivery(c, delivery(p)),
  'redeliver-app-delivery': (c, p) => redeliverAppDelivery(c, delivery(p)),
  'list-installations': (c) => listInstallations(c),
  'create-installation-token': (c, p) => createInstallationToken(c, param(p, 'installation_id')),
  'get-repo-installation': (c, p) => getRepoInstallation(c, p),
  'list-installation-repositories': (c) => listInstallationRepositories(c),
};
