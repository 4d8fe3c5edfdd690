import { CliError, UsageError } from './cli-errors.js';
import { flavorOption, portOption } from './cli-options.js';
import { text } from './listen-plan.js';
import { listenServerOptions } from './listen-server-options.js';
import type { ListenPlan } from './listen-plan.js';
import { timedFetch } from './remote-call.js';
import { listenError } from './serve-command.js';
import { CONTROL_PATH } from '../core/http/control-path.js';
import type { FlavorName } from '../core/contract/flavor.js';
import { FLAVORS } from '../core/flavors/index.js';

/** Where the mock is: its API URL and its control origin, and how to let go of it. */
export interface Target {
  api: string;
  origin: string;
  flavor: FlavorName;
  /** Closes the server `listen` started; a `--server` stays up. */
  close(): Promise<void>;
  /** Whether the hook is `listen`'s to delete when it stops (on a `--server`). */
  remote: boolean;
}

/**
 * The server `listen` starts: the `empty` scenario unless `--scenario` (issue 32 item 5: its
 * output is the deliveries to your app, not the default scenario's other hooks), delivering to
 * the receiver's origin only, on the wall clock and without auto-disabling unless asked
 * (listen-server-options.ts). A port in use says so as `serve` does.
 */
export async function ownServer(flags: Record<string, unknown>, plan: ListenPlan): Promise<Target> {
  const flavor = flavorOption(text(flags.flavor)) ?? 'spec';
  const port = text(flags.port) === undefined ? 4100 : portOption(String(flags.port));
  const { startServer } = await import('../node/server.js');
  const options = {
    port,
    flavor,
    scenario: text(flags.scenario) ?? 'empty',
    deliver: true,
    quiet: true,
    // The receiver's origin alone: not every port of its host (security review 4, note).
    deliveryHosts: [plan.forwardTo.origin],
    ...listenServerOptions(flags),
  };
  const server = await startServer(options).catch((error: unknown) => {
    throw new CliError(listenError(error, '127.0.0.1', port));
  });
  return { api: server.url, origin: server.origin, flavor, close: () => server.close(), remote: false };
}

/** A running server: its API path and flavor, as its `GET /__hookmock/health` names them. */
export async function remoteServer(
  server: string,
  flags: Record<string, unknown>,
  timeoutMs: number,
): Promise<Target> {
  if (!URL.canParse(server))
    throw new UsageError(`--server must be a URL like http://127.0.0.1:4100, got "${server}"`);
  const origin = new URL(server).origin;
  const health = await timedFetch(`${origin}${CONTROL_PATH}/health`, {}, timeoutMs);
  const info = readHealth(health.ok ? parsed(health.text) : undefined);
  const flavor = flavorOption(text(flags.flavor)) ?? info.flavor;
  return { api: `${origin}${info.basePath}`, origin, flavor, close: async () => {}, remote: true };
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** `{ flavor, basePath }` of a health answer (a server before 0.2 names neither: spec at /api/v1). */
function readHealth(health: unknown): { basePath: string; flavor: FlavorName } {
  const fields = typeof health === 'object' && health !== null ? health : {};
  const basePath = 'basePath' in fields && typeof fields.basePath === 'string' ? fields.basePath : '/api/v1';
  const named = 'flavor' in fields && typeof fields.flavor === 'string' ? fields.flavor : undefined;
  const flavor = Object.keys(FLAVORS).find((name) => name === named);
  return { basePath, flavor: flavorOption(flavor) ?? 'spec' };
}
