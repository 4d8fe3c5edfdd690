import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type httpProxy from 'http-proxy';
import { UNOWNED_HEADER } from '../core/engine.js';
import { createServerMock } from '../core/mock-facade.js';
import { builtinScenario } from '../core/scenario/builtins.js';
import { loadFaker, needsFaker } from '../core/scenario/faker-source.js';
import type { ServerMock } from '../core/mock-facade.js';
import type { CoreRequest, CoreResponse, HookMockOptions } from '../core/types.js';
import { isScenarioPath, loadScenarioFile } from './load-scenario-file.js';
import { fetchTransport } from '../core/pings/fetch-transport.js';

export interface ServerOptions extends HookMockOptions {
  /**
   * As in createHookMock, plus file paths: a string containing "/" or ending in .json is loaded
   * from disk (JSON, or a module's default export); errors name the file.
   */
  scenario?: HookMockOptions['scenario'];
  /** Default 4100; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1 (the control API takes no credentials). */
  host?: string;
  /** Requests the mock does not own are proxied here (http-proxy). */
  fallback?: string;
  /** No log lines (the listening line, proxy and handler errors). */
  quiet?: boolean;
}

export interface RunningServer {
  /** The mocked API's URL, e.g. `http://127.0.0.1:4100/api/v1`. */
  readonly url: string;
  /** `http://127.0.0.1:4100`: the control API is at `${origin}/__hookmock/`. */
  readonly origin: string;
  readonly port: number;
  /** The mock behind the server (plain Maps: no msw handlers, no @mswjs/data `db`). */
  readonly mock: ServerMock;
  /** Stops listening, drops open connections and resolves when the server is closed. */
  close(): Promise<void>;
}

/** Request bodies over this get 413 (a deliberate limit; the reference has none). */
export const BODY_LIMIT = 1024 * 1024;

const CORS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-Total-Count, Link',
};
const PREFLIGHT_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
const PREFLIGHT_HEADERS = ['Authorization', 'Content-Type', 'Accept'];
const JSON_TYPE = 'application/json;charset=utf-8';

