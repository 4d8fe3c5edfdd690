import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { JSON_TYPE, json } from '../http/respond.js';
import type { LogPage } from '../util/bounded-log.js';
import type { Scenario } from '../scenario/schema.js';
import { conditional, etagOf } from './etag.js';
import { pageHeaders, pagingOf } from './paging.js';
import { safeJsonArray } from './safe-json.js';
import { goJson } from '../go/go-json.js';
import { timestamp } from '../util/timestamp.js';

/**
 * The control API's growing answers — `/pings`, `/requests` and `/state` — with `?limit`/`?after`
 * paging and ETags (docs/reference/control-api.md: a large state was 78 MB per poll).
 */
export function listRoute<T>(
  request: CoreRequest,
  page: (after: number, limit: number) => LogPage<T>,
  extra: Record<string, string> = {},
): CoreResponse {
  const paging = pagingOf(request);
  if (typeof paging === 'string') return json(400, { message: paging });
  const result = page(paging.after, paging.limit);
  const body = safeJsonArray(result.entries);
  const headers = { 'Content-Type': JSON_TYPE, ...extra, ...pageHeaders(request, paging, result) };
  return conditional(request, { status: 200, headers, body }, etagOf(body));
}

type Listed = 'users' | 'orgs' | 'repos' | 'hooks';
const LISTS: Listed[] = ['users', 'orgs', 'repos', 'hooks'];

/** What `/state` reads: a snapshot, the clock, and a revision that changes with the state. */
interface StateSource {
  snapshot(): Scenario;
  now(): Date;
  readonly store: { readonly revision: number };
}

/**
 * The last snapshot per mock: a poll of an unchanged state (the dashboard's, every second)
 * reuses it instead of copying every record again — at the largest `generate` a snapshot takes
 * hundreds of milliseconds. Only `clock` is refreshed.
 */
const cache = new WeakMap<StateSource, { revision: number; state: Scenario }>();

function currentState(source: StateSource): Scenario {
  const hit = cache.get(source);
  if (hit && hit.revision === source.store.revision) return { ...hit.state, clock: timestamp(source.now()) };
  const state = source.snapshot();
  cache.set(source, { revision: source.store.revision, state });
  return state;
}

/**
 * `GET /state`: the scenario object. `after` pages the hooks by id (ascending); `limit` caps the
 * hooks and also the users, orgs and repos listed (their totals are in `X-Hookmock-Totals`), so
 * a paged state is for looking at, not for loading back. The ETag ignores `clock`, which moves
 * with time: a 304 means nothing else changed.
 */
export function stateRoute(request: CoreRequest, source: StateSource): CoreResponse {
  const paging = pagingOf(request);
  if (typeof paging === 'string') return json(400, { message: paging });
  const state = currentState(source);
  const totals = LISTS.map((k) => `${k}=${state[k]?.length ?? 0}`).join(', ');
  const hooks = [...(state.hooks ?? [])]
    .sort((a, b) => (a.id ?? 0) - (b.id ?? 0))
    .filter((h) => (h.id ?? 0) > paging.after);
  // The listed state, its lists replaced by pages below.
  const shown: Record<string, unknown> = { ...state };
  for (const k of ['users', 'orgs', 'repos'] as const) {
    if (state[k] && paging.limited) shown[k] = state[k].slice(0, paging.limit);
  }
  shown.hooks = hooks.slice(0, paging.limit);
  const last = hooks[Math.min(paging.limit, hooks.length) - 1]?.id;
  const more = hooks.length > paging.limit;
  const headers = {
    'Content-Type': JSON_TYPE,
    'X-Hookmock-Totals': totals,
    ...pageHeaders(request, paging, { lastSeq: last, total: state.hooks?.length ?? 0, more }),
  };
  const { clock: _clock, ...timeless } = shown;
  const tag = etagOf(goJson(timeless));
  const answer = conditional(request, { status: 200, headers, body: '' }, tag);
  return answer.status === 304 ? answer : { ...answer, body: goJson(shown) };
}
