import type { CoreRequest, CoreResponse } from '../http/core-request.js';
import { timestamp } from '../util/timestamp.js';
import { JSON_TYPE, json } from '../http/respond.js';
import type { LogPage } from '../util/bounded-log.js';
import type { Scenario } from '../scenario/schema.js';
import { conditional, etagOf } from '../http/etag.js';
import { pageHeaders, pagingOf } from './paging.js';
import type { Paging } from './paging.js';
import { safeJsonArray } from '../http/safe-json.js';
import { goJson } from '../go/go-json.js';

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

/** A snapshot and its hooks sorted by id once, so a page is a binary search and a slice. */
interface Snapshot {
  revision: number;
  state: Scenario;
  byId: NonNullable<Scenario['hooks']>;
}

/**
 * The state pages of one mock: the last snapshot, kept while `Store.revision` stays what it was
 * (every write and every change of the events' world moves it), so a poll of an unchanged state
 * (the dashboard's, every second) does not copy every record again — at the largest `generate` a
 * snapshot takes hundreds of milliseconds. Only `clock` is refreshed.
 */
export class StatePages {
  private last: Snapshot | undefined;

  /** `GET /__hookmock/state`. */
  answer(request: CoreRequest, source: StateSource): CoreResponse {
    const paging = pagingOf(request);
    if (typeof paging === 'string') return json(400, { message: paging });
    return statePage(request, paging, this.current(source));
  }

  private current(source: StateSource): Snapshot {
    const { revision } = source.store;
    const hit = this.last;
    if (hit && hit.revision === revision)
      return { ...hit, state: { ...hit.state, clock: timestamp(source.now()) } };
    const state = source.snapshot();
    const byId = [...(state.hooks ?? [])].sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
    this.last = { revision, state, byId };
    return this.last;
  }
}

/** The index of the first hook whose id is above `after` (the hooks sorted by id). */
function firstAfter(hooks: Snapshot['byId'], after: number): number {
  let low = 0;
  let high = hooks.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((hooks[mid]?.id ?? 0) > after) high = mid;
    else low = mid + 1;
  }
  return low;
}

/**
 * A page of `GET /state`: the scenario object. `after` pages the hooks by id (ascending); `limit` caps the
 * hooks and also the users, orgs and repos listed (their totals are in `X-Hookmock-Totals`), so
 * a paged state is for looking at, not for loading back. The ETag ignores `clock`, which moves
 * with time: a 304 means nothing else changed.
 */
function statePage(request: CoreRequest, paging: Paging, { state, byId }: Snapshot): CoreResponse {
  const totals = LISTS.map((k) => `${k}=${state[k]?.length ?? 0}`).join(', ');
  // O(page): the sorted hooks are the snapshot's, found by id, not copied and sorted per request.
  const start = firstAfter(byId, paging.after);
  const left = byId.length - start;
  // The listed state, its lists replaced by pages below.
  const shown: Record<string, unknown> = { ...state };
  for (const k of ['users', 'orgs', 'repos'] as const) {
    if (state[k] && paging.limited) shown[k] = state[k].slice(0, paging.limit);
  }
  shown.hooks = byId.slice(start, start + Math.min(paging.limit, left));
  const last = byId[start + Math.min(paging.limit, left) - 1]?.id;
  const more = left > paging.limit;
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
