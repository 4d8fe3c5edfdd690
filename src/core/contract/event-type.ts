import type { Shape } from './flavor-name.js';

export type { Shape } from './flavor-name.js';

/**
 * One event type of a catalog: the `X-*-Event` value, the actions, and the hook flag that gates
 * it per product (`HasEvent` in G, `EventCheckers` in F; the event's own name on GitHub).
 */
export interface EventType<N extends string = string> {
  /** The event type's name (`EventName` for a catalog's rows). */
  readonly name: N;
  /** `X-Gitea-Event` (G/spec) — Forgejo's differs only for `package` (empty). */
  readonly header: string;
  /** Allowed `action` values, the first is the default; empty: the payload has no action. */
  readonly actions: readonly string[];
  /** The flag that must be on (G). */
  readonly flag: string;
  /**
   * A product's own flag where it differs from `flag`, by the dialect's `shape` (Forgejo's
   * review-comment quirk: flavors/gitea/events/catalog.ts).
   */
  readonly flagIn?: { readonly [S in Shape]?: string };
  /** Products that have it; all when absent. */
  readonly only?: Shape;
  /** Which payload builder makes its body. */
  readonly family: Family;
  /**
   * Other names the product gives it, beside its header and flag (a key per action where the
   * product names each, e.g. `pullrequest:created`): `emit`, `send` and `listen --events` take them
   * (events/event-vocabulary.ts).
   */
  readonly aliases?: readonly string[];
}

export type Family =
  | 'push'
  | 'create'
  | 'delete'
  | 'fork'
  | 'issue'
  | 'comment'
  | 'pull'
  | 'review'
  | 'review_comment'
  | 'release'
  | 'repository'
  | 'wiki'
  | 'package'
  | 'status'
  | 'workflow_run'
  | 'workflow_job'
  | 'action_run'
  | 'star'
  | 'watch'
  /** Rows whose payload the product builds by the event's name (GitLab's: flavors/gitlab/events/event-payload.ts). */
  | 'by_name'
  /** Group-level rows (GitLab's member, subgroup): emitted with an org alone. */
  | 'group';

/** One row; its name and actions keep their literal types, so `EventName` and `ActionOf` follow the table. */
export const eventRow = <const N extends string, const A extends readonly string[]>(
  name: N,
  family: Family,
  actions: A,
  extra: Partial<EventType> = {},
): EventType<N> & { readonly actions: A } => ({
  ...extra,
  name,
  header: extra.header ?? name,
  actions,
  flag: extra.flag ?? name,
  family,
});
