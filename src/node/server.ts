import { formatMessage } from '../core/errors/format-message.js';
import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { flavorNamed } from '../core/flavors/index.js';
import { createServerMock } from '../core/mock-facade.js';
import type { ServerMock } from '../core/mock-facade.js';
import type { HookMockOptions } from '../core/types.js';
import { currentOptions } from '../core/deprecated-options.js';
import { answerClientErrors } from './http/client-errors.js';
import { createFallbackProxy } from './http/fallback-proxy.js';
import type { FallbackProxy } from './http/fallback-proxy.js';
import { createHostPolicy } from './http/host-check.js';
import { answeredHosts } from './answered-hosts.js';
import { publicUrlOrigin } from '../core/http/public-origin.js';
import type { HostPolicy } from './http/host-check.js';
import { CONTROL_PATH } from '../core/http/control-path.js';
import { createOriginPolicy } from './http/origin-policy.js';
import { getRequestListener } from './http/request-listener.js';
import { createDeliveryTransport } from './delivery-transport.js';
import { heapBudget } from './heap-budget.js';
import { memoryGuard } from './http/memory-guard.js';
import { deliveryQueue } from '../core/delivery/delivery-queue.js';
import type { DeliveryQueue } from '../core/delivery/delivery-queue.js';
import { resolveScenarioOption } from './load-scenario-file.js';
import { DEFAULT_TIMEOUTS, applyTimeouts, startupWarnings } from './server-settings.js';
import { sessionRegistry } from './session-routing.js';
import type { SessionLimits } from '../core/sessions/session-registry.js';
import type { SessionsPort } from '../core/control/route.js';
import { plainBackend } from '../core/state/backend.js';
import type { ServerTimeouts } from './server-settings.js';

export { BODY_LIMIT } from './http/request-body.js';

/** Options of `startServer`: `createHookMock`'s, plus where to listen and how to treat browsers and proxies. */
export interface ServerOptions extends HookMockOptions {
  /**
   * As in createHookMock, plus file paths: a string containing "/" or ending in .json is loaded
   * from disk (.json as JSON; .js/.mjs/.cjs/.ts/.mts as a module's default export); errors name the file.
   */
  scenario?: HookMockOptions['scenario'];
  /** Default 4100; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (the control API takes no credentials); another address prints a warning. */
  host?: string;
  /** Requests the mock does not own are proxied here (http-proxy). */
  fallback?: string;
  /**
   * Browser origins allowed besides `localhost`, `127.0.0.1` and `[::1]` (any port), e.g.
   * `https://app.example.test`; `'*'` opens the mocked API (not the control API) to every page.
   */
  corsOrigins?: string[];
  /** Host names answered besides localhost, loopback addresses and the bound address (`.x` = x and subdomains). */
  allowedHosts?: string[];
  /** The origin the API's links name (`https://mock.example.test` behind a TLS proxy); default: the request's. */
  publicUrl?: string;
  /** Connection timeouts in ms (see `DEFAULT_TIMEOUTS`). */
  timeouts?: Partial<ServerTimeouts>;
  /** No log lines (the listening line, warnings, proxy and handler errors). */
  quiet?: boolean;
  /** Sessions (`POST /__hookmock/sessions`): idle expiry, cap and clock. */
  sessions?: SessionLimits;
  /** Deliveries on the wire at once, for the root mock and every session together; others queue. Default 32. */
  deliveryConcurrency?: number;
  /** How long `close()` waits for deliveries in flight before it drops them (ms). Default 0; `serve`: 2000. */
  drainTimeoutMs?: number;
  /** Share of the heap limit in use above which a new session, a scenario load or a hook create is refused with 507. Default 0.6. */
  sessionHeapShare?: number;
}

/** What `startServer` resolves to: where it listens, the mock behind it, and `close()`. */
export interface RunningServer {
  /** The mocked API's URL, e.g. `http://127.0.0.1:4100/api/v1`. */
  readonly url: string;
  /** `http://127.0.0.1:4100`: the control API is at `${origin}/__hookmock/`. */
  readonly origin: string;
  /** The port it listens on (the one picked when `port: 0` was asked for). */
  readonly port: number;
  /** The mock behind the server (plain Maps: no msw handlers, no @mswjs/data `db`). */
  readonly mock: ServerMock;
  /**
   * Stops listening, drops open connections, waits up to `drainTimeoutMs` for deliveries in
   * flight, and resolves when the server is closed.
   */
  close(): Promise<void>;
}

