import { UsageError } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { DeliveryFeed } from './listen-feed.js';
import { ListenHook } from './listen-hook.js';
import type { MadeHook } from './listen-hook.js';
import { checkEvents, planOf, text } from './listen-plan.js';
import { listenServerOptions } from './listen-server-options.js';
import type { ListenPlan } from './listen-plan.js';
import { ownServer, remoteServer } from './listen-target.js';
import type { Target } from './listen-target.js';
import type { Invocation } from './program.js';
import { timeoutOption } from './remote-call.js';
import { signingTokenOption } from './signing-token-option.js';
import { stopSignal } from './stop-signal.js';
import { FLAVORS } from '../core/flavors/index.js';

/** How long `listen` waits on Ctrl-C for its deliveries in flight, as `serve --drain-timeout`. */
const DRAIN_MS = 2000;
/** How often `listen` checks that its hook is still there (a reset removes it). */
const WATCH_MS = 1000;

/**
 * `hookmock listen --forward-to URL`: Stripe `listen` ergonomics, offline. Serves the mock with
 * real delivery (or uses `--server`), registers a hook aimed at the receiver, prints where the API
 * is and the secret, then one line per delivery with its outcome until Ctrl-C; the hook it made
 * on a `--server` is deleted then, if it is still its own.
 */
export async function runListen({ flags, operands }: Invocation, io: Io): Promise<number> {
  if (operands[0] !== undefined) throw new UsageError(`unexpected argument "${operands[0]}"`);
  const plan = planOf(flags, io);
  // Checked before anything starts: a bad --clock is a usage error, with or without --server.
  listenServerOptions(flags);
  if (flags.printSecret === true) {
    io.out(plan.secret);
    return 0;
  }
  const timeoutMs = timeoutOption(flags.timeout);
  const server = text(flags.server);
  const target =
    server === undefined ? await ownServer(flags, plan) : await remoteServer(server, flags, timeoutMs);
  const stopped = stopSignal();
  try {
    const checked = { ...plan, events: checkEvents(plan, target.flavor) };
    signingTokenOption(plan.signingToken, FLAVORS[target.flavor]);
    await listenUntil(stopped, target, checked, timeoutMs, io);
  } finally {
    await target.close();
  }
  return 0;
}

/** Registers the hook, prints what arrives until `stopped`, then drains and cleans up. */
async function listenUntil(
  stopped: Promise<void>,
  target: Target,
  plan: ListenPlan,
  timeoutMs: number,
  io: Io,
) {
  const hooks = new ListenHook(target, plan, timeoutMs);
  let hook = await hooks.create();
  const where = 'repo' in plan.where ? plan.where.repo : `org ${plan.where.org}`;
  io.out(`hookmock listening on ${target.api}`);
  io.out(`hook ${hook.id} on ${where} (${hook.events.join(', ')}) → ${plan.forwardTo.href}`);
  io.out(`secret ${plan.secret}`);
  if (plan.signingToken) io.out(`signing token ${plan.signingToken}`);
  io.out(`ready: fire events with \`hookmock emit EVENT --repo … --server ${target.origin}\`; Ctrl-C stops`);
  const feed = new DeliveryFeed(
    target.origin,
    { id: hook.id, receiver: plan.forwardTo.href },
    io.out,
    timeoutMs,
  );
  await feed.start();
  const watch = watchHook(
    hooks,
    () => hook,
    (made) => {
      hook = made;
      feed.hook = { id: made.id, receiver: plan.forwardTo.href };
    },
    io,
  );
  await stopped;
  watch.stop();
  await feed.drain(DRAIN_MS);
  if (target.remote) await hooks.remove(hook, io.out);
}

/**
 * Checks every WATCH_MS that the hook is still listen's (security review 4, G6): after a reset
 * it is gone and its id may be another hook's; listen says so and registers it again.
 */
function watchHook(hooks: ListenHook, current: () => MadeHook, replace: (hook: MadeHook) => void, io: Io) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const check = async () => {
    const hook = current();
    if (await hooks.owned(hook).catch(() => true)) return;
    if (stopped) return;
    const made = await hooks.create();
    io.out(`hook ${hook.id} is gone (the server was reset?); registered hook ${made.id} in its place`);
    replace(made);
  };
  const schedule = () => {
    if (!stopped)
      timer = setTimeout(
        () =>
          void check()
            .catch(() => undefined)
            .then(schedule),
        WATCH_MS,
      );
  };
  schedule();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
