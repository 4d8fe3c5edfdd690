import { UsageError } from './cli-errors.js';
import { text } from './listen-plan.js';
import { autoDisableOf } from './serve-options.js';

/**
 * The clocks `listen --clock` takes for the server it starts: `wall` (the default), because the
 * receiver it drives is a running app that checks a delivery's time against its own clock
 * (Standard Webhooks' `webhook-timestamp` within five minutes); `scenario`, the scenario's clock
 * advancing with real time, as `serve` runs.
 */
const CLOCKS: Readonly<Record<string, { clock?: () => Date }>> = {
  wall: { clock: () => new Date() },
  scenario: {},
};

/** What the server `listen` starts takes of `--clock` and `--auto-disable`. */
export interface ListenServerOptions {
  clock?: () => Date;
  autoDisable: boolean;
}

/**
 * `--clock wall|scenario` and `--auto-disable on|off` (default off: a receiver being debugged
 * fails on purpose, and a hook rested after four failures would hide the next try). Both shape
 * the server `listen` starts: with `--server` that server's own settings hold, so either is refused.
 */
export function listenServerOptions(flags: Record<string, unknown>): ListenServerOptions {
  const [clock, autoDisable] = [text(flags.clock), text(flags.autoDisable)];
  if (text(flags.server) !== undefined && (clock ?? autoDisable) !== undefined)
    throw new UsageError('--clock and --auto-disable shape the server listen starts: not with --server');
  const name = clock ?? 'wall';
  const chosen = Object.hasOwn(CLOCKS, name) ? CLOCKS[name] : undefined;
  if (!chosen) throw new UsageError(`invalid --clock "${clock}": expected wall or scenario`);
  return { ...chosen, autoDisable: autoDisableOf(autoDisable).autoDisable ?? false };
}
