import { formatMessage } from './errors/format-message.js';
import { Engine } from './engine.js';
import type { EnginePorts } from './engine.js';
import { fromFetchRequest, toFetchResponse } from './http/core-request.js';
import type { Backend } from './state/backend.js';
import { plainBackend } from './state/backend.js';
import type { HookMock, HookMockOptions } from './types.js';

/** A mock without msw handlers or an @mswjs/data database: what the standalone server runs. */
export type ServerMock = Omit<HookMock, 'handlers' | 'db'>;

/** The public face of an engine (shared by createHookMock and the standalone server). */
export function facadeOf(engine: Engine): ServerMock {
  return {
    pings: engine.pings,
    deliveries: engine.events.deliveries,
    emit: (event, options) => engine.events.emit(event, options),
    simulate: engine.events.simulate,
    requests: engine.journal,
    faults: engine.faults,
    reset: () => engine.reset(),
    load: (scenario) => engine.load(scenario),
    snapshot: () => engine.snapshot(),
    handle: (request) => engine.handle(coreRequest(request)),
    fetch: (request) => answerFetch(engine, request),
    owns: (pathname) => engine.owns(pathname),
    flavor: engine.flavor.name,
    basePath: engine.basePath,
    origin: engine.origin,
  };
}

/**
 * The same mock over plain Maps: nothing of msw or @mswjs/data is loaded, so a server starts
 * fast and small. `source` names the scenario in load errors (e.g. its file path); `ports` are
 * what the server adds (its session registry).
 */
export function createServerMock(
  options: HookMockOptions = {},
  source?: string,
  backend: Backend = plainBackend(),
  ports: EnginePorts = {},
): ServerMock {
  return facadeOf(new Engine(options, backend, source, ports));
}

/** `mock.fetch`: a fetch Request through the engine, the answer as a fetch Response. */
async function answerFetch(engine: Engine, request: unknown): Promise<Response | undefined> {
  if (!isFetchRequest(request))
    throw new TypeError(
      formatMessage(
        `mock.fetch(request) takes a fetch Request, e.g. new Request('http://localhost/api/v1/repos/acme/widgets/hooks'); got ${describe(request)}`,
      ),
    );
  const response = await engine.handle(await fromFetchRequest(request));
  return response === undefined ? undefined : toFetchResponse(response);
}

/**
 * `mock.handle`'s argument checked: a CoreRequest has a URL object and a `header` function. A
 * fetch Request (msw's `getResponse` takes one) is the usual mistake: say to use `mock.fetch`.
 */
function coreRequest<T>(request: T): T {
  const url: unknown =
    typeof request === 'object' && request !== null && 'url' in request ? request.url : undefined;
  if (url instanceof URL && typeof request === 'object' && request !== null && 'header' in request)
    return request;
  const what = isFetchRequest(request)
    ? 'a fetch Request: use mock.fetch(request) for those'
    : `got ${describe(request)}`;
  throw new TypeError(
    formatMessage(
      `mock.handle(request) takes a CoreRequest ({ method, url: URL, header(name), body }); ${what}`,
    ),
  );
}

/** A Request, or one from another realm or fetch implementation (the members the adapter reads). */
function isFetchRequest(value: unknown): value is Request {
  if (typeof Request !== 'undefined' && value instanceof Request) return true;
  if (typeof value !== 'object' || value === null) return false;
  if (!('url' in value && 'method' in value && 'text' in value && 'headers' in value)) return false;
  const { url, method, text, headers } = value;
  const hasGet = typeof headers === 'object' && headers !== null && 'get' in headers;
  return typeof url === 'string' && typeof method === 'string' && typeof text === 'function' && hasGet;
}

/** What was passed instead, for the error: a URL string is the usual mistake. */
function describe(value: unknown): string {
  if (typeof value === 'string' || value instanceof URL)
    return `the URL "${String(value).slice(0, 80)}" (wrap it: new Request(url, init))`;
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object that is not a Request' : typeof value;
}
