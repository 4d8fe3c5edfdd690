import { formatMessage } from '../../core/errors/format-message.js';
import type { IncomingMessage, RequestListener } from 'node:http';
import { json, swaggerUrl } from '../../core/http/respond.js';
import type { CoreRequest, CoreResponse } from '../../core/http/core-request.js';
import type { ServerMock } from '../../core/mock-facade.js';
import { write } from './write-answer.js';
import { crossSiteRefusal, wildcardLimit } from './cross-site-guard.js';
import type { FallbackProxy } from './fallback-proxy.js';
import type { HostPolicy } from './host-check.js';
import { corsHeaders, preflightHeaders } from './origin-policy.js';
import { notServed, preflight, refuseHost, tooLarge } from './listener-answers.js';
import type { Exchange } from './listener-answers.js';
import type { OriginPolicy } from './origin-policy.js';
import { readRequestBody } from './request-body.js';
import { trackAnswer } from './in-flight.js';
import { NETWORK_HEADER } from '../../core/faults/fault-response.js';
import { failConnection } from '../network-fault.js';
import { isServerControlPath, isSessionPath, routeSession } from '../session-routing.js';
import type { SessionRegistry } from '../../core/sessions/session-registry.js';
import { forwardPath, parseRequestTarget } from './request-target.js';
import type { MemoryGuard } from './memory-guard.js';
import { publicOrigin } from '../../core/http/public-origin.js';

export interface ListenerConfig {
  mock: ServerMock;
  /** Sessions: `/__hookmock/sessions…` and `/sessions/<id>/…` (src/node/session-routing.ts). */
  sessions?: SessionRegistry;
  hosts: HostPolicy;
  origins: OriginPolicy;
  fallback?: FallbackProxy;
  /** Deliveries are on (`deliver`): then `--cors-origin *` lets other pages read, not write (F8). */
  deliveries?: boolean;
  /** The memory budget: the health figures, and a 507 for a request that would grow past it. */
  memory?: MemoryGuard;
  /** `--public-url`'s origin: the one the API's links name (core/http/public-origin.ts). */
  publicUrl?: string;
  /** The bound origin: the error `url` of a request whose Host is refused. */
  boundOrigin(): string;
  log(line: string): void;
}

/**
 * The standalone server's request handling, as a plain node:http listener (as @hono/node-server's
 * `getRequestListener`): Host check, request target, fallback, CORS, control guard, body, then
 * `mock.handle` — the same request path the msw handlers use.
 */
export function getRequestListener(config: ListenerConfig): RequestListener {
  const handle = handler(config);
  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // Nothing a client sends may end the process: a failure here costs this connection only.
      config.log(formatMessage(`${req.method} ${String(req.url).slice(0, 200)} failed: ${describe(error)}`));
      res.destroy();
    }
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function handler(config: ListenerConfig): RequestListener {
  const { mock, hosts, origins, fallback } = config;
  // What the health route says of the root mock (the memory guard's 507 carries it too).
  const about = { flavor: mock.flavor, basePath: mock.basePath };
  return (req, res) => {
    // Answered later than now: the idle timeout must leave this socket alone until then.
    trackAnswer(req, res);
    const origin = hosts.check(req.headers.host);
    if (origin === undefined)
      return refuseHost(res, req.headers.host, swaggerUrl(config.boundOrigin(), mock.basePath));
    const docs = swaggerUrl(origin, mock.basePath);
    // The links' origin: `--public-url`'s, or this one with a TLS front's forwarded scheme (the core's rule).
    const url = parseRequestTarget(
      req.url ?? '/',
      publicOrigin(origin, (n) => headerValue(req, n) ?? undefined, config.publicUrl),
    );
    if (url === undefined)
      return write(res, json(400, { message: 'malformed request target', url: docs }), {});
    const proxied = fallback !== undefined && !mock.owns(url.pathname) && !isSessionPath(url.pathname);
    const control = isServerControlPath(url.pathname);
    const requestOrigin = headerValue(req, 'origin') ?? undefined;
    // Proxied answers get no CORS header of ours: the upstream's own pass through.
    const cors = proxied ? {} : corsHeaders(origins, requestOrigin, control);
    const exchange: Exchange = { req, res, url, docs, cors };
    // Before anything else, a foreign page is refused — for proxied paths too, so the mock never
    // lends its loopback address or the fallback's credentials to another site.
    const header = (name: string) => headerValue(req, name) ?? undefined;
    const method = req.method ?? 'GET';
    const strict = wildcardLimit(proxied, config.deliveries === true, method);
    const refusal = crossSiteRefusal(origins, origin, { method, control, header, strict });
    if (refusal !== undefined) {
      const body = control ? { message: refusal.message } : { message: refusal.message, url: docs };
      return write(res, json(refusal.status, body), cors);
    }
    // A link followed from another site (F12) reaches the fallback, but never with its credentials.
    if (proxied) return forward(config, exchange, undefined, header('sec-fetch-site') !== 'cross-site');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined)
      return preflight(exchange, preflightHeaders(origins, requestOrigin, control));
    readRequestBody(
      req,
      (body) => answer(config, exchange, body, about),
      () => tooLarge(exchange),
    );
  };
}

