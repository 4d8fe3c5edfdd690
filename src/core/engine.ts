import { controlApi } from './control/router.js';
import type { EnginePorts, SessionsPort } from './control/route.js';
import { answerDocs, docsRoutes } from './control/routes/docs.js';
import type { DocsRoute } from './control/routes/docs.js';
import type { Flavor } from './flavors/flavor.js';
import { flavorNamed } from './flavors/index.js';
import { HookJsonCache } from './hooks/hook-json.js';
import { timestampAt } from './util/timestamp.js';
import type { CoreRequest, CoreResponse } from './http/core-request.js';
import { Journal } from './journal.js';
import { PingView } from './delivery/ping-view.js';
import { TestPress } from './events/test-press.js';
import { currentOptions } from './deprecated-options.js';
import { answerApi } from './routing/dispatch.js';
import type { ApiHost } from './routing/dispatch.js';
import { pickHookRoute } from './routing/hook-routes.js';
import { compileRoutes } from './routing/operations.js';
import type { HookRoute } from './routing/operations.js';
import { resolvePath } from './routing/resolve.js';
import type { Resolution } from './routing/resolve.js';
import { EventsHub } from './events/hub.js';
import { isBuiltinScenario } from './scenario/builtins.js';
import { scenarioOf } from './scenario/resolve-input.js';
import { DEFAULT_EPOCH, materialize } from './scenario/materialize.js';
import { parseScenario } from './scenario/parse-scenario.js';
import type { Scenario } from './scenario/schema.js';
import { toScenario } from './scenario/snapshot.js';
import type { Backend } from './state/backend.js';
import { plainBackend } from './state/backend.js';
import type { UserRecord } from './state/database.js';
import type { StateData } from './state/state-data.js';
import { Store } from './state/store.js';
import type { HookMockOptions } from './types.js';
import { RequestGate } from './faults/request-gate.js';
import type { FaultSet } from './faults/fault-set.js';
import { parseLatency } from './faults/latency-option.js';
import { authMode } from './auth/principal.js';
import { HookDesk } from './control/hook-desk.js';
import { siteAdminOf } from './auth/site-admin.js';
import { parseBaseUrl } from './http/base-url.js';

// Where it always was importable from (src/node/server.ts).
export { parseBaseUrl };

/** A loaded scenario: its materialized state (kept to reset to) and what snapshots repeat. */
interface Loaded {
  initial: StateData;
  name: string | undefined;
  description: string | undefined;
  clockStart: number | null;
  /** `epoch()`'s text, made once: rendered per press, it would evict the current second's text. */
  epoch: string;
  seed: number;
}

/**
 * The environment-agnostic mock: state, flavor, logs and the request path. Answers plain
 * CoreRequests; the msw handlers and the node server are thin adapters over `handle`.
 */
export class Engine {
  readonly store: Store;
  readonly flavor: Flavor;
  readonly pings: PingView;
  readonly journal: Journal;
  readonly basePath: string;
  readonly origin: string | undefined;
  /** Faults and latency in front of the mocked API (src/core/faults). */
  readonly gate: RequestGate;
  readonly events: EventsHub;
  /** The dashboard's hook desk (control/hook-desk.ts). */
  readonly hooks: HookDesk;
  /** The server's sessions (the sessions rows of the control API); none in-process. */
  readonly sessions: SessionsPort | undefined;
  private readonly testPress: TestPress;
  private readonly apiHost: ApiHost;
  private readonly docs: readonly DocsRoute[];
  private readonly routes: readonly HookRoute[];
  private loaded!: Loaded;
  private loadedAt = 0;
  private siteAdmin!: UserRecord;

  readonly options: HookMockOptions;

