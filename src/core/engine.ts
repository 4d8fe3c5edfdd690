import { controlApi } from './control/router.js';
import type { Controlled, SessionsPort } from './control/route.js';
import { answerDocs, docsRoutes } from './control/routes/docs.js';
import type { DocsRoute } from './control/routes/docs.js';
import type { Flavor } from './contract/flavor.js';
import { flavorNamed, productOf } from './flavors/index.js';
import { HookJsonCache } from './hooks/hook-json.js';
import { timestamp } from './util/timestamp.js';
import type { CoreRequest, CoreResponse } from './http/core-request.js';
import { Journal } from './journal.js';
import { MockClock } from './clock.js';
import { PingView } from './delivery/ping-view.js';
import { TestPress } from './events/test-press.js';
import { pressHostOf, pressOf } from './routing/press-of.js';
import { withBranches } from './scenario/snapshot-branches.js';
import { apiPayloads } from './routing/api-payloads.js';
import { currentOptions } from './deprecated-options.js';
import { answerApi } from './routing/dispatch.js';
import type { ApiHost } from './routing/api-host.js';
import { compileRoutes, pickHookRoute } from './routing/hook-routes.js';
import type { HookRoute } from './routing/hook-routes.js';
import { resolvePath } from './routing/resolve.js';
import type { Resolution } from './routing/resolve.js';
import { EventsHub } from './events/hub.js';
import { loadScenario } from './scenario/load-scenario.js';
import type { LoadedScenario } from './scenario/load-scenario.js';
import type { Scenario } from './scenario/schema.js';
import { toScenario } from './scenario/snapshot.js';
import type { Backend } from './state/backend.js';
import { plainBackend } from './state/backend.js';
import type { UserRecord } from './state/database.js';
import { Store } from './state/store.js';
import type { HookMockOptions } from './types.js';
import { RequestGate } from './faults/request-gate.js';
import type { FaultSet } from './faults/fault-set.js';
import { parseLatency } from './faults/latency-option.js';
import { authMode } from './auth/principal.js';
import { HookDesk } from './control/hook-desk.js';
import { StatePages } from './control/list-routes.js';
import { siteAdminOf } from './auth/site-admin.js';
import { parseBaseUrl } from './http/base-url.js';
import type { ProductService } from './product/product-service.js';

// Where it always was importable from (src/node/server.ts).
export { parseBaseUrl };

/** What only some environments give an Engine: the standalone server's session registry. */
export interface EnginePorts {
  readonly sessions?: SessionsPort;
}

/**
 * The environment-agnostic mock, and its composition root: it makes the state, the clock, the
 * logs, the events and the route table, hands each part the narrow values it uses, and answers
 * plain CoreRequests with `handle`. The msw handlers and the node server are thin adapters over it.
 */
export class Engine {
  readonly options: HookMockOptions;
  readonly store: Store;
  readonly flavor: Flavor;
  readonly basePath: string;
  /** Other paths the same API answers at (`Flavor.basePathAliases`): none in most flavors. */
  readonly basePathAliases: readonly string[];
  readonly origin: string | undefined;
  readonly clock: MockClock;
  readonly journal: Journal;
  readonly events: EventsHub;
  readonly pings: PingView;
  /** Faults and latency in front of the mocked API (src/core/faults). */
  readonly gate: RequestGate;
  /** The dashboard's hook desk (control/hook-desk.ts). */
  readonly hooks: HookDesk;
  /** `GET /__hookmock/state`'s pages (control/list-routes.ts). */
  readonly statePages = new StatePages();
  /**
   * The features the product installs on this mock (`Product.services`: GitHub's Apps, GitLab's
   * test triggers), each given the narrow values it uses.
   */
  readonly services: readonly ProductService[];
  /** The server's sessions (the sessions rows of the control API); none in-process. */
  readonly sessions: SessionsPort | undefined;
  private readonly testPress: TestPress;
  /** What the control API may touch: the parts and the Engine's verbs, not the Engine itself. */
  private readonly control: Controlled;
  private readonly api: ApiHost;
  private readonly docs: readonly DocsRoute[];
  private readonly routes: readonly HookRoute[];
  private loaded!: LoadedScenario;
  private siteAdmin!: UserRecord;
  /** Answers of the API since the last reset (`ApiHost.answerNumber`). */
  private answers = 0;

