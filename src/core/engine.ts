import type { Flavor } from './flavors/flavor.js';
import { flavorNamed } from './flavors/index.js';
import { timestamp } from './hooks/timestamp.js';
import { HookJsonCache } from './hooks/hook-json.js';
import { createHook, deleteHook, findHook, getHook, listHooks, updateHook } from './hooks/operations.js';
import type { OperationContext } from './hooks/operations.js';
import { authorizeOrg, authorizeRepo } from './http/access.js';
import { ApiError } from './http/api-error.js';
import type { CoreRequest, CoreResponse } from './http/core-request.js';
import { credentialOf } from './http/credentials.js';
import { principalFor } from './http/principal.js';
import type { Principal } from './http/principal.js';
import { JSON_TYPE, errorResponse, json, noContent, swaggerUrl } from './http/respond.js';
import { matchRoute, operationOf } from './http/routes.js';
import type { Route } from './http/routes.js';
import { Journal } from './journal.js';
import { PingRecorder } from './pings/ping-recorder.js';
import { TestRoute } from './pings/test-route.js';
import { builtinScenario } from './scenario/builtins.js';
import { DEFAULT_EPOCH, materialize } from './scenario/materialize.js';
import { parseScenario } from './scenario/parse-scenario.js';
import type { Scenario } from './scenario/schema.js';
import { toScenario } from './scenario/snapshot.js';
import type { UserRecord } from './state/database.js';
import type { StateData } from './state/state-data.js';
import { Store } from './state/store.js';
import { plainBackend } from './state/backend.js';
import type { Backend } from './state/backend.js';
import type { HookMockOptions } from './types.js';
import { controlApi } from './control/control-api.js';

/** A loaded scenario: its materialized state (kept to reset to) and what snapshots repeat. */
interface Loaded {
  initial: StateData;
  name: string | undefined;
  description: string | undefined;
  clockStart: number | null;
  seed: number;
}

export const UNOWNED_HEADER = 'x-hookmock-unowned';

/**
 * The environment-agnostic mock: state, flavor, logs and the request path. Answers plain
 * CoreRequests; the msw handlers and the node server are thin adapters over `handle`.
 */
export class Engine {
  readonly store: Store;
  readonly flavor: Flavor;
  readonly pings: PingRecorder;
  readonly journal: Journal;
  readonly basePath: string;
  readonly origin: string | undefined;
  private readonly auth: 'any' | 'strict';
  private readonly testRoute: TestRoute;
  private readonly hookJson: HookJsonCache;
  private loaded!: Loaded;
  private loadedAt = 0;
  private siteAdmin!: UserRecord;

  constructor(
    readonly options: HookMockOptions = {},
    backend: Backend = plainBackend(),
    source?: string,
  ) {
    this.store = new Store(backend);
    this.flavor = flavorNamed(options.flavor ?? 'spec');
    const base = parseBaseUrl(options.baseUrl ?? '/api/v1');
    this.basePath = base.path;
    this.origin = base.origin;
    this.auth = options.auth ?? 'any';
    if (this.auth !== 'any' && this.auth !== 'strict')
      throw new Error(`hookmock: auth must be 'any' or 'strict', got "${String(this.auth)}"`);
    this.pings = new PingRecorder(options.pingLimit ?? 10_000);
    this.journal = new Journal(options.journalLimit ?? 10_000);
    this.testRoute = new TestRoute(this, options);
    this.hookJson = new HookJsonCache(this.flavor);
    this.load(options.scenario ?? 'default', source);
  }

  /** The mock's clock: the option, or the scenario's clock advancing with real time. */
  now(): Date {
    if (this.options.clock) return this.options.clock();
    const start = this.loaded.clockStart;
    return start === null ? new Date() : new Date(start + (Date.now() - this.loadedAt));
  }

  get seed(): number {
    return this.loaded.seed;
  }

