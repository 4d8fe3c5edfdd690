import type { ServerMock } from '../core/mock-facade.js';
import { createServerMock } from '../core/mock-facade.js';
import type { CoreRequest, CoreResponse, HookMockOptions } from '../core/types.js';
import { resolveScenarioInput } from '../core/scenario/resolve-input.js';
import { json } from '../core/http/respond.js';
import { SessionError, SessionRegistry } from '../core/sessions/session-registry.js';
import type { SessionLimits, SessionOptions } from '../core/sessions/session-registry.js';
import { isControlPath } from '../core/http/control-path.js';
import { sessionRoot } from '../core/control/session-paths.js';
import { flavorNamed } from '../core/flavors/index.js';
import { resolveScenarioOption } from './load-scenario-file.js';

/** A request for a session's mock, its control path rewritten to the mock's own control path. */
export interface SessionTarget {
  mock: ServerMock;
  request: CoreRequest;
}

/**
 * The server's sessions: a registry whose mocks take the server's options, with the session's
 * own scenario (a built-in name or an object; never a file path from a request), flavor and auth.
 */
export function sessionRegistry(serverOptions: HookMockOptions, limits: SessionLimits): SessionRegistry {
  return new SessionRegistry(async (options: SessionOptions, root: string) => {
    // A session's own scenario comes from a request: a name or an object, never a file path.
    const { scenario } =
      options.scenario !== undefined
        ? await resolveScenarioInput(options.scenario)
        : await resolveScenarioOption(serverOptions.scenario ?? 'default');
    // A session's API sits under its prefix at its flavor's path (`/api/v1`, GitHub's `/api/v3`).
    const flavor = flavorNamed(options.flavor ?? serverOptions.flavor ?? 'spec');
    return createServerMock({
      ...serverOptions,
      ...options,
      scenario,
      baseUrl: `${root}${flavor.baseUrl.server}`,
    });
  }, limits);
}

const SESSIONS = sessionRoot('');

/** A session's paths are the mock's own, never the fallback's. */
export function isSessionPath(path: string): boolean {
  return path.startsWith(SESSIONS);
}

/** `/sessions/<id>/rest` as its id and rest, or undefined for another path. */
function sessionPathOf(path: string): { id: string; rest: string } | undefined {
  if (!isSessionPath(path)) return undefined;
  const slash = path.indexOf('/', SESSIONS.length);
  const id = path.slice(SESSIONS.length, slash < 0 ? undefined : slash);
  return { id, rest: slash < 0 ? '' : path.slice(slash) };
}

/** The control API, the root's or a session's: the stricter origin rules apply to both. */
export function isServerControlPath(path: string): boolean {
  const session = sessionPathOf(path);
  return isControlPath(session ? session.rest : path);
}

/**
 * The `/sessions/<id>/…` rewrite: a session's mock and the request as that mock sees it (its
 * control path `/sessions/<id>/__hookmock…` becomes the mock's own); undefined for everything
 * else — the root mock, whose control API also has the sessions rows (src/core/control/routes).
 */
export function routeSession(
  registry: SessionRegistry,
  request: CoreRequest,
): SessionTarget | CoreResponse | undefined {
  const session = sessionPathOf(request.url.pathname);
  if (!session) return undefined;
  const { id, rest } = session;
  let mock: ServerMock;
  try {
    mock = registry.use(id).mock;
  } catch (error) {
    if (error instanceof SessionError) return json(error.status, { message: error.detail });
    throw error;
  }
  if (!isControlPath(rest)) return { mock, request };
  const url = new URL(request.url);
  url.pathname = rest;
  return { mock, request: { ...request, url, header: request.header } };
}