  constructor(
    given: HookMockOptions = {},
    backend: Backend = plainBackend(),
    source?: string,
    ports: EnginePorts = {},
  ) {
    // Deprecated names read as their successors (and warned about once) before anything reads them.
    const options = (this.options = currentOptions(given));
    this.store = new Store(backend);
    this.flavor = flavorNamed(options.flavor ?? 'spec');
    const product = productOf(this.flavor);
    // In-process default: the product's own place (`/api/v1`, GitHub's `https://api.github.com`).
    const base = parseBaseUrl(options.baseUrl ?? this.flavor.baseUrl.inProcess);
    this.basePath = base.path;
    this.basePathAliases = this.flavor.basePathAliases?.(base.path) ?? [];
    this.origin = base.origin;
    this.docs = docsRoutes(this.basePath);
    this.routes = compileRoutes(this.flavor.routes, product.operations);
    this.sessions = ports.sessions;
    this.clock = new MockClock(options.clock);
    this.journal = new Journal(options.journalLimit ?? 10_000, this.clock);
    const { store, flavor, basePath, origin, clock } = this;
    const loaded = () => this.loaded;
    // The hub asks the services when an event fires, after they are installed below.
    const services = () => this.services;
    const parts = { store, flavor, catalog: product.catalog, basePath, origin, clock, loaded, services };
    const events = (this.events = new EventsHub(parts, options));
    this.pings = new PingView(events.deliveries);
    const pressHost = pressHostOf(events, clock);
    this.testPress = new TestPress(pressHost);
    this.services = (product.services ?? []).map((install) =>
      install({ ...pressHost, store, flavor, seed: () => this.loaded.seed, events: events.emitter }),
    );
    this.api = {
      store,
      flavor,
      owner: product.owner,
      basePath,
      auth: authMode(options.auth),
      hookJson: new HookJsonCache(flavor),
      routeHeaders: { ...flavor.securityHeaders, ...flavor.routeHeaders },
      siteAdmin: () => this.siteAdmin,
      now: () => timestamp(clock.now()),
      answerNumber: () => ++this.answers,
      press: pressOf(flavor, this.testPress, this.services),
      deliveries: events.deliveries,
      health: events.health,
      redeliver: (id) => events.deliveries.redeliver(id),
      payloads: apiPayloads(store, flavor, events, clock),
      nowMs: () => clock.now().getTime(),
      services: this.services,
    };
    this.hooks = new HookDesk(this.api, product.dashboard);
    const seed = () => this.loaded.seed;
    this.gate = new RequestGate({ flavor, basePath, seed }, parseLatency(options.latency), options.faults);
    this.control = this.controlPort();
    this.load(options.scenario ?? 'default', source);
  }

  private controlPort(): Controlled {
    const { basePath, flavor, pings, journal, events, hooks, sessions, statePages, store } = this;
    const verbs = { reset: () => this.reset(), snapshot: () => this.snapshot(), now: () => this.now() };
    const load = (scenario: string | Scenario, from?: string) => this.load(scenario, from);
    const parts = { basePath, flavor, pings, journal, events, hooks, sessions, statePages, store };
    return { ...parts, ...verbs, load, faults: this.gate.faults };
  }

  /** The mock's clock: the option, or the scenario's clock advancing with real time. */
  now(): Date {
    return this.clock.now();
  }

  get faults(): FaultSet {
    return this.gate.faults;
  }

  /** Validates and materializes first, then swaps: a bad scenario leaves the state untouched. */
  load(input: string | Scenario, source?: string): void {
    const loaded = loadScenario(input, this.flavor, source);
    this.events.seedBranches(loaded.repos);
    this.loaded = loaded;
    this.reset();
  }

  reset(): void {
    const { initial } = this.loaded;
    this.store.replace(initial);
    for (const section of initial.sections) section.restart(this.services);
    for (const service of this.services) service.restart?.();
    this.pings.restart();
    this.journal.clear();
    this.testPress.restart();
    this.gate.restart();
    this.events.restart();
    this.clock.restart(this.loaded.clockStart);
    this.siteAdmin = siteAdminOf(initial);
    this.answers = 0;
  }

  snapshot(): Scenario {
    const { name, description, seed } = this.loaded;
    const clock = timestamp(this.clock.now());
    const state = toScenario(this.store.toData(), this.flavor, { name, description, seed, clock });
    const withServices = this.services.reduce((s, service) => service.snapshot?.(s) ?? s, state);
    return withBranches(withServices, this.events);
  }

  /** Whose `pathname` is: control, docs, the API under the base path, or none (routing/resolve.ts). */
  resolve(pathname: string): Resolution {
    return resolvePath(pathname, this.basePath, this.docs, this.routes, this.basePathAliases);
  }

  /**
   * Whether a path is the mock's: the control API and the hook routes under the base path. The
   * rest of the base path (`/api/v1/version`, …) is the product's larger API, which the standalone
   * server proxies to `--fallback` when one is given.
   */
  owns(pathname: string): boolean {
    const where = this.resolve(pathname);
    return (
      where.kind === 'control' || where.kind === 'docs' || (where.kind === 'api' && where.routes.length > 0)
    );
  }

  /**
   * One request, answered: the mocked API or the control API; `undefined` when the request is
   * not the mock's (another origin, outside the base path), as msw's `getResponse` does.
   */
  handle(request: CoreRequest): CoreResponse | undefined | Promise<CoreResponse> {
    if (this.origin !== undefined && request.url.origin !== this.origin) return undefined;
    const where = this.resolve(request.url.pathname);
    if (where.kind === 'control') return controlApi(this.control, request, where.path);
    if (where.kind === 'docs')
      return answerDocs(
        this.docs,
        { flavor: this.flavor, basePath: this.basePath },
        request.method,
        where.path,
      );
    if (where.kind === 'none') return undefined;
    const started = this.journal.begin();
    // The route is picked once: the fault gate and dispatch read the same match.
    const match = pickHookRoute(request.method, where.routes, this.flavor.headAsGet);
    const gate = this.gate.check(request, where.rest, match);
    if (gate !== undefined) {
      const answer = () => answerApi(this.api, request, match);
      return gate.run(answer).then((r) => this.journal.add(request, r, started, gate.fault));
    }
    const response = answerApi(this.api, request, match);
    if (response instanceof Promise) return response.then((r) => this.journal.add(request, r, started));
    return this.journal.add(request, response, started);
  }
}