  /** When the scenario's world began: `created` of seeded users and repos in payloads. */
  epoch(): string {
    const start = this.loaded.clockStart;
    return start === null ? DEFAULT_EPOCH : timestamp(new Date(start));
  }

  /** Validates and materializes first, then swaps: a bad scenario leaves the state untouched. */
  load(input: string | Scenario, source?: string): void {
    const scenario = typeof input === 'string' ? builtinScenario(input) : input;
    const name = typeof scenario === 'object' && scenario !== null ? scenario.name : undefined;
    const label =
      source ??
      (typeof input === 'string' ? `"${input}"` : typeof name === 'string' ? `"${name}"` : 'object');
    const parsed = parseScenario(scenario, label);
    const initial = materialize(parsed, this.flavor, label);
    this.loaded = {
      initial,
      name: parsed.name,
      description: parsed.description,
      clockStart: parsed.clock ? Date.parse(parsed.clock) : null,
      seed: parsed.seed ?? 1,
    };
    this.reset();
  }

  reset(): void {
    const { initial } = this.loaded;
    this.store.replace(initial);
    this.pings.restart();
    this.journal.restart();
    this.testRoute.restart();
    this.loadedAt = Date.now();
    const lastId = Math.max(0, ...initial.users.map((u) => u.id), ...initial.orgs.map((o) => o.id));
    this.siteAdmin = {
      id: lastId + 1,
      login: 'admin',
      fullName: 'Site Admin',
      email: 'admin@example.test',
      token: '',
      admin: true,
      scopes: ['all'],
    };
  }

  snapshot(): Scenario {
    const { name, description, seed } = this.loaded;
    return toScenario(this.store.toData(), this.flavor, {
      name,
      description,
      seed,
      clock: timestamp(this.now()),
    });
  }

  /**
   * Whether a path is the mock's: the control API and the hook routes under the base path. The
   * rest of the base path (`/api/v1/user`, …) is the product's larger API, which the standalone
   * server proxies to `--fallback` when one is given.
   */
  owns(pathname: string): boolean {
    if (pathname === '/__hookmock' || pathname.startsWith('/__hookmock/')) return true;
    if (!pathname.startsWith(`${this.basePath}/`)) return false;
    const route = matchRoute(pathname.slice(this.basePath.length));
    return route !== null && !(route.tests && route.scope === 'org' && !this.flavor.orgTestRoute);
  }

  /** One request, answered: the mocked API, the control API, or a 404 marked as not ours. */
  handle(request: CoreRequest): CoreResponse | Promise<CoreResponse> {
    if (this.origin !== undefined && request.url.origin !== this.origin) return unowned(request);
    const path = request.url.pathname;
    if (path === '/__hookmock' || path.startsWith('/__hookmock/')) return controlApi(this, request);
    if (!path.startsWith(`${this.basePath}/`)) return unowned(request);
    const started = performance.now();
    const response = this.api(request, path.slice(this.basePath.length));
    if (response instanceof Promise) return response.then((r) => this.journal.add(this, request, r, started));
    return this.journal.add(this, request, response, started);
  }

  private api(request: CoreRequest, rest: string): CoreResponse | Promise<CoreResponse> {
    const docs = swaggerUrl(request.url.origin, this.basePath);
    try {
      const route = matchRoute(rest);
      if (!route || (route.tests && route.scope === 'org' && !this.flavor.orgTestRoute))
        return this.unknownRoute(request, docs);
      const operation = operationOf(route, request.method);
      if (typeof operation !== 'string') return this.methodNotAllowed(request, docs, operation.allowed);
      const credential = credentialOf(request);
      const principal = credential
        ? principalFor(credential, this.store, this.auth, this.siteAdmin, this.flavor.unknownTokenMessage)
        : null;
      const ctx = this.operationContext(
        request,
        route,
        principal,
        operation === 'list' || operation === 'get',
      );
      const warning = credential?.viaQuery ? this.flavor.queryTokenWarning : undefined;
      const answer = (r: CoreResponse) => {
        if (warning) r.headers[warning[0]] = warning[1];
        return r;
      };
      switch (operation) {
        case 'list':
          return answer(listHooks(ctx));
        case 'create':
          return answer(createHook(ctx));
        case 'get':
          return answer(getHook(ctx, route.id as string));
        case 'update':
          return answer(updateHook(ctx, route.id as string));
        case 'delete':
          return answer(deleteHook(ctx, route.id as string));
        case 'test':
          return this.runTest(ctx, route, principal as Principal, docs).then(answer);
      }
    } catch (error) {
      return this.failure(error, docs);
    }
  }

