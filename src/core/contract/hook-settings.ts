/** A flavor's own hook settings between a scenario hook and a stored hook's `meta` (Flavor.hookSettings). */
export interface HookSettings {
  /** The scenario key that holds them, e.g. `gitlab`. */
  readonly key: string;
  /** The stored `meta` text of a scenario hook's settings (validated by the scenario schema). */
  toMeta(settings: unknown): string;
  /** The settings a stored hook's `meta` holds that differ from the defaults; undefined when none do. */
  fromMeta(meta: string): Record<string, unknown> | undefined;
  /**
   * Where the product's hooks have no on/off flag: the settings an inactive scenario hook (`active`
   * not true) is stored with instead, under the scenario's own (GitLab: disabled for good,
   * `alert_status: disabled`, which a successful test re-enables). Absent: the hook is stored off.
   */
  readonly inactive?: Readonly<Record<string, unknown>>;
}