function answer(
  config: ListenerConfig,
  exchange: Exchange,
  body: Buffer | undefined,
  about: Readonly<Record<string, string>>,
): void {
  const { req, res } = exchange;
  const request = coreRequest(exchange, body);
  const fail = (error: unknown) => {
    config.log(formatMessage(`${request.method} ${exchange.url.pathname} failed: ${describe(error)}`));
    if (res.headersSent) return res.destroy();
    const message = `hookmock internal error: ${error instanceof Error ? error.message : String(error)}`;
    try {
      write(res, json(500, { message, url: exchange.docs }), exchange.cors);
    } catch {
      res.destroy();
    }
  };
  const send = (answer: CoreResponse | undefined) => {
    // Not the mock's (a base URL pinned to another origin): the fallback's, or a 404.
    if (answer === undefined && config.fallback !== undefined) return forward(config, exchange, body);
    const response = answer ?? notServed(request);
    // A network error (an injected fault, or HttpResponse.error()): no answer at all.
    if (response.status === 0) return failConnection(req.socket, response.headers[NETWORK_HEADER]);
    write(res, response, exchange.cors);
  };
  try {
    const refused = config.memory?.check(request, exchange.docs, about);
    if (refused !== undefined) return send(refused);
    const routed = config.sessions ? routeSession(config.sessions, request) : undefined;
    const run = () =>
      routed === undefined
        ? config.mock.handle(request)
        : 'mock' in routed
          ? routed.mock.handle(routed.request)
          : routed;
    const result = config.memory ? config.memory.inTurn(request, run) : run();
    // `send` may throw too (a header node:http refuses): `fail` turns it into a 500 or a closed socket.
    if (result instanceof Promise) result.then(send).catch(fail);
    else send(result);
  } catch (error) {
    fail(error);
  }
}

/** The request as the core sees it. */
function coreRequest(exchange: Exchange, body: Buffer | undefined): CoreRequest {
  const { req } = exchange;
  return {
    method: req.method ?? 'GET',
    url: exchange.url,
    header: (name) => headerValue(req, name),
    body: body === undefined ? '' : body.toString('utf8'),
  };
}

function forward(config: ListenerConfig, exchange: Exchange, body?: Buffer, credentials = true): void {
  const { req, res, url, docs } = exchange;
  const onError = (status: 502 | 504, message: string) =>
    write(res, json(status, { message, url: docs }), {});
  config.fallback?.forward(req, res, forwardPath(url), onError, body, credentials);
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  if (value === undefined) return null;
  return typeof value === 'string' ? value : value.join(', ');
}
