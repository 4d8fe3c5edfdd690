import type { Flavor } from '../contract/flavor.js';
import type { OrgRecord, RepoRecord } from '../state/database.js';
import type { Store } from '../state/store.js';
import type { EmitOptions, EmitResult } from '../wire.js';
import type { EventName, EventType } from './catalog.js';
import { REVIEW_VERDICTS, actionsOf, eventTypesOf } from './catalog.js';
import { eventNamed, listEvents } from './event-vocabulary.js';
import type { Dispatcher, Target } from '../delivery/dispatcher.js';
import type { Delivery } from '../wire.js';
import type { Site } from './entities/shape.js';
import type { BuiltEvent, WebhookEvent } from '../contract/webhook-event.js';
import { deepMerge } from './event-payload.js';
import type { EventCatalog } from './event-catalog.js';
import { selectHooks, withNotFired } from './hook-selection.js';
import type { PayloadContext } from './payloads/context.js';
import { accountOf, payloadContext } from './payloads/context.js';
import type { World } from './world.js';
import { must } from '../util/must.js';
import { HookMockError } from '../errors/hookmock-error.js';

/** An event `emit` or `simulate` cannot send (unknown name, action, target or sender): bad input, a 400. */
export class EmitError extends HookMockError {}

/**
 * The longest `ref` an emit takes, in UTF-8 bytes. Neither product caps a ref's length, but git
 * keeps a ref as a file under `.git/refs`, and a path stops at PATH_MAX (4,096 bytes on Linux):
 * no pushed ref is longer. Past it the emit is refused (400 naming `ref`) rather than matched
 * against the hooks' branch filters, where it would only spend the matcher's step budget and
 * silently count as no match.
 */
export const MAX_REF_BYTES = 4096;

function refProblem(ref: string | undefined): string | undefined {
  if (ref === undefined || ref.length * 3 <= MAX_REF_BYTES) return undefined;
  const bytes = new TextEncoder().encode(ref).length;
  if (bytes <= MAX_REF_BYTES) return undefined;
  return `"ref" is ${bytes} bytes long; at most ${MAX_REF_BYTES} (git stores a ref as a file path, and paths stop at 4,096 bytes)`;
}

interface EmitHost {
  /**
   * Where an event in `repo` also goes besides the hooks: the targets of the product's services
   * (`ProductService.targets`: an installed GitHub App's webhook).
   */
  alsoTo(repo: RepoRecord | undefined, event: WebhookEvent): readonly Target[];
  readonly flavor: Flavor;
  /** The product's events: rows, payload builders, vocabulary. */
  readonly catalog: EventCatalog;
  readonly store: Store;
  readonly world: World;
  readonly dispatcher: Dispatcher;
  site(origin?: string): Site;
  at(): string;
}

/** Where an event happens: a repository (and its owner org), or an org alone. */
export interface Place {
  repo: RepoRecord | undefined;
  org: OrgRecord | undefined;
}

/**
 * `mock.emit`: checks the event, action and target, builds the payload once, then fires it at
 * the hooks the product would pick (G/F `PrepareWebhooks`: active repo hooks, then the active
 * hooks of the owner org, each through the event flag, zero-commit and branch-filter rules).
 */
export class Emitter {
  constructor(private readonly host: EmitHost) {}

  /** The state simulations change (repositories created, forked, deleted). */
  get store(): Store {
    return this.host.store;
  }

  get flavor(): Flavor {
    return this.host.flavor;
  }

  /** The product's events (the simulations fire by its vocabulary and rows). */
  get catalog(): EventCatalog {
    return this.host.catalog;
  }

  /** Sends one event to these targets as built (a service's own events, `SimulateVerbs`). */
  deliver(targets: readonly Target[], event: WebhookEvent): Promise<Delivery[]> {
    return this.host.dispatcher.fire(targets, event);
  }

  async emit(event: string, options: EmitOptions = {}, origin?: string): Promise<EmitResult> {
    const tooLong = refProblem(options.ref);
    if (tooLong !== undefined) throw new EmitError(tooLong);
    const { type, action } = this.resolveEvent(event, options.action);
    const place = this.resolvePlace(options);
    if (!place.repo && type.family !== 'package' && type.family !== 'group')
      throw new EmitError(
        `${event} events happen in a repository: pass repo: "owner/name" (only package, member and subgroup events take an org alone)`,
      );
    const ctx = this.context(place, options.sender, origin);
    const built = this.host.catalog.payloads.event(ctx, type, action, options.ref);
    return this.fire(ctx, type, action, built, options.payload);
  }

