import { createServer, ServerResponse } from 'node:http';
import type { ClientRequest, IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type httpProxy from 'http-proxy';
import { flavorNamed } from '../../core/flavors/index.js';
import type { FlavorName } from '../../core/contract/flavor.js';
import { isRecordedRoute } from '../../core/recording/recorded-route.js';
import type { Exchange } from '../../core/recording/exchange.js';
import { DEFAULT_TIMEOUTS } from '../server-settings.js';
import { guardRecorder } from './recorder-guard.js';
import { throughRecorder } from './through-recorder.js';

/** Options of `startRecorder`: the real server, and where the proxy listens. */
export interface RecorderOptions {
  /** The real server, e.g. `http://127.0.0.1:3000`. */
  upstream: string;
  /** The proxy's port; 0 picks a free one. */
  port?: number;
  /** The proxy's address. Default 127.0.0.1. */
  host?: string;
  /**
   * The upstream's dialect: which routes are captured (GitHub's own `/config`, `/pings` and
   * `/deliveries…` for `github`) and the default `basePath` (the flavor's server base path:
   * `/api/v1`, GitHub Enterprise's `/api/v3`). Default `spec`.
   */
  flavor?: FlavorName;
  /** The API's base path: requests under it are captured. Default: the flavor's. */
  basePath?: string;
  /** Called with each captured exchange as it completes (the CLI appends it to `<out>.partial`). */
  onExchange?: (exchange: Exchange) => void;
}

/** A running recorder: its URL, what it captured, and how to stop it. */
export interface Recorder {
  /** Where clients should point, e.g. `http://127.0.0.1:4200`. */
  url: string;
  /** The webhook-API exchanges captured so far, in order. */
  exchanges: Exchange[];
  /** How many requests were forwarded without being captured (not on the flavor's webhook API). */
  readonly skipped: number;
  /**
   * Stops taking requests and resolves with the exchanges once the ones in flight finished, or
   * after `graceMs` (default 2 s), when they are aborted: an upstream that never answers cannot
   * keep the recording from being written (docs/internals/security.md: recorder).
   */
  stop(options?: { graceMs?: number }): Promise<Exchange[]>;
  /** Aborts every request in flight and closes every connection now (a second Ctrl-C). */
  abort(): void;
}

/**
 * A local proxy in front of a real server (http-proxy with `selfHandleResponse`, so bodies can
 * be read): every exchange is forwarded unchanged and webhook-API ones are captured in order.
 *
 * @example
 * const recorder = await startRecorder({ upstream: 'https://git.example.com', port: 0 });
 * // … point the client at recorder.url and let it work …
 * const exchanges = await recorder.stop();
 * @see docs/guide/recording.md
 */
export async function startRecorder(options: RecorderOptions): Promise<Recorder> {
  const flavor = options.flavor ?? 'spec';
  const basePath = (options.basePath ?? flavorNamed(flavor).baseUrl.server).replace(/\/+$/, '');
  const exchanges: Exchange[] = [];
  let skipped = 0;
  // Imported at the first recording: http-proxy (and follow-redirects) is not part of every import of hookmock/node.
  const { default: proxies } = await import('http-proxy');
  const { proxy, inFlight } = createProxy(proxies, options.upstream);
  const pending = new WeakMap<IncomingMessage, { body: string; capture: boolean }>();

  answerFromUpstream(proxy, options.upstream, (req, proxyRes, responseBody) => {
    const info = pending.get(req);
    if (!info?.capture) return;
    const exchange = toExchange(req, info.body, proxyRes, responseBody);
    exchanges.push(exchange);
    options.onExchange?.(exchange);
  });

  const host = options.host ?? '127.0.0.1';
  let boundPort = options.port ?? 0;
  const server = createServer((req, res) => {
    guard.admit(req, res, (body) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const capture = path.startsWith(`${basePath}/`) && isRecordedRoute(path.slice(basePath.length), flavor);
      pending.set(req, { body: body.toString('utf8'), capture });
      if (!capture) skipped += 1;
      // Recordings must hold text, not gzip bytes (docs/toolkit-notes.md §1.9).
      req.headers['accept-encoding'] = 'identity';
      proxy.web(req, res, { buffer: Readable.from(body) });
    });
  });
  const guard = guardRecorder(server, host, () => boundPort);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo; // a string only for pipes
  boundPort = port;
  function abort(): void {
    for (const request of inFlight) request.destroy(new Error('recording stopped'));
    server.closeAllConnections();
  }
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    exchanges,
    get skipped() {
      return skipped;
    },
    stop: async ({ graceMs = 2000 } = {}) => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const deadline = setTimeout(abort, graceMs);
      await closed;
      clearTimeout(deadline);
      proxy.close();
      return exchanges;
    },
    abort,
  };
}

/** The proxy to the upstream, and the requests it has in flight (so a stop can abort them). */
function createProxy(
  proxies: typeof httpProxy,
  upstream: string,
): { proxy: httpProxy; inFlight: Set<ClientRequest> } {
  const proxy = proxies.createProxyServer({
    target: upstream,
    changeOrigin: true,
    selfHandleResponse: true,
    // A silent upstream gets the client a 502 after this, as `serve --fallback` does.
    proxyTimeout: DEFAULT_TIMEOUTS.fallback,
  });
  const inFlight = new Set<ClientRequest>();
  proxy.on('proxyReq', (proxyReq) => {
    inFlight.add(proxyReq);
    proxyReq.on('close', () => inFlight.delete(proxyReq));
  });
  return { proxy, inFlight };
}

/**
 * Reads each upstream answer whole (so it can be captured), hands it to `capture`, then sends it
 * on with its real length; an upstream failure becomes a 502 unless an answer has begun.
 */
function answerFromUpstream(
  proxy: httpProxy,
  upstream: string,
  capture: (req: IncomingMessage, proxyRes: IncomingMessage, responseBody: string) => void,
): void {
  proxy.on('proxyRes', (proxyRes, req, res) => {
    const chunks: Buffer[] = [];
    proxyRes.on('data', (chunk: Buffer) => chunks.push(chunk));
    proxyRes.on('end', () => {
      const raw = Buffer.concat(chunks);
      capture(req, proxyRes, raw.toString('utf8'));
      // The client keeps talking to the recorder: the upstream's links point at it instead.
      const { headers, body } = throughRecorder(proxyRes.headers, raw, upstream, req.headers.host);
      res.writeHead(proxyRes.statusCode ?? 502, headers);
      res.end(body);
    });
  });
  proxy.on('error', (error, _req, out) => {
    // http-proxy passes a Socket here only for WebSocket upgrades, which the recorder never proxies.
    if (!(out instanceof ServerResponse) || out.destroyed || out.writableEnded) return;
    if (!out.headersSent) out.writeHead(502, { 'content-type': 'application/json' });
    out.end(JSON.stringify({ message: `hookmock record: upstream error: ${error.message}` }));
  });
}

function toExchange(
  req: IncomingMessage,
  requestBody: string,
  res: IncomingMessage,
  responseBody: string,
): Exchange {
  const url = new URL(req.url ?? '/', 'http://recorder');
  const responseHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined)
      responseHeaders[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: [...url.searchParams],
    authorization: req.headers.authorization ?? null,
    privateToken: firstHeader(req.headers['private-token']),
    contentType: req.headers['content-type'] ?? null,
    requestBody,
    status: res.statusCode ?? 0,
    responseHeaders,
    responseBody,
  };
}

/** A request header's value (the first, if it came more than once), or null. */
function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
