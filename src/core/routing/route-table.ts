import type { Flavor } from '../flavors/flavor.js';
import { HOOK_ROUTES } from './hook-routes.js';
import type { HookRoute } from './hook-routes.js';
import { ownRoutes } from './own-routes.js';

/** A flavor's route table: its own rows (GitHub's) with their handlers, else `HOOK_ROUTES`. */
export function routeTableOf(flavor: Flavor): readonly HookRoute[] {
  return flavor.routes ? ownRoutes(flavor.routes) : HOOK_ROUTES;
}
