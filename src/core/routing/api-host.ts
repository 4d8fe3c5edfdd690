import type { OwnerLookup } from '../contract/owner-lookup.js';
import type { Flavor } from '../contract/flavor.js';
import type { HookJsonCache } from '../hooks/hook-json.js';
import type { DeliveryReader, HealthReader, OperationContext } from '../hooks/operations.js';
import type { HookRecord, UserRecord } from '../state/database.js';
import type { Delivery } from '../wire.js';
import type { PayloadContext } from '../events/payloads/context.js';
import type { Store } from '../state/store.js';
import type { ProductService } from '../product/product-service.js';

/** What answering the hook routes needs from the mock around them. */
export interface ApiHost {
  readonly store: Store;
  readonly flavor: Flavor;
  /** How the flavor's product finds a route's owner (`Product.owner`). */
  readonly owner: OwnerLookup;
  readonly basePath: string;
  readonly auth: 'any' | 'strict';
  readonly hookJson: HookJsonCache;
  /** The flavor's security and route headers merged, for every answer of a hook route (never written to). */
  readonly routeHeaders: Readonly<Record<string, string>>;
  /** Who an unknown token acts as in `auth: 'any'`. */
  siteAdmin(): UserRecord;
  /** `created`/`updated` of writes. */
  now(): string;
  /** A new number for each answer (restarts with `reset()`): GitHub's request ids. */
  answerNumber(): number;
  /** Presses a hook's test route for `sender`, or sends it a `ping`. */
  press(ctx: OperationContext, hook: HookRecord, sender: UserRecord, event?: 'ping'): Promise<unknown>;
  /** The delivery log. */
  readonly deliveries: DeliveryReader;
  /** Auto-disabling (GitLab's hook health). */
  readonly health: HealthReader;
  /** `mock.deliveries.redeliver`. */
  redeliver(id: number): Promise<Delivery>;
  /** The payload builders' view of the store and world now, seen from `origin`, `viewer` the sender. */
  payloads(origin: string, viewer: UserRecord | undefined): PayloadContext;
  /** The mock's clock in epoch ms: JWT times and token expiry. */
  nowMs(): number;
  /** The services the product installed on this mock (`Product.services`): principals, its routes' state. */
  readonly services: readonly ProductService[];
}