/**
 * The standalone server: `getRequestListener` (request handling) on a node:http server with
 * short timeouts, started and stopped here. No `setupServer` runs in this process, so
 * deliveries and proxied requests go out untouched.
 *
 * @example
 * const server = await startServer({ port: 0, flavor: 'gitea', quiet: true });
 * const hooks = await fetch(`${server.url}/repos/acme/widgets/hooks`, {
 *   headers: { Authorization: 'token demo' },
 * });
 * await server.close();
 * @see docs/guide/frontend.md
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { port = 4100, host = '127.0.0.1', fallback, quiet = false, corsOrigins, publicUrl } = options;
  const log = quiet ? () => undefined : (line: string) => console.error(line);
  const origins = createOriginPolicy(corsOrigins); // throws on a malformed origin before we listen
  const links = publicUrl === undefined ? {} : { publicUrl: publicUrlOrigin(publicUrl) }; // and URL
  // One option set (and one delivery transport and queue) for the root mock and every session.
  const queue = deliveryQueue(options.deliveryConcurrency);
  // A server's deliveries get GUIDs no earlier run gave, unless a seed asks for reproducible ones.
  const mockOptions = mockOptionsOf({ ...options, seed: options.seed ?? 'random' }, queue);
  // Sessions (src/node/session-routing.ts): each its own mock with the server's options; the root
  // mock's control API serves `/__hookmock/sessions` from the same registry.
  const sessions = sessionRegistry(mockOptions, {
    memoryRefusal: heapBudget(options.sessionHeapShare),
    ...options.sessions,
  });
  const mock = await createFromOptions(mockOptions, sessions);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const proxy =
    fallback === undefined
      ? undefined
      : await createFallbackProxy(fallback, { log, timeoutMs: timeouts.fallback });
  let boundPort = port;
  const boundOrigin = () => `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
  const hosts = createHostPolicy({
    boundHost: host,
    port: () => boundPort,
    ...answeredHosts(options),
  });
  const listener = getRequestListener({
    mock,
    sessions,
    hosts,
    origins,
    boundOrigin,
    log,
    memory: memoryGuard(options.sessionHeapShare),
    deliveries: options.deliver !== undefined && options.deliver !== false,
    ...links,
    ...(proxy ? { fallback: proxy } : {}),
  });
  const front = proxy ? listener : withFrontDoor(listener, hosts);
  const server = createServer({ connectionsCheckingInterval: timeouts.checkInterval }, front);
  applyTimeouts(server, timeouts);
  answerClientErrors(server);

  for (const warning of startupWarnings({ ...options, ...mockOptions }))
    log(formatMessage(`warning: ${warning}`));
  server.once('close', () => sessions.close()); // its sweep timer
  await listen(server, port, host, proxy);
  // A listening TCP server's address() is an AddressInfo (a string only for pipes).
  boundPort = (server.address() as AddressInfo).port;
  const url = `${boundOrigin()}${mock.basePath}`;
  // One write, so a reader of the first line has the second too.
  if (!quiet) console.log(`hookmock listening on ${url}\ndashboard: ${boundOrigin()}${CONTROL_PATH}/`);
  // A stopping server waits (at most drainTimeoutMs) for deliveries in flight.
  const drain = () => queue.idle(options.drainTimeoutMs ?? 0);
  return running(server, proxy, drain, { url, origin: boundOrigin(), port: boundPort, mock });
}

/**
 * `GET /` on the server's own host: a redirect to the dashboard, the one page a person opening
 * the bare address wants. With `--fallback`, `/` is the upstream's and is proxied instead.
 */
function withFrontDoor(listener: RequestListener, hosts: HostPolicy): RequestListener {
  return (req, res) => {
    // `/`, with or without a query; tested without splitting the target (this runs for every request).
    const url = req.url ?? '';
    const front = (req.method === 'GET' || req.method === 'HEAD') && (url === '/' || url.startsWith('/?'));
    // A refused Host keeps its 403 from the listener (DNS rebinding).
    if (!front || hosts.check(req.headers.host) === undefined) return listener(req, res);
    res.writeHead(302, { Location: `${CONTROL_PATH}/`, 'Content-Length': '0' });
    res.end();
  };
}

function running(
  server: Server,
  proxy: FallbackProxy | undefined,
  drain: () => Promise<void>,
  where: Omit<RunningServer, 'close'>,
): RunningServer {
  let closing: Promise<void> | undefined;
  return {
    ...where,
    close() {
      closing ??= Promise.all([
        new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          server.closeAllConnections();
          proxy?.close();
        }),
        drain(),
      ]).then(() => undefined);
      return closing;
    },
  };
}

function listen(server: Server, port: number, host: string, proxy: FallbackProxy | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      proxy?.close();
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** createHookMock, loading a scenario file first; load errors name the file, field and expectation. */
async function createFromOptions(mockOptions: HookMockOptions, sessions: SessionsPort): Promise<ServerMock> {
  // Load errors (shape and cross-references alike) name the file, when it is one.
  const { scenario: input = 'default', flavor } = mockOptions;
  const { scenario, source } = await resolveScenarioOption(input, flavor);
  return createServerMock({ ...mockOptions, scenario }, source, plainBackend(), { sessions });
}

/** The mock's options: the server's without its own keys, with the node delivery transport. */
function mockOptionsOf(options: ServerOptions, queue: DeliveryQueue): HookMockOptions {
  const {
    port: _p,
    host: _h,
    fallback: _f,
    quiet: _q,
    corsOrigins: _c,
    allowedHosts: _a,
    publicUrl: _pu,
    timeouts: _t,
    sessions: _s,
    deliveryConcurrency: _dc,
    drainTimeoutMs: _dt,
    sessionHeapShare: _shs,
    ...mockOptions
  } = options;
  // Read under the current names first: the transport needs `deliveryHosts` whichever name was used.
  const current = currentOptions(mockOptions);
  // No timeout here: each mock (the root, each session, of its own flavor) gives its own per attempt.
  const transport = createDeliveryTransport({ allowHosts: current.deliveryHosts, queue });
  // On the server each flavor answers at its product's path (`/api/v1`, GitHub Enterprise's `/api/v3`).
  const baseUrl = current.baseUrl ?? flavorNamed(current.flavor ?? 'spec').baseUrl.server;
  return { transport, ...current, baseUrl };
}
