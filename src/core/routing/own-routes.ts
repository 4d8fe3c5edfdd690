import type { Operation, RouteRow } from '../flavors/route-rows.js';
import {
  getGithubDelivery,
  listGithubDeliveries,
  pingGithubHook,
  redeliverGithubDelivery,
  testGithubHook,
} from '../hooks/github/deliveries.js';
import {
  createGithubHook,
  deleteGithubHook,
  getGithubConfig,
  getGithubHook,
  listGithubHooks,
  updateGithubConfig,
  updateGithubHook,
} from '../hooks/github/hooks.js';
import type { OperationContext } from '../hooks/operations.js';
import type { CoreResponse } from '../http/core-request.js';

type Handler = (
  ctx: OperationContext,
  params: Record<string, string>,
) => CoreResponse | Promise<CoreResponse>;

/** A route as dispatch reads it (the shape of hook-routes.ts `HookRoute`). */
export interface OwnRoute extends RouteRow {
  handler: Handler;
}

const hook = (p: Record<string, string>) => p.hook_id ?? '';
const delivery = (p: Record<string, string>) => p.delivery_id ?? '';

/**
 * The handler of each operation of a flavor that brings its own route rows (`Flavor.routes`:
 * GitHub's webhook API, src/core/hooks/github). Adding an operation is adding a row here.
 */
const HANDLERS: Readonly<Record<Operation, Handler>> = {
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
};

/** Compiled once per table. */
const COMPILED = new WeakMap<readonly RouteRow[], readonly OwnRoute[]>();

/** A flavor's own rows with their handlers attached. */
export function ownRoutes(rows: readonly RouteRow[]): readonly OwnRoute[] {
  let routes = COMPILED.get(rows);
  if (!routes) {
    routes = rows.map((row) => ({ ...row, handler: HANDLERS[row.operation] }));
    COMPILED.set(rows, routes);
  }
  return routes;
}
