/**
 * What the flavor contract suite (flavors.contract.test.ts) needs to drive any flavor from its
 * registry entry alone: the request of a route row with its parameters filled from the default
 * scenario, a create body from the flavor's `hookTypeKey`, the token in the flavor's own form, and
 * the shapes the flavor's error bodies may take. Nothing here names a product.
 */
import { createHookMock } from '../../src/index.js';
import type { CoreResponse, FlavorName, HookMock } from '../../src/index.js';
import { FLAVORS } from '../../src/core/flavors/index.js';
import type { Flavor } from '../../src/core/flavors/index.js';
import type { RouteRow } from '../../src/core/contract/route-rows.js';
import type { Exchange } from '../../src/core/recording/exchange.js';

/** Every flavor of the registry, with its entry. */
export const CONTRACT_FLAVORS = Object.values(FLAVORS).map((flavor) => [flavor.name, flavor] as const);

/** A hook as the dashboard's hook desk (`GET /__hookmock/hooks`) shows it. */
export interface DeskHook {
  id: number;
  scope: { kind: 'repo'; owner: string; repo: string } | { kind: 'org'; org: string };
  secret: boolean;
  api: Record<string, unknown>;
  /** A cell per column of the product's dashboard view (`Product.dashboard`), by heading. */
  shown: Record<string, string | string[] | boolean>;
}

/** The origin the in-process mock answers on (a flavor pinned to its cloud's, else localhost). */
export const originOf = (flavor: Flavor) => new URL(flavor.baseUrl.inProcess, 'http://localhost').origin;

/**
 * The in-process mock of a flavor: its default scenario, deliveries recorded and not sent. `server`:
 * at the standalone server's layout (`/api/v1`, GitHub Enterprise's `/api/v3`, `/api/v4`), as the
 * recorder captures a session.
 */
export const contractMock = (name: FlavorName, layout: 'in-process' | 'server' = 'in-process'): HookMock =>
  createHookMock({
    flavor: name,
    ...(layout === 'server' ? { baseUrl: `${SERVER_ORIGIN}${FLAVORS[name].baseUrl.server}` } : {}),
  });

/** Where the server-layout mock answers (never reached: the requests go to `mock.handle`). */
export const SERVER_ORIGIN = 'http://127.0.0.1:4100';

/** The dashboard's view of the hooks: the control API's `GET /__hookmock/hooks`, in process. */
export async function deskHooks(mock: HookMock, flavor: Flavor): Promise<DeskHook[]> {
  const response = await mock.fetch(new Request(`${mock.origin ?? originOf(flavor)}/__hookmock/hooks`));
  if (!response) throw new Error('the control API did not answer in process');
  return ((await response.json()) as { hooks: DeskHook[] }).hooks;
}

/**
 * A create body by the contract's `hookTypeKey`: the Gitea family's `type`, GitHub's `name`, else
 * `url` with a `name` (Data Center's required name; GitLab's optional one).
 */
export function createBody(flavor: Flavor): Record<string, unknown> {
  const config = { url: 'https://contract.example.test/hook', content_type: 'json' };
  if (flavor.hookTypeKey === undefined) return { url: config.url, name: 'contract' };
  return { [flavor.hookTypeKey]: flavor.nativeType, active: true, events: ['push'], config };
}

/** The values a row's parameters take: the default scenario's first hook of the row's scope. */
export interface RowValues {
  hookId: number;
  deliveryId: number | undefined;
}

/**
 * A row's path with its parameters filled: a parameter after `hooks` (`webhooks`) is the hook's id, after
 * `deliveries` or `events` a delivery's id; `owner`/`repo`/`org` name acme/widgets and acme; any
 * other parameter right after the owner's segment is the owner by its full path (GitLab's `:id`).
 */
export function pathOf(flavor: Flavor, row: RouteRow, values: RowValues): string {
  const segments = row.pattern.split('/');
  return segments
    .map((segment, i) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const before = segments[i - 1];
      if (before === 'hooks' || before === 'webhooks') return String(values.hookId);
      if (before === 'deliveries' || before === 'events') return String(values.deliveryId ?? 1);
      const named: Record<string, string> = {
        owner: 'acme',
        repo: 'widgets',
        org: 'acme',
        username: 'alice',
        trigger: flavor.test.trigger ?? 'push',
        key: 'X-Contract',
      };
      if (named[name] !== undefined) return named[name];
      if (i === 2) return row.scope === 'repo' ? encodeURIComponent('acme/widgets') : 'acme';
      return '1';
    })
    .join('/');
}

/** One request to the in-process mock as `demo` (alice), the token in the flavor's own form. */
export async function send(
  mock: HookMock,
  flavor: Flavor,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ answer: CoreResponse | undefined; exchange: Exchange }> {
  const url = new URL(`${mock.origin ?? originOf(flavor)}${mock.basePath}${path}`);
  const [header, value] = flavor.credentials.header('demo');
  const headers: Record<string, string> = { [header]: value };
  const text = body === undefined ? '' : JSON.stringify(body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await mock.handle({
    method,
    url,
    header: (name) => headers[name.toLowerCase()] ?? null,
    body: text,
  });
  // What the recorder (src/node/record/recorder.ts) would have captured of the same exchange.
  const exchange: Exchange = {
    method,
    path: url.pathname,
    query: [...url.searchParams],
    authorization: headers.authorization ?? null,
    privateToken: headers['private-token'] ?? null,
    contentType: headers['content-type'] ?? null,
    requestBody: text,
    status: answer?.status ?? 0,
    responseHeaders: Object.fromEntries(
      Object.entries(answer?.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    ),
    responseBody: answer?.body ?? '',
  };
  return { answer, exchange };
}

/** The key sets of the flavor's own error bodies (its 404s, its other errors, with field errors or not). */
export function errorShapes(flavor: Flavor, status: number): Set<string> {
  const keys = (body: object | undefined) => (body ? Object.keys(body).sort().join(',') : '');
  const bodies: (object | undefined)[] = [
    flavor.errorBody(status, 'm', 'd'),
    flavor.errorBody(status, 'm', 'd', [{}]),
    flavor.notFoundBody('m', undefined, 'u'),
    flavor.notFoundBody(undefined, ['e'], 'u'),
    flavor.notFoundBody('m', ['e'], 'u'),
    typeof flavor.unknownRoute === 'object' ? flavor.unknownRoute : undefined,
    flavor.notAllowedBody,
  ];
  return new Set(bodies.map(keys).filter((k) => k !== ''));
}

/** The keys of an answer's JSON object body, sorted; undefined for anything else. */
export function bodyKeys(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return Object.keys(parsed).sort().join(',');
  } catch {
    return undefined;
  }
}
