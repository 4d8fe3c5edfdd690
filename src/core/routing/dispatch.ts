import type { Flavor } from '../contract/flavor.js';
import type { OperationContext } from '../hooks/operations.js';
import { ApiError } from '../http/api-error.js';
import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { principalFor } from '../auth/principal.js';
import type { Principal } from '../auth/principal.js';
import { apiJson, errorResponse, swaggerUrl } from '../http/respond.js';
import type { HookRoute, Method, RouteMatch } from './hook-routes.js';
import type { ApiHost } from './api-host.js';
import { RouteContext } from './route-context.js';
import type { Credential } from '../auth/credentials.js';

/**
 * One request under the base path, its route already matched (`Engine.handle`): credential, the
 * owner's checks, the handler, and the flavor's headers on whatever comes out.
 */
export function answerApi(
  host: ApiHost,
  request: CoreRequest,
  match: RouteMatch,
): CoreResponse | Promise<CoreResponse> {
  // The product's frame around every answer (GitHub's: flavors/github/frame.ts).
  const { frame } = host.flavor;
  return frame
    ? frame.around(request, host, () => answerRoute(host, request, match))
    : answerRoute(host, request, match);
}

function answerRoute(
  host: ApiHost,
  request: CoreRequest,
  match: RouteMatch,
): CoreResponse | Promise<CoreResponse> {
  const { flavor } = host;
  // GitHub names its documentation in every error; the products name the mock's swagger page
  // (read only when an answer needs it: most answers are no error).
  const root = () => flavor.docsUrl ?? swaggerUrl(request.url.origin, host.basePath);
  if (match.kind === 'none')
    return withHeaders(unknownRoute(flavor, request, root()), flavor.securityHeaders);
  if (match.kind === 'method')
    return withHeaders(methodNotAllowed(flavor, request, root(), match.allowed), flavor.securityHeaders);
  const { docs } = match.route;
  const credential = flavor.credentials.read(request);
  const warning = credential?.viaQuery ? flavor.queryTokenWarning : undefined;
  const extra = warning ? { ...host.routeHeaders, [warning[0]]: warning[1] } : host.routeHeaders;
  const fail = (error: unknown, url = docs ?? root()) => withHeaders(failure(flavor, error, url), extra);
  let principal: Principal | null = null;
  try {
    // An app's routes take its JWT, which the handler checks (ctx.app): no user token to resolve.
    if (credential && match.route.access !== 'app') principal = principalOf(host, credential);
  } catch (error) {
    // Bad credentials belong to no operation (GitHub: the REST root's documentation).
    return fail(error, root());
  }
  try {
    const ctx = operationContext(host, request, match, principal);
    const answer = match.route.run(ctx, match.params);
    if (answer instanceof Promise) return answer.then((r) => withHeaders(r, extra), fail);
    return withHeaders(answer, extra);
  } catch (error) {
    return fail(error);
  }
}

/**
 * A scenario user's token, else a token one of the product's services issued (GitHub's
 * installation tokens: `ProductService.principal`), else what `auth` makes of any other.
 */
function principalOf(host: ApiHost, credential: Credential): Principal {
  const { flavor, store } = host;
  const { token } = credential;
  if (host.services.some((s) => s.principal) && !store.userWithToken(token)) {
    const bad = flavor.unknownTokenMessage(token, credential.viaQuery);
    for (const service of host.services) {
      const principal = service.principal?.(token, host.nowMs(), bad);
      if (principal) return principal;
    }
  }
  return principalFor(credential, store, host.auth, host.siteAdmin(), flavor.unknownTokenMessage);
}

function operationContext(
  host: ApiHost,
  request: CoreRequest,
  match: { route: HookRoute; params: Record<string, string> },
  principal: Principal | null,
): OperationContext {
  const { route, params } = match;
  const found =
    route.access === 'app'
      ? undefined
      : host.owner({
          store: host.store,
          flavor: host.flavor,
          principal,
          route,
          params,
        });
  return new RouteContext(host, request, route, found, principal);
}

function withHeaders(response: CoreResponse, headers: Readonly<Record<string, string>>): CoreResponse {
  for (const [name, value] of Object.entries(headers))
    if (response.headers[name] === undefined) response.headers[name] = value;
  return response;
}

function failure(flavor: Flavor, error: unknown, docs: string): CoreResponse {
  if (error instanceof ApiError) return errorResponse(error, flavor, docs);
  // A bug of ours must still be a well-formed answer, never a crash.
  return apiJson(flavor, 500, {
    message: `hookmock internal error: ${error instanceof Error ? error.message : String(error)}`,
    url: docs,
  });
}

/** Unknown path under the base: the flavor's own 404 (JSON for spec, chi's text otherwise). */
function unknownRoute(flavor: Flavor, request: CoreRequest, docs: string): CoreResponse {
  if (typeof flavor.unknownRoute === 'object') return apiJson(flavor, 404, flavor.unknownRoute);
  if (flavor.unknownRoute === 'plain') {
    return {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
      body: '404 page not found\n',
    };
  }
  return apiJson(
    flavor,
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
  if (flavor.notAllowedBody) return apiJson(flavor, 405, flavor.notAllowedBody, { Allow: allow });
  const message = `method ${request.method} not allowed on ${request.url.pathname} (allowed: ${allow})`;
  return apiJson(flavor, 405, flavor.errorBody(405, message, docs), { Allow: allow });
}
