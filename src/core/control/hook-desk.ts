/**
 * The dashboard's hook desk (`/__hookmock/hooks…`): every hook as the flavor's API shows it (its
 * own type and event names, never the stored `native` or `pull_request_only`), and what a person
 * does to one — test, redeliver the latest, toggle active, delete. Straight on the state, like
 * every control route: no credentials, no faults or latency, nothing in the request journal.
 */
import { hasRoute } from '../contract/route-rows.js';
import { layoutOf } from '../contract/dashboard-view.js';
import { serviceOf } from '../product/product-service.js';
import type { Cell, DashboardLayout, DashboardView } from '../contract/dashboard-view.js';
import type { Owner } from '../auth/access.js';
import { hookJson } from '../hooks/hook-json.js';
import type { CoreRequest } from '../http/core-request.js';
import type { OperationContext } from '../hooks/operations.js';
import type { ApiHost } from '../routing/api-host.js';
import type { HookRecord } from '../state/database.js';
import type { Delivery, HookScope } from '../wire.js';
import { ControlError } from './control-error.js';

/** A hook on the desk: where it lives, whether it has a secret, and its API JSON. */
export interface HookView {
  id: number;
  scope: HookScope;
  /** Whether it signs its deliveries (the secret itself is never shown). */
  secret: boolean;
  /** The hook exactly as `GET …/hooks/{id}` answers it in this flavor. */
  api: Record<string, unknown>;
  /**
   * What the dashboard draws of it: a cell per column of the product's view, by heading, each
   * read from `api` (`Product.dashboard`).
   */
  shown: Record<string, Cell>;
}

/** `GET /__hookmock/hooks`: the flavor, whether org hooks can be tested, and the hooks. */
export interface HooksAnswer {
  flavor: string;
  orgTests: boolean;
  total: number;
  hooks: HookView[];
}

export class HookDesk {
  constructor(
    private readonly host: ApiHost,
    /** The product's hook view (`Product.dashboard`). */
    private readonly dashboard: DashboardView,
  ) {}

  /** What the page is told of the product's hooks: columns, toggle, redacted headers. */
  layout(): DashboardLayout {
    return layoutOf(this.dashboard);
  }

  /** The first `limit` hooks by id. */
  list(limit: number): HooksAnswer {
    const all = [...this.host.store.allHooks()].sort((a, b) => a.id - b.id);
    const { flavor } = this.host;
    const hooks = all.slice(0, limit).map((hook) => this.view(hook));
    return {
      flavor: flavor.name,
      orgTests: hasRoute(flavor.routes, 'org', 'test'),
      total: all.length,
      hooks,
    };
  }

  /** Presses the hook's test route as the site admin: the flavor's rules decide what is sent. */
  async test(id: string, request: CoreRequest): Promise<unknown> {
    const hook = this.hook(id);
    const { flavor, store } = this.host;
    if (!hasRoute(flavor.routes, hook.scope, 'test'))
      throw new ControlError(
        409,
        `the ${flavor.name} flavor has no test route for ${hook.scope} hooks (its API answers 404)`,
      );
    const owner = this.ownerOf(hook);
    const ctx: OperationContext = {
      store,
      flavor,
      json: this.host.hookJson,
      request,
      owner,
      caller: this.host.siteAdmin(),
      now: () => this.host.now(),
      test: (h) => this.host.press(ctx, h, this.host.siteAdmin()).then(() => undefined),
      ping: (h) => this.host.press(ctx, h, this.host.siteAdmin(), 'ping').then(() => undefined),
      deliveries: this.host.deliveries,
      health: this.host.health,
      redeliver: (n) => this.host.redeliver(n),
      apiUrl: `${request.url.origin}${this.host.basePath}`,
      payloads: () => this.host.payloads(request.url.origin, this.host.siteAdmin()),
      nowMs: () => this.host.nowMs(),
      service: (kind) => serviceOf(this.host.services, kind),
    };
    await ctx.test(hook);
    return this.host.deliveries.forHook(hook.id).at(-1);
  }

  /** Sends the hook's newest delivery that was sent (not skipped) again. */
  redeliverLatest(id: string): Promise<Delivery> {
    const hook = this.hook(id);
    const sent = this.host.deliveries.forHook(hook.id).filter((d) => d.delivery.status !== 'skipped');
    const latest = sent.at(-1);
    if (!latest) throw new ControlError(409, `hook ${hook.id} has no delivery that was sent`);
    return this.host.redeliver(latest.id);
  }

  /**
   * Turns the hook on or off (only `active` changes; PATCH quirks do not apply), where the
   * product's API has that flag: elsewhere it would be a state its clients cannot see.
   */
  setActive(id: string, active: unknown): HookView {
    if (this.dashboard.toggle === undefined)
      throw new ControlError(
        409,
        `the ${this.host.flavor.name} flavor's hooks have no active flag (its API shows none): nothing to turn on or off`,
      );
    if (typeof active !== 'boolean')
      throw new ControlError(400, 'the body must be { "active": true | false }');
    const hook = this.hook(id);
    return this.view(this.host.store.updateHook(hook.id, { active, updated: this.host.now() }));
  }

  remove(id: string): void {
    this.host.store.deleteHook(this.hook(id).id);
  }

  private view(hook: HookRecord): HookView {
    const owner = this.ownerOf(hook);
    const scope: HookScope =
      owner.kind === 'repo'
        ? { kind: 'repo', owner: owner.repo.owner, repo: owner.repo.name }
        : { kind: 'org', org: owner.org.name };
    const api = hookJson(hook, this.host.flavor);
    const shown = Object.fromEntries(this.dashboard.columns.map((c) => [c.heading, c.read(api)]));
    return { id: hook.id, scope, secret: hook.secret !== '', api, shown };
  }

  private hook(id: string): HookRecord {
    const hook = /^[1-9]\d{0,15}$/.test(id) ? this.host.store.hook(Number(id)) : undefined;
    if (!hook) throw new ControlError(404, `no hook "${id}"`);
    return hook;
  }

  private ownerOf(hook: HookRecord): Owner {
    const { store } = this.host;
    const repo = hook.scope === 'repo' ? store.repoById(hook.scopeId) : undefined;
    if (repo) return { kind: 'repo', repo };
    const org = hook.scope === 'org' ? store.orgById(hook.scopeId) : undefined;
    if (org) return { kind: 'org', org };
    throw new ControlError(404, `hook ${hook.id} has no ${hook.scope}`);
  }
}
