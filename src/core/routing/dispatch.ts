import type { Flavor } from '../flavors/flavor.js';
import type { HookJsonCache } from '../hooks/hook-json.js';
import type { OperationContext } from '../hooks/operations.js';
import { authorizeOrg, authorizeRepo } from '../auth/access.js';
import { ApiError } from '../http/api-error.js';
import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { credentialOf } from '../auth/credentials.js';
import { principalFor } from '../auth/principal.js';
import type { Principal } from '../auth/principal.js';
import { errorResponse, json, swaggerUrl } from '../http/respond.js';
import type { HookRecord, UserRecord } from '../state/database.js';
import type { Store } from '../state/store.js';
import type { HookRoute, Method, RouteMatch } from './hook-routes.js';

/** What answering the hook routes needs from the mock around them. */
export interface ApiHost {
  readonly store: Store;
  readonly flavor: Flavor;
  readonly basePath: string;
  readonly auth: 'any' | 'strict';
  readonly hookJson: HookJsonCache;
  /** Who an unknown token acts as in `auth: 'any'`. */
  siteAdmin(): UserRecord;
  /** `created`/`updated` of writes. */
  now(): string;
  /** Presses a hook's test route for `sender`. */
  press(ctx: OperationContext, hook: HookRecord, sender: UserRecord): Promise<unknown>;
}

/**
 * One request under the base path, its route already matched (`Engine.handle`): credential, the
 * owner's checks, the handler, and the flavor's headers on whatever comes out.
 */
export function answerApi(
  host: ApiHost,
  request: CoreRequest,
  match: RouteMatch,
): CoreResponse | Promise<CoreResponse> {
  const { flavor } = host;
  const docs = swaggerUrl(request.url.origin, host.basePath);
  if (match.kind === 'none') return withHeaders(unknownRoute(flavor, request, docs), flavor.securityHeaders);
  if (match.kind === 'method')
    return withHeaders(methodNotAllowed(flavor, request, docs, match.allowed), flavor.securityHeaders);
  const credential = credentialOf(request);
  const extra: Record<string, string> = { ...flavor.securityHeaders, ...flavor.routeHeaders };
  const warning = credential?.viaQuery ? flavor.queryTokenWarning : undefined;
  if (warning) extra[warning[0]] = warning[1];
  const fail = (error: unknown) => withHeaders(failure(flavor, error, docs), extra);
  try {
    const principal = credential
      ? principalFor(credential, host.store, host.auth, host.siteAdmin(), flavor.unknownTokenMessage)
      : null;
    const ctx = operationContext(host, request, match, principal);
    const answer = match.route.handler(ctx, match.params);
    if (answer instanceof Promise) return answer.then((r) => withHeaders(r, extra), fail);
    return withHeaders(answer, extra);
  } catch (error) {
    return fail(error);
  }
}

function operationContext(
  host: ApiHost,
  request: CoreRequest,
  match: { route: HookRoute; params: Record<string, string> },
  principal: Principal | null,
): OperationContext {
  const { route, params } = match;
  const checks = {
    store: host.store,
    flavor: host.flavor,
    principal,
    level: route.method === 'GET' ? ('read' as const) : ('write' as const),
  };
  const owner =
    route.scope === 'repo'
      ? authorizeRepo(checks, params.owner ?? '', params.repo ?? '')
      : authorizeOrg(checks, params.org ?? '');
  const ctx: OperationContext = {
    store: host.store,
    flavor: host.flavor,
    json: host.hookJson,
    request,
    owner,
    now: () => host.now(),
    test: async (hook) => {
      // authorize* refuse anonymous callers before any handler runs; this only restates it.
      if (!principal) throw new ApiError(401, 'token is required');
      await host.press(ctx, hook, principal.user);
    },
  };
  return ctx;
}

function withHeaders(response: CoreResponse, headers: Readonly<Record<string, string>>): CoreResponse {
  for (const [name, value] of Object.entries(headers))
    if (response.headers[name] === undefined) response.headers[name] = value;
  return response;
}

function failure(flavor: Flavor, error: unknown, docs: string): CoreResponse {
  if (error instanceof ApiError) return errorResponse(error, flavor, docs);
  // A bug of ours must still be a well-formed answer, never a crash.
  return json(500, {
    message: `hookmock internal error: ${error instanceof Error ? error.message : String(error)}`,
    url: docs,
  });
}

/** Unknown path under the base: the flavor's own 404 (JSON for spec, chi's text otherwise). */
function unknownRoute(flavor: Flavor, request: CoreRequest, docs: string): CoreResponse {
  if (flavor.unknownRoute === 'plain') {
    return {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
      body: '404 page not found\n',
    };
  }
  return json(
    404,
    flavor.notFoundBody(undefined, [`no route for ${request.method} ${request.url.pathname}`], docs),
  );
}

function methodNotAllowed(
  flavor: Flavor,
  request: CoreRequest,
  docs: string,
  allowed: Method[],
): CoreResponse {
  const allow = allowed.join(', ');
  if (flavor.unknownRoute === 'plain') return { status: 405, headers: { Allow: allow }, body: '' };
  return json(
    405,
    {
      message: `method ${request.method} not allowed on ${request.url.pathname} (allowed: ${allow})`,
      url: docs,
    },
    { Allow: allow },
  );
}