  /**
   * Fires a built payload (what `simulate` calls after moving the world): the deliveries, with the
   * hooks that did not fire and why (`notFired`).
   */
  async fire(
    ctx: PayloadContext,
    type: EventType<EventName>,
    action: string | null,
    built: BuiltEvent,
    override?: Record<string, unknown>,
  ): Promise<EmitResult> {
    const payload = override ? deepMerge(built.payload, override) : built.payload;
    const { flavor } = this.host;
    const { targets, leftOut } = selectHooks(this.host.store, flavor, ctx, type, built);
    const event = { ...built, type, action, payload, site: ctx.site, at: ctx.at };
    const all = [...targets, ...this.host.alsoTo(ctx.repo, event)];
    const deliveries = await this.host.dispatcher.fire(all, event);
    return withNotFired(deliveries, leftOut, { eventType: type.name, action });
  }

  context(place: Place, sender: string | undefined, origin?: string): PayloadContext {
    const login = sender ?? defaultSender(place);
    if (sender !== undefined && !this.host.store.userByLoginName(sender))
      throw new EmitError(`unknown sender "${sender}" (a user login of the scenario)`);
    return payloadContext({
      flavor: this.host.flavor,
      site: this.host.site(origin),
      store: this.host.store,
      world: this.host.world,
      repo: place.repo,
      org: place.org,
      sender: accountOf(this.host.store, login),
      at: this.host.at(),
    });
  }

  resolvePlace(options: EmitOptions): Place {
    const { store } = this.host;
    if (options.repo !== undefined) {
      const [owner, name, ...rest] = String(options.repo).split('/');
      const repo = owner && name && rest.length === 0 ? store.repo(owner, name) : undefined;
      if (!repo)
        throw new EmitError(`unknown repo "${options.repo}" (expected "owner/name" of the scenario)`);
      return { repo, org: store.org(repo.owner) };
    }
    if (options.org !== undefined) {
      const org = store.org(String(options.org));
      if (!org) throw new EmitError(`unknown org "${options.org}"`);
      return { repo: undefined, org };
    }
    throw new EmitError('emit needs a target: { repo: "owner/name" } or { org: "name" }');
  }

  private resolveEvent(
    event: string,
    action: string | undefined,
  ): { type: EventType<EventName>; action: string | null } {
    const { catalog, flavor } = this.host;
    const types = eventTypesOf(catalog, flavor.delivery);
    // Any name the event goes by in the product (its header, its hook flag, its keys) is the event.
    event = eventNamed(listEvents(catalog, flavor.delivery), event)?.event ?? event;
    // Gitea's review types are per verdict; a catalog with its own `pull_request_review` (GitHub)
    // takes it as is, and one with neither (GitLab) refuses it as any unknown name.
    const verdicts = types.some((t) => t.name.startsWith('pull_request_review_'));
    if (event === 'pull_request_review' && verdicts && !types.some((t) => t.name === event)) {
      const verdict = action ?? 'approved';
      const named = REVIEW_VERDICTS.find((v) => v === verdict);
      if (!named)
        throw new EmitError(
          `pull_request_review takes action ${REVIEW_VERDICTS.join(', ')}; got "${action}"`,
        );
      const verdictType = `pull_request_review_${named === 'comment' ? 'comment' : named}`;
      return {
        type: must(
          types.find((t) => t.name === verdictType),
          verdictType,
        ),
        action: 'reviewed',
      };
    }
    const type = types.find((t) => t.name === event);
    if (!type) {
      const names = [
        ...new Set([...types.map((t) => t.name), ...(verdicts ? ['pull_request_review'] : [])]),
      ].join(', ');
      // Own entries only: `constructor` is an unknown name, not Object's (as the deliveries' filters).
      const own =
        catalog.counterparts && Object.hasOwn(catalog.counterparts, event) ? catalog.counterparts[event] : '';
      throw new EmitError(
        `unknown event "${event}" for the ${this.host.flavor.name} flavor; accepted: ${names}${own ? `; ${own}` : ''}`,
      );
    }
    const actions = actionsOf(type, flavor.delivery);
    if (actions.length === 0) {
      if (action !== undefined) throw new EmitError(`${event} events have no action; got "${action}"`);
      return { type, action: null };
    }
    // Events with actions list at least one (the catalog); the includes() check below guards the rest.
    const chosen = action ?? (actions[0] as string);
    if (!actions.includes(chosen))
      throw new EmitError(`unknown action "${chosen}" for ${event}; accepted: ${actions.join(', ')}`);
    return { type, action: chosen };
  }
}

/** The repo's first admin, else its owner org's first owner, else the owner itself. */
function defaultSender(place: Place): string {
  return place.repo?.admins[0] ?? place.org?.owners[0] ?? place.repo?.owner ?? 'ghost';
}
