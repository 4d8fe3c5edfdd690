import type { Flavor } from '../contract/flavor.js';
import { goQueryEscape } from '../go/go-query.js';

export const DEFAULT_LIMIT = 30;
export const MAX_LIMIT = 50;

export interface Page {
  /** `null` means every item (Forgejo without a usable `page`, docs/behaviour.md §6). */
  page: number | null;
  limit: number;
}

/** Go's strconv.Atoi as `ctx.FormInt` uses it: anything unparsable is 0. */
function formInt(value: string | null): number {
  if (value === null || !/^[+-]?\d+$/.test(value)) return 0;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : 0;
}

/** `page` and `limit` as the flavor reads them (docs/behaviour.md §6). */
export function pageOf(query: URLSearchParams, flavor: Flavor): Page {
  const rawLimit = formInt(query.get('limit'));
  const limit = rawLimit <= 0 ? DEFAULT_LIMIT : Math.min(rawLimit, MAX_LIMIT);
  const page = formInt(query.get('page'));
  if (flavor.pagination.omittedPageReturnsAll) return { page: page >= 1 ? page : null, limit };
  return { page: Math.max(page, 1), limit };
}

/** The items of one page, O(page) on an indexed array. */
export function slicePage<T>(items: readonly T[], { page, limit }: Page): readonly T[] {
  return page === null ? items : items.slice((page - 1) * limit, page * limit);
}

/**
 * Gitea's `genAPILinks` (docs/behaviour.md §6): next, last, first, prev, each only when it applies,
 * joined by "," with no space; the query re-encoded in sorted key order with `page` replaced.
 */
export function linkHeader(url: URL, total: number, { page, limit }: Page): string | undefined {
  if (total === 0 || page === null) return undefined;
  const totalPages = Math.ceil(total / limit);
  const current = Math.max(1, Math.min(page, totalPages));
  const link = (to: number, rel: string) =>
    `<${url.origin}${url.pathname}?${encodeQuery(url.searchParams, to)}>; rel="${rel}"`;
  const links: string[] = [];
  if (current < totalPages) links.push(link(current + 1, 'next'));
  if (current !== totalPages) links.push(link(totalPages, 'last'));
  if (current !== 1) links.push(link(1, 'first'));
  if (current > 1) links.push(link(current - 1, 'prev'));
  return links.length ? links.join(',') : undefined;
}

/** Go's url.Values.Encode with `page` set: keys sorted, QueryEscape'd (space as '+'). */
function encodeQuery(query: URLSearchParams, page: number): string {
  const values = new Map<string, string[]>();
  for (const [key, value] of query) {
    if (key === 'page') continue;
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  values.set('page', [String(page)]);
  return [...values.keys()]
    .sort()
    .flatMap((key) => (values.get(key) ?? []).map((v) => `${goQueryEscape(key)}=${goQueryEscape(v)}`))
    .join('&');
}
