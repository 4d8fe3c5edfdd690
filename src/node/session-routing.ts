import type { ServerMock } from '../core/mock-facade.js';
import { createServerMock } from '../core/mock-facade.js';
import type { CoreRequest, CoreResponse, HookMockOptions } from '../core/types.js';
import { builtinScenario } from '../core/scenario/builtins.js';
import { loadFaker, needsFaker } from '../core/scenario/faker-source.js';
import { json } from '../core/http/respond.js';
import { SessionError, SessionRegistry } from '../core/sessions/session-registry.js';
import type { SessionLimits, SessionOptions } from '../core/sessions/session-registry.js';
import { sessionsControl } from '../core/sessions/sessions-control.js';
import { isScenarioPath, loadScenarioFile } from './load-scenario-file.js';

/** A request for a session's mock, its control path rewritten to the mock's own `/__hookmock`. */
export interface SessionTarget {
  mock: ServerMock;
  request: CoreRequest;
}

/**
 * The server's sessions: a registry whose mocks take the server's options, with the session's
 * own scenario (a built-in name or an object; never a file path from a request), flavor and auth.
 */
export function sessionRegistry(serverOptions: HookMockOptions, limits: SessionLimits): SessionRegistry {
  return new SessionRegistry(async (options: SessionOptions, basePath: string) => {
    const scenario = await sessionScenario(options.scenario, serverOptions.scenario);
    if (needsFaker(scenario)) await loadFaker();
    return createServerMock({ ...serverOptions, ...options, scenario, baseUrl: basePath });
  }, limits);
}

async function sessionScenario(asked: SessionOptions['scenario'], server: HookMockOptions['scenario']) {
  if (typeof asked === 'string') return builtinScenario(asked);
  if (asked !== undefined) return asked;
  if (typeof server === 'string')
    return isScenarioPath(server) ? loadScenarioFile(server) : builtinScenario(server);
  return server ?? builtinScenario('default');
}

/** A session's paths are the mock's own, never the fallback's. */
export function isSessionPath(path: string): boolean {
  return path.startsWith('/sessions/');
}

/** The control API, the root's or a session's: the stricter origin rules apply to both. */
export function isServerControlPath(path: string): boolean {
  return /^(?:\/sessions\/[^/]+)?\/__hookmock(?:\/|$)/.test(path);
}

/**
 * Where a request goes: `/__hookmock/sessions…` is the registry's control API, `/sessions/<id>/…`
 * a session's mock; undefined for everything else (the root mock, the default session).
 */
export function routeSession(
  registry: SessionRegistry,
  request: CoreRequest,
): SessionTarget | Promise<CoreResponse> | CoreResponse | undefined {
  const path = request.url.pathname;
  if (path === '/__hookmock/sessions' || path.startsWith('/__hookmock/sessions/'))
    return sessionsControl(registry, request);
  if (!path.startsWith('/sessions/')) return undefined;
  const slash = path.indexOf('/', '/sessions/'.length);
  const id = path.slice('/sessions/'.length, slash < 0 ? undefined : slash);
  const rest = slash < 0 ? '' : path.slice(slash);
  let mock: ServerMock;
  try {
    mock = registry.use(id).mock;
  } catch (error) {
    if (error instanceof SessionError) return json(error.status, { message: error.message });
    throw error;
  }
  if (rest !== '/__hookmock' && !rest.startsWith('/__hookmock/')) return { mock, request };
  const url = new URL(request.url);
  url.pathname = rest;
  return { mock, request: { ...request, url, header: request.header } };
}
