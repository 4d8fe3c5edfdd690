import type { CoreRequest } from '../http/core-request.js';

/**
 * `?limit=&after=` on the control API's list routes. `after` is a cursor: the `X-Next-After` of
 * the previous page (0, the default, starts at the oldest entry). `limit` is clamped to
 * MAX_PAGE; without it a route answers everything after the cursor, as it always did.
 */
const MAX_PAGE = 1000;

export interface Paging {
  after: number;
  limit: number;
  /** Whether the request asked for a limit (else the whole rest is answered). */
  limited: boolean;
}

/** The paging a request asks for, or an error message for a 400. */
export function pagingOf(request: CoreRequest): Paging | string {
  const params = request.url.searchParams;
  const after = params.get('after');
  const limit = params.get('limit');
  if (after !== null && !/^\d{1,15}$/.test(after))
    return '`after` must be a non-negative integer (a cursor from X-Next-After)';
  if (limit !== null && (!/^\d{1,15}$/.test(limit) || Number(limit) < 1))
    return `\`limit\` must be a positive integer (at most ${MAX_PAGE} are answered)`;
  return {
    after: after === null ? 0 : Number(after),
    limit: limit === null ? Number.MAX_SAFE_INTEGER : Math.min(Number(limit), MAX_PAGE),
    limited: limit !== null,
  };
}

/**
 * Headers of one page: how many entries there are (`X-Total-Count`), where the next page starts
 * (`X-Next-After`, the cursor of the last entry answered, or the request's own when the page is
 * empty, so a poller can always pass it back), the cursor of the newest entry (`X-Newest-After`,
 * logs only) and, when more entries follow, a `Link` to them.
 */
export function pageHeaders(
  request: CoreRequest,
  paging: Paging,
  page: { lastSeq: number | undefined; total: number; more: boolean },
): Record<string, string> {
  const next = page.lastSeq ?? paging.after;
  const headers: Record<string, string> = {
    'X-Total-Count': String(page.total),
    'X-Next-After': String(next),
  };
  if (page.more) {
    const url = new URL(request.url.pathname, 'http://x');
    url.searchParams.set('after', String(next));
    if (paging.limited) url.searchParams.set('limit', String(paging.limit));
    headers.Link = `<${url.pathname}${url.search}>; rel="next"`;
  }
  return headers;
}
