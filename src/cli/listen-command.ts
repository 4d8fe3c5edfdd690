import { createHash } from 'node:crypto';
import { CliError, UsageError } from './cli-errors.js';
import type { Io } from './cli-errors.js';
import { flavorOption, portOption } from './cli-options.js';
import { DeliveryFeed } from './listen-feed.js';
import type { Invocation } from './program.js';
import { errorMessageOf } from '../client/control-fetch.js';
import { CONTROL_PATH } from '../core/control/control-path.js';
import { DEFAULT_ALLOWED_HOSTS } from '../core/delivery/allowed-hosts.js';
import type { Flavor, FlavorName } from '../core/flavors/flavor.js';
import { FLAVORS } from '../core/flavors/index.js';
import { stopSignal } from './stop-signal.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What `listen` was asked for, checked. */
interface ListenPlan {
  forwardTo: URL;
  events: string[];
  where: { repo: string } | { org: string };
  secret: string;
}

/**
 * The secret when none is given: derived from the receiver's URL, so it is the same on every run
 * (Stripe's `listen` secret does not change between restarts either) and `--print-secret` can
 * print it before the listener starts.
 */
const stableSecret = (forwardTo: URL) =>
  `hm_${createHash('sha256').update(`hookmock listen ${forwardTo.href}`).digest('hex').slice(0, 32)}`;