  private async runTest(
    ctx: OperationContext,
    route: Route,
    principal: Principal,
    docs: string,
  ): Promise<CoreResponse> {
    try {
      // The reference resolves the git ref before looking at the hook (§1.2, §7.5).
      if (ctx.owner.kind === 'repo' && ctx.owner.repo.empty) throw ApiError.notFound('repository is empty');
      const hook = findHook(ctx, route.id as string);
      await this.testRoute.press(ctx, hook, principal.user);
      return noContent();
    } catch (error) {
      return this.failure(error, docs);
    }
  }

  private operationContext(
    request: CoreRequest,
    route: Route,
    principal: Principal | null,
    read: boolean,
  ): OperationContext {
    const checks = {
      store: this.store,
      flavor: this.flavor,
      principal,
      level: read ? ('read' as const) : ('write' as const),
    };
    const owner =
      route.scope === 'repo'
        ? authorizeRepo(checks, route.owner, route.repo)
        : authorizeOrg(checks, route.org);
    return {
      store: this.store,
      flavor: this.flavor,
      json: this.hookJson,
      request,
      owner,
      now: () => timestamp(this.now()),
    };
  }

  private failure(error: unknown, docs: string): CoreResponse {
    if (error instanceof ApiError) return errorResponse(error, this.flavor, docs);
    // A bug of ours must still be a well-formed answer, never a crash.
    return json(500, {
      message: `hookmock internal error: ${error instanceof Error ? error.message : String(error)}`,
      url: docs,
    });
  }

  /** Unknown path under the base: the flavor's own 404 (JSON for spec, chi's text otherwise). */
  private unknownRoute(request: CoreRequest, docs: string): CoreResponse {
    if (this.flavor.unknownRoute === 'plain') {
      return {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
        body: '404 page not found\n',
      };
    }
    return json(
      404,
      this.flavor.notFoundBody(undefined, [`no route for ${request.method} ${request.url.pathname}`], docs),
    );
  }

  private methodNotAllowed(request: CoreRequest, docs: string, allowed: string[]): CoreResponse {
    const allow = allowed.join(', ');
    if (this.flavor.unknownRoute === 'plain') return { status: 405, headers: { Allow: allow }, body: '' };
    return json(
      405,
      {
        message: `method ${request.method} not allowed on ${request.url.pathname} (allowed: ${allow})`,
        url: docs,
      },
      { Allow: allow },
    );
  }
}

function unowned(request: CoreRequest): CoreResponse {
  return {
    status: 404,
    headers: { 'Content-Type': JSON_TYPE, [UNOWNED_HEADER]: '1' },
    body:
      JSON.stringify({ message: `hookmock does not serve ${request.method} ${request.url.pathname}` }) + '\n',
  };
}

/** `/api/v1` (any origin) or `https://git.example.test/api/v1` (that origin only). */
export function parseBaseUrl(baseUrl: string): { path: string; origin: string | undefined } {
  if (baseUrl.startsWith('/')) return { path: baseUrl.replace(/\/+$/, ''), origin: undefined };
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`hookmock: baseUrl must be a path like "/api/v1" or a full URL, got "${baseUrl}"`);
  }
  return { path: url.pathname.replace(/\/+$/, ''), origin: url.origin };
}