/**
 * The standalone server: a small node:http adapter over `mock.handle`, the same request path the
 * msw handlers use. No `setupServer` runs in this process, so deliveries and proxied requests go
 * out untouched (mock-toolkit-notes §1.8).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { port = 4100, host = '127.0.0.1', fallback, quiet = false, ...mockOptions } = options;
  const mock = await createFromOptions(mockOptions);
  const log = quiet ? () => undefined : (line: string) => console.error(line);
  const basePath = mock.basePath.replace(/\/+$/, '');
  // The reference's error `url`: origin + base path without its version + /swagger (§4.1).
  const swaggerPath = `${basePath.replace(/\/v\d+$/, '')}/swagger`;

  let proxy: httpProxy | undefined;
  if (fallback !== undefined) {
    const target = new URL(fallback); // throws on a malformed URL before we listen
    // Loaded only when a fallback is asked for: most servers never proxy.
    const { default: createProxy } = await import('http-proxy');
    proxy = createProxy.createProxyServer({ target: target.href, changeOrigin: true, xfwd: true });
    proxy.on('proxyRes', (proxyRes) => {
      proxyRes.headers['access-control-allow-origin'] ??= '*';
    });
    proxy.on('error', (error, req, res) => {
      log(`hookmock: fallback ${req.method} ${req.url} failed: ${error.message}`);
      if ('writeHead' in res && !res.headersSent) {
        writeJson(res as ServerResponse, 502, {
          message: `fallback upstream unreachable: ${error.message}`,
          url: fallback,
        });
      } else {
        res.destroy();
      }
    });
  }

  /** With a fallback, everything but the control API and the hook routes goes upstream. */
  const mayOwn = (rawUrl: string): boolean => {
    const query = rawUrl.indexOf('?');
    return mock.owns(query < 0 ? rawUrl : rawUrl.slice(0, query));
  };

  const server: Server = createServer((req, res) => {
    const rawUrl = req.url ?? '/';
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    const errorUrl = origin + swaggerPath;

    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      res.writeHead(204, preflightHeaders(req.headers['access-control-request-headers']));
      res.end();
      return;
    }
    if (proxy !== undefined && !mayOwn(rawUrl)) {
      proxy.web(req, res);
      return;
    }

    let url: URL;
    try {
      url = new URL(rawUrl, origin);
    } catch {
      writeJson(res, 400, { message: 'malformed request URL or Host header', url: errorUrl });
      return;
    }

    const answer = (raw: Buffer | undefined) => {
      const request: CoreRequest = {
        method: req.method ?? 'GET',
        url,
        header: (name) => headerValue(req, name),
        body: raw === undefined ? '' : raw.toString('utf8'),
      };
      let result: CoreResponse | Promise<CoreResponse>;
      try {
        result = mock.handle(request);
      } catch (error) {
        fail(error);
        return;
      }
      if (result instanceof Promise) result.then((response) => send(response, raw), fail);
      else send(result, raw);
    };

    const send = (response: CoreResponse, raw: Buffer | undefined) => {
      if (response.status === 404 && response.headers[UNOWNED_HEADER] !== undefined) {
        if (proxy !== undefined) {
          proxy.web(req, res, raw === undefined ? {} : { buffer: Readable.from([raw]) });
          return;
        }
        const { [UNOWNED_HEADER]: _internal, ...headers } = response.headers;
        response = { ...response, headers };
      }
      if (response.status === 0) {
        // HttpResponse.error(): a network error, seen by the client as a connection reset.
        req.socket.destroy();
        return;
      }
      writeResponse(res, response);
    };

    const fail = (error: unknown) => {
      log(
        `hookmock: ${req.method} ${rawUrl} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const detail = error instanceof Error ? error.message : String(error);
      writeJson(res, 500, { message: `internal error: ${detail}`, url: errorUrl });
    };

    const length = req.headers['content-length'];
    if ((length === undefined || length === '0') && req.headers['transfer-encoding'] === undefined) {
      answer(undefined); // no body: node discards the empty request stream itself
      return;
    }
    if (length !== undefined && Number(length) > BODY_LIMIT) {
      tooLarge(req, res, errorUrl);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let rejected = false;
    req.on('data', (chunk: Buffer) => {
      if (rejected) return;
      size += chunk.length;
      if (size > BODY_LIMIT) {
        rejected = true;
        chunks.length = 0;
        tooLarge(req, res, errorUrl);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!rejected) answer(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    });
    req.on('error', () => res.destroy());
  });

  server.on('clientError', (_error, socket) => {
    // A response may already be on the wire (e.g. a 413 before the rest of the body): never a second one.
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent && !answered.has(socket))
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  // CONNECT is not routed through 'request'; answer it instead of dropping the socket.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });

  await new Promise<void>((resolve, reject) => {
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

  const actualPort = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const url = `${origin}${basePath}`;
  if (!quiet) console.log(`hookmock listening on ${url}`);

  let closing: Promise<void> | undefined;
  return {
    url,
    origin,
    port: actualPort,
    mock,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        proxy?.close();
      });
      return closing;
    },
  };
}

/** createHookMock, loading a scenario file first; load errors name the file, field and expectation. */
async function createFromOptions(options: HookMockOptions): Promise<ServerMock> {
  const { scenario = 'default' } = options;
  const withTransport = { transport: fetchTransport, ...options };
  const isFile = typeof scenario === 'string' && isScenarioPath(scenario);
  const value = isFile
    ? await loadScenarioFile(scenario)
    : typeof scenario === 'string'
      ? builtinScenario(scenario)
      : scenario;
  if (needsFaker(value)) await loadFaker();
  // Load errors (shape and cross-references alike) name the file.
  return createServerMock({ ...withTransport, scenario: value }, isFile ? scenario : undefined);
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  if (value === undefined) return null;
  return typeof value === 'string' ? value : value.join(', ');
}

function preflightHeaders(requested: string | undefined): Record<string, string> {
  let allowed = PREFLIGHT_HEADERS.join(', ');
  if (requested) {
    const known = new Set(PREFLIGHT_HEADERS.map((h) => h.toLowerCase()));
    const extra = requested
      .split(',')
      .map((h) => h.trim())
      .filter((h) => h !== '' && !known.has(h.toLowerCase()));
    if (extra.length > 0) allowed += `, ${extra.join(', ')}`;
  }
  return {
    ...CORS,
    'Access-Control-Allow-Methods': PREFLIGHT_METHODS,
    'Access-Control-Allow-Headers': allowed,
    'Access-Control-Max-Age': '600',
    'Content-Length': '0',
  };
}

function writeResponse(res: ServerResponse, response: CoreResponse): void {
  const headers: Record<string, string> = { ...CORS, ...response.headers };
  const noBody = response.status === 204 || response.status === 304;
  if (!noBody) headers['Content-Length'] = String(Buffer.byteLength(response.body));
  res.writeHead(response.status, headers);
  res.end(noBody ? undefined : response.body);
}

function writeJson(res: ServerResponse, status: number, value: unknown): void {
  writeResponse(res, { status, headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify(value) });
}

/** Sockets that already got their final answer: a later parse error must not add a second one. */
const answered = new WeakSet<object>();

function tooLarge(req: IncomingMessage, res: ServerResponse, errorUrl: string): void {
  answered.add(req.socket);
  res.setHeader('Connection', 'close');
  writeJson(res, 413, { message: 'request body too large (limit 1 MiB)', url: errorUrl });
  req.resume(); // drain (and discard) what the client still sends, so it reads the answer cleanly
}