function planOf(flags: Record<string, unknown>): ListenPlan {
  const to = text(flags.forwardTo);
  if (to === undefined) throw new UsageError('missing --forward-to URL (where your receiver listens)');
  if (!/^https?:\/\//.test(to) || !URL.canParse(to))
    throw new UsageError(`--forward-to must be an http(s) URL, got "${to}"`);
  const forwardTo = new URL(to);
  const repo = text(flags.repo);
  const org = text(flags.org);
  if (repo !== undefined && org !== undefined) throw new UsageError('give at most one of --repo and --org');
  if (repo !== undefined && !/^[^/\s]+\/[^/\s]+$/.test(repo))
    throw new UsageError(`--repo must be OWNER/NAME, got "${repo}"`);
  const events = (text(flags.events) ?? 'push').split(',').map((e) => e.trim());
  if (events.some((e) => e === ''))
    throw new UsageError('--events takes names separated by commas, e.g. push,issues');
  const secret = text(flags.secret) ?? stableSecret(forwardTo);
  return { forwardTo, events, where: org !== undefined ? { org } : { repo: repo ?? 'acme/widgets' }, secret };
}

/** Where the mock is: its API URL and its control origin, and how to let go of it. */
interface Target {
  api: string;
  origin: string;
  flavor: FlavorName;
  /** Closes the server `listen` started; a `--server` stays up. */
  close(): Promise<void>;
  /** Whether the hook is `listen`'s to delete when it stops (on a `--server`). */
  remote: boolean;
}

async function ownServer(flags: Record<string, unknown>, plan: ListenPlan): Promise<Target> {
  const flavor = flavorOption(text(flags.flavor)) ?? 'spec';
  const port = text(flags.port) === undefined ? 4100 : portOption(String(flags.port));
  const { startServer } = await import('../node/server.js');
  const host = plan.forwardTo.hostname.replace(/^\[|\]$/g, '');
  const server = await startServer({
    port,
    flavor,
    deliver: true,
    quiet: true,
    deliveryHosts: DEFAULT_ALLOWED_HOSTS.includes(host)
      ? DEFAULT_ALLOWED_HOSTS
      : [...DEFAULT_ALLOWED_HOSTS, host],
  });
  return { api: server.url, origin: server.origin, flavor, close: () => server.close(), remote: false };
}

/** A running server: its API path and flavor, as its `GET /__hookmock/health` names them. */
async function remoteServer(server: string, flags: Record<string, unknown>): Promise<Target> {
  if (!URL.canParse(server))
    throw new UsageError(`--server must be a URL like http://127.0.0.1:4100, got "${server}"`);
  const origin = new URL(server).origin;
  const health: unknown = await fetch(`${origin}${CONTROL_PATH}/health`)
    .then((response) => (response.ok ? response.json() : undefined))
    .catch((error: unknown) => {
      const cause =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new CliError(
        `cannot reach a hookmock server at ${origin} (${cause}); start one with \`hookmock serve\``,
      );
    });
  const info = readHealth(health);
  const flavor = flavorOption(text(flags.flavor)) ?? info.flavor;
  return { api: `${origin}${info.basePath}`, origin, flavor, close: async () => {}, remote: true };
}

/** `{ flavor, basePath }` of a health answer (a server before 0.2 names neither: spec at /api/v1). */
function readHealth(health: unknown): { basePath: string; flavor: FlavorName } {
  const fields = typeof health === 'object' && health !== null ? health : {};
  const basePath = 'basePath' in fields && typeof fields.basePath === 'string' ? fields.basePath : '/api/v1';
  const named = 'flavor' in fields && typeof fields.flavor === 'string' ? fields.flavor : undefined;
  const flavor = Object.keys(FLAVORS).find((name) => name === named);
  return { basePath, flavor: flavorOption(flavor) ?? 'spec' };
}

const AUTH = { Authorization: 'token hookmock-listen', 'Content-Type': 'application/json' };

/**
 * The create body's key for the hook type: `type` in the Gitea-style hook routes, `name` in a
 * flavor with routes of its own (GitHub's API, which refuses `type` as "not a permitted key").
 */
function typeKeyOf(flavor: Flavor): string {
  return flavor.routes === undefined ? 'type' : 'name';
}

async function createHook(target: Target, plan: ListenPlan): Promise<{ id: number; url: string }> {
  const flavor = FLAVORS[target.flavor];
  const path = 'repo' in plan.where ? `/repos/${plan.where.repo}/hooks` : `/orgs/${plan.where.org}/hooks`;
  const response = await fetch(`${target.api}${path}`, {
    method: 'POST',
    headers: AUTH,
    body: JSON.stringify({
      [typeKeyOf(flavor)]: flavor.nativeType,
      active: true,
      events: plan.events,
      config: { url: plan.forwardTo.href, content_type: 'json', secret: plan.secret },
    }),
  });
  const body = await response.text();
  if (response.status !== 201)
    throw new CliError(
      `could not create the hook: ${target.api}${path} answered ${response.status}: ${errorMessageOf(body)}`,
    );
  const id: unknown = JSON.parse(body).id;
  if (typeof id !== 'number') throw new CliError('the server answered a hook without an id');
  return { id, url: `${target.api}${path}/${id}` };
}

/**
 * `hookmock listen --forward-to URL`: Stripe `listen` ergonomics, offline. Serves the mock with
 * real delivery (or uses `--server`), registers a hook aimed at the receiver, prints where the API
 * is and the secret, then one line per delivery with its outcome until Ctrl-C; the hook it made
 * on a `--server` is deleted then.
 */
export async function runListen({ flags, operands }: Invocation, io: Io): Promise<number> {
  if (operands[0] !== undefined) throw new UsageError(`unexpected argument "${operands[0]}"`);
  const plan = planOf(flags);
  if (flags.printSecret === true) {
    io.out(plan.secret);
    return 0;
  }
  const server = text(flags.server);
  const target = server === undefined ? await ownServer(flags, plan) : await remoteServer(server, flags);
  const stopped = stopSignal();
  try {
    const hook = await createHook(target, plan);
    const where = 'repo' in plan.where ? plan.where.repo : `org ${plan.where.org}`;
    io.out(`hookmock listening on ${target.api}`);
    io.out(`hook ${hook.id} on ${where} (${plan.events.join(', ')}) → ${plan.forwardTo.href}`);
    io.out(`secret ${plan.secret}`);
    io.out(
      `ready: fire events with \`hookmock emit EVENT --repo … --server ${target.origin}\`; Ctrl-C stops`,
    );
    const feed = new DeliveryFeed(target.origin, hook.id, io.out);
    await feed.start();
    await stopped;
    feed.stop();
    if (target.remote) await removeHook(hook.url, io);
  } finally {
    await target.close();
  }
  return 0;
}

async function removeHook(url: string, io: Io): Promise<void> {
  const response = await fetch(url, { method: 'DELETE', headers: AUTH }).catch(() => undefined);
  io.out(response?.status === 204 ? `removed the hook (${url})` : `could not remove the hook ${url}`);
}
