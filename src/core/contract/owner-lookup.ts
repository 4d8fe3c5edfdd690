import type { Owner } from '../auth/access.js';
import type { Principal } from '../auth/principal.js';
import type { Flavor } from './flavor.js';
import type { RouteRow } from './route-rows.js';
import type { Store } from '../state/store.js';

/**
 * How a product finds a route's owner and decides who may call it (`Product.owner`): undefined
 * for a route without an owner (`/user`).
 */
export type OwnerLookup = (c: OwnerChecks) => Owner | undefined;

/** What the owner checks read. */
export interface OwnerChecks {
  readonly store: Store;
  readonly flavor: Flavor;
  readonly principal: Principal | null;
  readonly route: RouteRow;
  readonly params: Readonly<Record<string, string>>;
}
