import type { Owner } from '../auth/access.js';
import type { Principal } from '../auth/principal.js';
import { serviceOf } from '../product/product-service.js';
import type { ServiceClass } from '../product/product-service.js';
import { HookMockError } from '../errors/hookmock-error.js';
import type { PayloadContext } from '../events/payloads/context.js';
import { ApiError } from '../http/api-error.js';
import type { CoreRequest } from '../http/core-request.js';
import type { OperationContext } from '../hooks/operations.js';
import type { HookRecord, UserRecord } from '../state/database.js';
import type { Delivery } from '../wire.js';
import type { ApiHost } from './api-host.js';
import type { HookRoute } from './hook-routes.js';

/**
 * One hook-route request's `OperationContext`: an object of one shape whose methods live on the
 * prototype, so a request allocates this object and nothing more (a literal with nine closures and
 * the API URL built up front cost ~1.6 KB per request, a tenth of a GET's garbage). The API URL is
 * built when a handler reads it.
 */
export class RouteContext implements OperationContext {
  readonly store: ApiHost['store'];
  readonly flavor: ApiHost['flavor'];
  readonly json: ApiHost['hookJson'];
  readonly deliveries: ApiHost['deliveries'];
  readonly health: ApiHost['health'];
  readonly caller: UserRecord | undefined;

  constructor(
    private readonly host: ApiHost,
    readonly request: CoreRequest,
    private readonly route: HookRoute,
    /** The route's owner after the owner's checks; undefined on a route without one. */
    private readonly found: Owner | undefined,
    private readonly principal: Principal | null,
  ) {
    this.store = host.store;
    this.flavor = host.flavor;
    this.json = host.hookJson;
    this.deliveries = host.deliveries;
    this.health = host.health;
    this.caller = principal?.user;
  }

  /** A route without an owner (GitLab's `/user`) never reads it; a bug of ours if one does. */
  get owner(): Owner {
    if (!this.found) throw new HookMockError(`${this.route.method} ${this.route.pattern} has no owner`);
    return this.found;
  }

  get apiUrl(): string {
    return `${this.request.url.origin}${this.host.basePath}`;
  }

  now(): string {
    return this.host.now();
  }

  nowMs(): number {
    return this.host.nowMs();
  }

  async test(hook: HookRecord): Promise<void> {
    // authorize* refuse anonymous callers before any handler runs; this only restates it.
    if (!this.principal) throw new ApiError(401, 'token is required');
    await this.host.press(this, hook, this.principal.user);
  }

  async ping(hook: HookRecord): Promise<void> {
    if (!this.principal) throw new ApiError(401, 'token is required');
    await this.host.press(this, hook, this.principal.user, 'ping');
  }

  redeliver(id: number): Promise<Delivery> {
    return this.host.redeliver(id);
  }

  payloads(): PayloadContext {
    return this.host.payloads(this.request.url.origin, this.principal?.user);
  }

  service<T>(kind: ServiceClass<T>): T {
    return serviceOf(this.host.services, kind);
  }
}
