import type { EventType } from '../events/catalog.js';
import { EVENT_TYPES } from '../events/catalog.js';
import type { EventsHub } from '../events/hub.js';
import { hookRequest } from '../events/hook-request.js';
import { accountOf, payloadContext } from '../events/payloads/context.js';
import { testPushPayload } from '../events/payloads/git.js';
import { resolveRef } from '../events/world.js';
import type { OperationContext } from '../hooks/operations.js';
import { timestamp } from '../util/timestamp.js';
import { ApiError } from '../http/api-error.js';
import type { HookRecord, UserRecord } from '../state/database.js';
import type { PingAttempt } from '../types.js';
import { scopeOf, specPingPayload, testSkipReason } from './build-attempt.js';
import { must } from '../util/must.js';

const PUSH = must(
  EVENT_TYPES.find((t) => t.name === 'push'),
  'push event type',
);
const PING: EventType = { name: 'ping', header: 'ping', actions: [], flag: 'ping', family: 'push' };

/**
 * Pressing a hook's test route (G/F `routers/api/v1/repo/hook.go` `TestHook`): the flavor's
 * payload for the ref, the hook type's request, recorded in `pings` and `deliveries` before the
 * API answers, then handed to the receiver without waiting.
 */
export class TestRoute {
  private sequence = 0;

  constructor(private readonly hub: EventsHub) {}

  restart(): void {
    this.sequence = 0;
  }

  async press(ctx: OperationContext, hook: HookRecord, sender: UserRecord): Promise<PingAttempt> {
    const n = ++this.sequence;
    const { flavor, owner } = ctx;
    const site = this.hub.site(ctx.request.url.origin);
    const at = timestamp(this.hub.host.now());
    const pctx = payloadContext({
      flavor: flavor.name,
      site,
      store: ctx.store,
      world: this.hub.world,
      repo: owner.kind === 'repo' ? owner.repo : undefined,
      org: owner.kind === 'org' ? owner.org : ctx.store.org(owner.repo.owner),
      sender: accountOf(ctx.store, sender.login),
      at,
    });
    let ref = '';
    let payload: Record<string, unknown>;
    if (flavor.test.event === 'push' && owner.kind === 'repo') {
      ref = this.refOf(ctx);
      const sha = this.commitFor(ctx, ref);
      payload = testPushPayload(pctx, ref, sha);
    } else {
      payload = specPingPayload(pctx, hook, flavor, n);
    }
    const type = flavor.test.event === 'push' ? PUSH : PING;
    const deliveryId = this.hub.dispatcher.nextDeliveryId();
    const targetType = owner.kind === 'repo' ? 'repository' : 'organization';
    const request = await hookRequest(
      flavor,
      hook,
      { type, action: null, payload, site, at, cache: new Map() },
      { deliveryId, targetType },
    );
    const reason = testSkipReason(flavor, hook, ref) ?? request.notDelivered;
    const { notDelivered: _unused, ...wire } = request;
    const delivery = reason ? { status: 'skipped' as const, reason } : { status: 'recorded' as const };
    const common = { hookId: hook.id, scope: scopeOf(owner), event: type.name, ...wire, at };
    const attempt = this.hub.host.pings.record({ ...common, delivery: { ...delivery } });
    const record = this.hub.deliveries.record({
      ...common,
      trigger: 'test',
      hookType: hook.type,
      eventType: type.name,
      action: null,
      delivery: { ...delivery },
    });
    if (!reason) this.hub.dispatcher.send(record, { attempt, changed: () => this.hub.host.pings.changed() });
    return attempt;
  }

  /** `?ref=` trimmed (`ctx.FormTrim("ref")`); empty or absent: the default branch's full ref. */
  private refOf(ctx: OperationContext): string {
    const given = (ctx.request.url.searchParams.get('ref') ?? '').trim();
    if (ctx.owner.kind !== 'repo') return given;
    return given === '' ? `refs/heads/${ctx.owner.repo.defaultBranch}` : given;
  }

  /**
   * The commit the ref names. Forgejo (`RepoRefForAPI`) answers 404 when a given ref does not
   * resolve; Gitea (`getRefNameLegacy`) falls back to the default branch.
   */
  private commitFor(ctx: OperationContext, ref: string): string {
    if (ctx.owner.kind !== 'repo') return '';
    const world = this.hub.world.of(ctx.owner.repo);
    const head = world.branches.get(ctx.owner.repo.defaultBranch) ?? '';
    const explicit = (ctx.request.url.searchParams.get('ref') ?? '').trim() !== '';
    const resolved = resolveRef(world, ref);
    if (resolved === undefined && explicit && ctx.flavor.name === 'forgejo') throw ApiError.notFound();
    return resolved ?? head;
  }
}