  constructor(
    given: HookMockOptions = {},
    backend: Backend = plainBackend(),
    source?: string,
    ports: EnginePorts = {},
  ) {
    // Deprecated names read as their successors (and warned about once) before anything reads them.
    this.options = currentOptions(given);
    const { options } = this;
    this.store = new Store(backend);
    this.flavor = flavorNamed(options.flavor ?? 'spec');
    // In-process default: the product's own place (`/api/v1`, GitHub's `https://api.github.com`).
    const base = parseBaseUrl(options.baseUrl ?? this.flavor.baseUrl.inProcess);
    this.basePath = base.path;
    this.origin = base.origin;
    this.docs = docsRoutes(this.basePath);
    this.routes = compileRoutes(this.flavor.routes);
    this.sessions = ports.sessions;
    const auth = authMode(options.auth);
    this.journal = new Journal(options.journalLimit ?? 10_000);
    this.events = new EventsHub(this, options);
    this.pings = new PingView(this.events.deliveries);
    const events = this.events;
    this.testPress = new TestPress({
      world: events.world,
      deliveries: events.deliveries,
      dispatcher: events.dispatcher,
      site: (origin) => events.site(origin),
      now: () => this.now(),
    });
    this.apiHost = {
      store: this.store,
      flavor: this.flavor,
      basePath: this.basePath,
      auth,
      hookJson: new HookJsonCache(this.flavor),
      siteAdmin: () => this.siteAdmin,
      now: () => timestampAt(this.nowMs()),
      press: (ctx, hook, sender, event) => this.testPress.press(ctx, hook, sender, event),
      deliveries: events.deliveries,
      redeliver: (id) => events.deliveries.redeliver(id),
    };
    this.hooks = new HookDesk(this.apiHost);
    this.gate = new RequestGate(this, parseLatency(options.latency), options.faults);
    this.load(options.scenario ?? 'default', source);
  }

  /** The mock's clock: the option, or the scenario's clock advancing with real time. */
  now(): Date {
    return this.options.clock ? this.options.clock() : new Date(this.nowMs());
  }

  /** `now()` in epoch milliseconds, without a Date per call on the request path. */
  nowMs(): number {
    if (this.options.clock) return this.options.clock().getTime();
    const start = this.loaded.clockStart;
    return start === null ? Date.now() : start + (Date.now() - this.loadedAt);
  }

  get faults(): FaultSet {
    return this.gate.faults;
  }

  get seed(): number {
    return this.loaded.seed;
  }

  /** When the scenario's world began: `created` of seeded users and repos in payloads. */
  epoch(): string {
    return this.loaded.epoch;
  }

  /** Validates and materializes first, then swaps: a bad scenario leaves the state untouched. */
  load(input: string | Scenario, source?: string): void {
    const scenario = scenarioOf(input);
    const name = typeof scenario === 'object' && scenario !== null ? scenario.name : undefined;
    const label =
      source ??
      (typeof input === 'string' ? `"${input}"` : typeof name === 'string' ? `"${name}"` : 'object');
    const parsed = isBuiltinScenario(scenario) ? scenario : parseScenario(scenario, label);
    const initial = materialize(parsed, this.flavor, label);
    this.events.seedBranches(parsed.repos ?? []);
    const clockStart = parsed.clock ? Date.parse(parsed.clock) : null;
    this.loaded = {
      initial,
      name: parsed.name,
      description: parsed.description,
      clockStart,
      epoch: clockStart === null ? DEFAULT_EPOCH : timestampAt(clockStart),
      seed: parsed.seed ?? 1,
    };
    this.reset();
  }

  reset(): void {
    const { initial } = this.loaded;
    this.store.replace(initial);
    this.pings.restart();
    this.journal.clear();
    this.testPress.restart();
    this.gate.restart();
    this.events.restart();
    this.loadedAt = Date.now();
    this.siteAdmin = siteAdminOf(initial);
  }

  snapshot(): Scenario {
    const { name, description, seed } = this.loaded;
    return this.events.withBranches(
      toScenario(this.store.toData(), this.flavor, {
        name,
        description,
        seed,
        clock: timestampAt(this.nowMs()),
      }),
    );
  }

  /** Whose `pathname` is: control, docs, the API under the base path, or none (routing/resolve.ts). */
  resolve(pathname: string): Resolution {
    return resolvePath(pathname, this.basePath, this.docs, this.routes);
  }

  /**
   * Whether a path is the mock's: the control API and the hook routes under the base path. The
   * rest of the base path (`/api/v1/user`, …) is the product's larger API, which the standalone
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
    if (where.kind === 'control') return controlApi(this, request, where.path);
    if (where.kind === 'docs') return answerDocs(this.docs, this, request.method, where.path);
    if (where.kind === 'none') return undefined;
    const started = performance.now();
    // The route is picked once: the fault gate and dispatch read the same match.
    const match = pickHookRoute(request.method, where.routes, this.flavor.headAsGet);
    const gate = this.gate.check(request, where.rest, match);
    if (gate !== undefined) {
      const answer = () => answerApi(this.apiHost, request, match);
      return gate.run(answer).then((r) => this.journal.add(this, request, r, started, gate.fault));
    }
    const response = answerApi(this.apiHost, request, match);
    if (response instanceof Promise) return response.then((r) => this.journal.add(this, request, r, started));
    return this.journal.add(this, request, response, started);
  }
}
