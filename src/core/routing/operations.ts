import type { HandlerName, RouteRow } from '../flavors/route-rows.js';
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
} from '../flavors/github/hooks/apps.js';
import {
  getGithubDelivery,
  listGithubDeliveries,
  pingGithubHook,
  redeliverGithubDelivery,
  testGithubHook,
} from '../flavors/github/hooks/deliveries.js';
import {
  createGithubHook,
  deleteGithubHook,
  getGithubConfig,
  getGithubHook,
  listGithubHooks,
  updateGithubConfig,
  updateGithubHook,
} from '../flavors/github/hooks/hooks.js';
import {
  createGitlabHook,
  deleteGitlabHook,
  getGitlabHook,
  listGitlabHooks,
  updateGitlabHook,
} from '../flavors/gitlab/hooks/hooks.js';
import { listGitlabEvents, resendGitlabEvent } from '../flavors/gitlab/hooks/events.js';
import {
  CUSTOM_HEADERS,
  URL_VARIABLES,
  deleteHookPair,
  putHookPair,
} from '../flavors/gitlab/hooks/hook-pairs.js';
import { findGitlabUsers, getGitlabOwner, getGitlabUser } from '../flavors/gitlab/hooks/resources.js';
import { testGitlabHook } from '../flavors/gitlab/hooks/test-trigger.js';
import { getGithubNamedUser, getGithubOwner, getGithubUser } from '../flavors/github/hooks/resources.js';
import { getNamedUser, getOwner, getUser } from '../hooks/resources.js';
import type { OperationContext } from '../hooks/operations.js';
import { createHook, deleteHook, getHook, listHooks, testHook, updateHook } from '../hooks/operations.js';
import type { CoreResponse } from '../http/core-request.js';

type Handler = (
  ctx: OperationContext,
  params: Readonly<Record<string, string>>,
) => CoreResponse | Promise<CoreResponse>;

/** A route as dispatch reads it: the flavor's row with its handler attached. */
export interface HookRoute extends RouteRow {
  run: Handler;
}

/** The path parameters each family names its ids by (`:id` in Gitea's patterns, `:hook_id` in GitHub's and GitLab's). */
const id = (p: Readonly<Record<string, string>>) => p.id ?? '';
const hook = (p: Readonly<Record<string, string>>) => p.hook_id ?? '';
const delivery = (p: Readonly<Record<string, string>>) => p.delivery_id ?? '';
const key = (p: Readonly<Record<string, string>>) => p.key ?? '';
const username = (p: Readonly<Record<string, string>>) => p.username ?? '';

/**
 * The handler of every route row of every flavor, by the row's `handler` name: one map, so a
 * flavor with its own paths is rows (src/core/flavors/*-routes.ts) plus entries here.
 */
const OPERATIONS: Readonly<Record<HandlerName, Handler>> = {
  'gitea.list': (c) => listHooks(c),
  'gitea.create': (c) => createHook(c),
  'gitea.get': (c, p) => getHook(c, id(p)),
  'gitea.update': (c, p) => updateHook(c, id(p)),
  'gitea.delete': (c, p) => deleteHook(c, id(p)),
  'gitea.test': (c, p) => testHook(c, id(p)),
  'gitea.get-owner': (c) => getOwner(c),
  'gitea.get-user': (c) => getUser(c),
  'gitea.get-named-user': (c, p) => getNamedUser(c, username(p)),
  'github.list': (c) => listGithubHooks(c),
  'github.create': (c) => createGithubHook(c),
  'github.get': (c, p) => getGithubHook(c, hook(p)),
  'github.update': (c, p) => updateGithubHook(c, hook(p)),
  'github.delete': (c, p) => deleteGithubHook(c, hook(p)),
  'github.test': (c, p) => testGithubHook(c, hook(p)),
  'github.get-config': (c, p) => getGithubConfig(c, hook(p)),
  'github.update-config': (c, p) => updateGithubConfig(c, hook(p)),
  'github.ping': (c, p) => pingGithubHook(c, hook(p)),
  'github.list-deliveries': (c, p) => listGithubDeliveries(c, hook(p)),
  'github.get-delivery': (c, p) => getGithubDelivery(c, hook(p), delivery(p)),
  'github.redeliver': (c, p) => redeliverGithubDelivery(c, hook(p), delivery(p)),
  'github.get-owner': (c) => getGithubOwner(c),
  'github.get-user': (c) => getGithubUser(c),
  'github.get-named-user': (c, p) => getGithubNamedUser(c, username(p)),
  'github.get-app': (c) => getApp(c),
  'github.get-app-config': (c) => getAppConfig(c),
  'github.update-app-config': (c) => updateAppConfig(c),
  'github.list-app-deliveries': (c) => listAppDeliveries(c),
  'github.get-app-delivery': (c, p) => getAppDelivery(c, delivery(p)),
  'github.redeliver-app-delivery': (c, p) => redeliverAppDelivery(c, delivery(p)),
  'github.list-installations': (c) => listInstallations(c),
  'github.create-installation-token': (c, p) => createInstallationToken(c, p.installation_id ?? ''),
  'github.get-repo-installation': (c, p) => getRepoInstallation(c, p),
  'gitlab.list': (c) => listGitlabHooks(c),
  'gitlab.create': (c) => createGitlabHook(c),
  'gitlab.get': (c, p) => getGitlabHook(c, hook(p)),
  'gitlab.update': (c, p) => updateGitlabHook(c, hook(p)),
  'gitlab.delete': (c, p) => deleteGitlabHook(c, hook(p)),
  'gitlab.test': (c, p) => testGitlabHook(c, hook(p), p.trigger ?? ''),
  'gitlab.get-owner': (c) => getGitlabOwner(c),
  'gitlab.get-user': (c) => getGitlabUser(c),
  'gitlab.find-users': (c) => findGitlabUsers(c),
  'gitlab.list-deliveries': (c, p) => listGitlabEvents(c, hook(p)),
  'gitlab.redeliver': (c, p) => resendGitlabEvent(c, hook(p), p.hook_log_id ?? ''),
  'gitlab.set-custom-header': (c, p) => putHookPair(c, CUSTOM_HEADERS, hook(p), key(p)),
  'gitlab.delete-custom-header': (c, p) => deleteHookPair(c, CUSTOM_HEADERS, hook(p), key(p)),
  'gitlab.set-url-variable': (c, p) => putHookPair(c, URL_VARIABLES, hook(p), key(p)),
  'gitlab.delete-url-variable': (c, p) => deleteHookPair(c, URL_VARIABLES, hook(p), key(p)),
};

/** A flavor's rows with their handlers attached (once per Engine). */
export function compileRoutes(rows: readonly RouteRow[]): readonly HookRoute[] {
  return rows.map((row) => ({ ...row, run: OPERATIONS[row.handler] }));
}
