import type { AutoDisablePolicy, HookHealthState } from '../contract/auto-disable.js';
import type { HookRecord } from '../state/database.js';
import type { Store } from '../state/store.js';
import type { Delivery } from '../wire.js';

/** GitLab's `alert_status` values. */
export type AlertStatus = 'executable' | 'temporarily_disabled' | 'disabled';

/** A hook's health as the API shows it now. */
export interface HealthView {
  readonly alertStatus: AlertStatus;
  /** ISO time with milliseconds, or null. */
  readonly disabledUntil: string | null;
}

const HEALTHY: HealthView = { alertStatus: 'executable', disabledUntil: null };

/** A stored time as the API shows it (UTC with milliseconds); one that does not parse, as stored. */
function withMilliseconds(stamp: string | null): string | null {
  const ms = stamp === null ? Number.NaN : Date.parse(stamp);
  return Number.isNaN(ms) ? stamp : new Date(ms).toISOString();
}

/**
 * Whether the hook rests now (`temporarily_disabled?`): failures past the grace, not yet for good,
 * and `disabled_until` not passed.
 */
function resting(p: AutoDisablePolicy, s: HookHealthState, now: number): boolean {
  return (
    s.disabledUntil !== null &&
    Date.parse(s.disabledUntil) >= now &&
    s.recentFailures > p.graceFailures &&
    s.recentFailures <= p.permanentAfter
  );
}

/**
 * Whether it is disabled for good (`permanently_disabled?`): past `permanentAfter` failures, or
 * (GitLab's older state, kept until its migration) past the grace with no `disabled_until`.
 */
const disabled = (p: AutoDisablePolicy, s: HookHealthState): boolean =>
  s.recentFailures > p.permanentAfter || (s.recentFailures > p.graceFailures && s.disabledUntil === null);

function alertStatus(p: AutoDisablePolicy, s: HookHealthState, now: number): AlertStatus {
  if (resting(p, s, now)) return 'temporarily_disabled';
  return disabled(p, s) ? 'disabled' : 'executable';
}

/**
 * The state after a failure (`backoff!`): counted only while the hook is executable (a forced test
 * of a disabled hook does not count), at most `permanentAfter + 1`; past the grace the hook rests
 * `initialBackoff × growth^(previous failures − grace)`, within `[initial, max]`.
 */
function afterFailure(p: AutoDisablePolicy, s: HookHealthState, now: number): HookHealthState {
  if (alertStatus(p, s, now) !== 'executable') return s;
  const failures = Math.min(Math.max(s.recentFailures + 1, 1), p.permanentAfter + 1);
  if (failures <= p.graceFailures) return { recentFailures: failures, disabledUntil: s.disabledUntil };
  const wait = p.initialBackoffMs * p.backoffGrowth ** (s.recentFailures - p.graceFailures);
  const ms = Math.min(Math.max(wait, p.initialBackoffMs), p.maxBackoffMs);
  return { recentFailures: failures, disabledUntil: new Date(now + ms).toISOString() };
}

/** What the store needs: the hook as it is now, and a write of its fields. */
type HealthStore = Pick<Store, 'hook' | 'updateHook'>;

/**
 * Auto-disabling on the mock's clock: the flavor's policy (`Flavor.autoDisable`) unless the
 * `autoDisable` option turns it off. It reads and writes the hook's state in the store, shows it
 * (`alert_status`, `disabled_until`), says why an event skips a resting hook, and counts every
 * delivery's outcome — events, tests and resends alike — when it lands.
 */
export class HookHealth {
  constructor(
    private readonly host: {
      readonly store: HealthStore;
      readonly policy: AutoDisablePolicy | undefined;
      now(): Date;
    },
  ) {}

  /**
   * Each stored hook's state, read once per record (a list shows 30 hooks, an event checks every
   * target): a write replaces the record, so an entry is never read for a changed hook.
   */
  private readonly states = new WeakMap<HookRecord, HookHealthState>();

  private stateOf(policy: AutoDisablePolicy, hook: HookRecord): HookHealthState {
    let state = this.states.get(hook);
    if (!state) this.states.set(hook, (state = policy.state(hook)));
    return state;
  }

  private policyOf(hook: HookRecord): AutoDisablePolicy | undefined {
    const { policy } = this.host;
    return policy?.scopes.has(hook.scope) ? policy : undefined;
  }

  /** `alert_status` and `disabled_until` of a hook now. */
  view(hook: HookRecord): HealthView {
    const policy = this.policyOf(hook);
    if (!policy) return HEALTHY;
    const state = this.stateOf(policy, hook);
    return {
      alertStatus: alertStatus(policy, state, this.host.now().getTime()),
      disabledUntil: withMilliseconds(state.disabledUntil),
    };
  }

  /** Why an event does not reach this hook now (recorded as a skipped delivery), or undefined. */
  skipReason(hook: HookRecord): string | undefined {
    const policy = this.policyOf(hook);
    if (!policy) return undefined;
    const state = this.stateOf(policy, hook);
    const status = alertStatus(policy, state, this.host.now().getTime());
    const failures = `${state.recentFailures} consecutive failed deliveries`;
    if (status === 'temporarily_disabled')
      return `the hook is temporarily disabled until ${state.disabledUntil ?? ''} after ${failures} (auto-disable: ${policy.name})`;
    if (status === 'disabled')
      return `the hook is disabled after ${failures} (auto-disable: ${policy.name}); a successful test re-enables it`;
    return undefined;
  }

  /** Counts a delivery's outcome once it lands: a success re-enables (`enable!`), a failure backs off. */
  settle(delivery: Delivery): void {
    const { status } = delivery.delivery;
    // No policy (the other flavors, `autoDisable: false`): not even a lookup per outcome.
    if (this.host.policy === undefined || (status !== 'delivered' && status !== 'failed')) return;
    const hook = this.host.store.hook(delivery.hookId);
    const policy = hook && this.policyOf(hook);
    if (!hook || !policy) return;
    const state = this.stateOf(policy, hook);
    const next =
      status === 'delivered'
        ? { recentFailures: 0, disabledUntil: null }
        : afterFailure(policy, state, this.host.now().getTime());
    if (next.recentFailures === state.recentFailures && next.disabledUntil === state.disabledUntil) return;
    this.host.store.updateHook(hook.id, policy.withState(hook, next));
  }
}
