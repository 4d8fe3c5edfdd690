import type { EventType } from './catalog.js';
import type { Dispatcher } from '../delivery/dispatcher.js';
import type { DeliveryRecorder } from '../delivery/delivery-recorder.js';
import type { Site } from './entities/shape.js';
import { payloadContext } from './payloads/context.js';
import type { EventCatalog } from './event-catalog.js';
import type { World } from './world.js';
import { resolveRef } from './world.js';
import { passesBranchFilter } from './fire-rules.js';
import type { Owner } from '../auth/access.js';
import type { Flavor } from '../contract/flavor.js';
import type { Store } from '../state/store.js';
import type { CoreRequest } from '../http/core-request.js';
import { timestamp } from '../util/timestamp.js';
import { ApiError } from '../http/api-error.js';
import type { HookRecord, UserRecord } from '../state/database.js';
import type { Delivery, HookScope } from '../wire.js';

/** A press's push (the Gitea family's row: its headers and flag are the press's in every flavor that pushes). */
const PUSH: EventType<'push'> = { name: 'push', header: 'push', actions: [], flag: 'push', family: 'push' };
const PING: EventType<'ping'> = { name: 'ping', header: 'ping', actions: [], flag: 'ping', family: 'push' };

/** What a test press needs from the events: the world, the log and the dispatcher. */
export interface PressHost {
  readonly world: World;
  readonly deliveries: DeliveryRecorder;
  readonly dispatcher: Dispatcher;
  /** The product's events: a press builds its ping or push with the product's builders. */
  readonly catalog: EventCatalog;
  site(origin?: string): Site;
  now(): Date;
}

export function scopeOf(owner: Owner): HookScope {
  return owner.kind === 'repo'
    ? { kind: 'repo', owner: owner.repo.owner, repo: owner.repo.name }
    : { kind: 'org', org: owner.org.name };
}

/**
 * Whether a test press sends nothing. Gitea runs `PrepareWebhook` (the push flag, then the
 * branch filter on the ref exactly as given: a literal `main` is matched as the string `main`,
 * a full ref by name or in full), then `Deliver` drops inactive hooks. Forgejo's
 * `PrepareTestWebhook` skips the filters, but its `Deliver` drops inactive hooks too.
 */
export function testSkipReason(flavor: Flavor, hook: HookRecord, ref: string): string | undefined {
  const { test } = flavor;
  // The dialect's `allEvents` (GitHub's `*`: "receive all possible events") subscribes to push too.
  const { allEvents } = flavor.delivery;
  const all = allEvents !== undefined && hook.events.includes(allEvents);
  if (test.requireSubscription && !hook.events.includes('push') && !all)
    return 'the hook is not subscribed to push events';
  if (test.applyBranchFilter && !passesBranchFilter(flavor.delivery, hook.branchFilter, ref))
    return `ref "${ref}" does not match the hook's branch filter "${hook.branchFilter}"`;
  if (test.requireActive && !hook.active) return 'the hook is inactive, so nothing is sent';
  return undefined;
}

/**
 * What a press reads of the request that made it (the API's `OperationContext` is one): the
 * flavor, the hook's owner, the request (its `?ref=`), the store and the delivery log.
 */
export interface PressRequest {
  readonly flavor: Flavor;
  readonly owner: Owner;
  readonly request: CoreRequest;
  readonly store: Store;
  readonly deliveries: { forHook(id: number): Delivery[] };
}

/**
 * Pressing a hook's test route (G/F `routers/api/v1/repo/hook.go` `TestHook`): an event source
 * beside `emit`. The flavor's payload for the ref, the hook type's request, recorded once in the
 * delivery log (`trigger: 'test'`; `mock.pings` is its view) before the API answers, then handed
 * to the receiver without waiting.
 */
export class TestPress {
  private sequence = 0;

  constructor(private readonly host: PressHost) {}

  restart(): void {
    this.sequence = 0;
  }

  /**
   * `event`: what is sent — the flavor's test event (a press of `/tests`), or a `ping` (GitHub's
   * `/pings` and the ping on create), which no subscription or active flag holds back.
   */
  async press(
    ctx: PressRequest,
    hook: HookRecord,
    sender: UserRecord,
    event: 'ping' | 'push' = ctx.flavor.test.event,
  ): Promise<Delivery> {
    const n = ++this.sequence;
    const { flavor, owner } = ctx;
    const site = this.host.site(ctx.request.url.origin);
    const at = timestamp(this.host.now());
    const push = event === 'push' && owner.kind === 'repo';
    const ref = push ? this.refOf(ctx) : '';
    const sha = push ? this.commitFor(ctx, ref) : '';
    const payload = this.payloadOf(ctx, hook, sender, { push, ref, sha, n, site, at });
    const type = event === 'push' ? PUSH : PING;
    const skip = event === 'push' ? testSkipReason(flavor, hook, ref) : undefined;
    const body = { type, action: null, payload, ref: ref || null, commits: null, site, at };
    const { dispatcher } = this.host;
    const record = await dispatcher.press(hook, body, { scope: scopeOf(owner), event: type.name, skip });
    if (record.delivery.status === 'recorded') dispatcher.send(record);
    return record;
  }

  /** The press's payload, built from the store and the world as they are now. */
  private payloadOf(
    ctx: PressRequest,
    hook: HookRecord,
    sender: UserRecord,
    p: { push: boolean; ref: string; sha: string; n: number; site: Site; at: string },
  ): Record<string, unknown> {
    const { flavor, owner } = ctx;
    const set = this.host.catalog.payloads;
    const pctx = payloadContext({
      flavor,
      site: p.site,
      store: ctx.store,
      world: this.host.world,
      repo: owner.kind === 'repo' ? owner.repo : undefined,
      org: owner.kind === 'org' ? owner.org : ctx.store.org(owner.repo.owner),
      // A caller the scenario does not name (a GitHub App's bot, by its installation token) is
      // its own record: its id, not an unknown login's 0.
      sender: ctx.store.userByLoginName(sender.login) ?? sender,
      at: p.at,
      deliveries: ctx.deliveries,
    });
    return p.push ? set.testPush(pctx, p.ref, p.sha) : set.ping(pctx, hook, flavor, p.n);
  }

  /** `?ref=` trimmed (`ctx.FormTrim("ref")`); empty or absent: the default branch's full ref. */
  private refOf(ctx: PressRequest): string {
    const given = (ctx.request.url.searchParams.get('ref') ?? '').trim();
    if (ctx.owner.kind !== 'repo') return given;
    return given === '' ? `refs/heads/${ctx.owner.repo.defaultBranch}` : given;
  }

  /**
   * The commit the ref names. Forgejo (`RepoRefForAPI`) answers 404 when a given ref does not
   * resolve; Gitea (`getRefNameLegacy`) falls back to the default branch.
   */
  private commitFor(ctx: PressRequest, ref: string): string {
    if (ctx.owner.kind !== 'repo') return '';
    const world = this.host.world.of(ctx.owner.repo);
    const head = world.branches.get(ctx.owner.repo.defaultBranch) ?? '';
    const explicit = (ctx.request.url.searchParams.get('ref') ?? '').trim() !== '';
    const resolved = resolveRef(world, ref);
    if (resolved === undefined && explicit && ctx.flavor.delivery.testUnknownRef === 'not-found')
      throw ApiError.notFound();
    return resolved ?? head;
  }
}
