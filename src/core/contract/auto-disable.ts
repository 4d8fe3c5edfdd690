import type { HookRecord } from '../state/database.js';

/** Where a hook stands with auto-disabling: its consecutive failures and until when it rests. */
export interface HookHealthState {
  readonly recentFailures: number;
  /** ISO time, or null. */
  readonly disabledUntil: string | null;
}

/**
 * A product's policy for hooks that keep failing, as a row of the flavor table (`Flavor.autoDisable`;
 * absent: hooks are never disabled, as in Gitea, Forgejo and GitHub). The numbers are the product's;
 * `state`/`withState` say where a hook keeps its state (in the store, so snapshots and `reset()`
 * carry it). src/core/delivery/hook-health.ts runs it on the mock's clock.
 */
export interface AutoDisablePolicy {
  /** The policy's name in the docs and the OpenAPI document (`gitlab.com`). */
  readonly name: string;
  /** Failures a hook may have before it rests (the next one disables it for a while). */
  readonly graceFailures: number;
  /** Failures after which it is disabled for good (until a success re-enables it). */
  readonly permanentAfter: number;
  readonly initialBackoffMs: number;
  readonly maxBackoffMs: number;
  readonly backoffGrowth: number;
  /** The hooks it applies to: project (`repo`) and/or group (`org`) hooks. */
  readonly scopes: ReadonlySet<'repo' | 'org'>;
  /** A hook's state as stored. */
  state(hook: HookRecord): HookHealthState;
  /** The hook's fields that store `state`. */
  withState(hook: HookRecord, state: HookHealthState): Pick<HookRecord, 'meta'>;
}
