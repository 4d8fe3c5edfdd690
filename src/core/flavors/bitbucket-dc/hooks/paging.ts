import { fieldError } from './respond.js';

/** Data Center's paging: `limit` 25 by default (its `page.limit`), at most 1000 (`page.max.limit`, UNVERIFIED cap). */
export const DC_PAGING = { limit: 25, maxLimit: 1000 } as const;

/** One page: where it starts and how many it holds at most. */
export interface DcPage {
  readonly start: number;
  readonly limit: number;
}

/** `start` (from 0) and `limit` of a list; a value that is no whole number is a 400 on its field. */
export function dcPage(query: URLSearchParams): DcPage {
  const number = (name: string, fallback: number) => {
    const raw = query.get(name)?.trim();
    if (raw === undefined || raw === '') return fallback;
    if (!/^-?\d+$/.test(raw)) throw fieldError(name, `${name} must be a whole number`);
    return Number(raw);
  };
  const start = Math.max(number('start', 0), 0);
  const limit = number('limit', DC_PAGING.limit);
  return { start, limit: limit < 1 ? DC_PAGING.limit : Math.min(limit, DC_PAGING.maxLimit) };
}

/**
 * `{size, limit, isLastPage, values, start, nextPageStart?}` in the order of the
 * atlassian-python-api fixture `webhooks/GET` (`nextPageStart` only when a page follows, Jenkins'
 * `BitbucketServerPage`).
 */
export function pageBody<T>(items: readonly T[], { start, limit }: DcPage): Record<string, unknown> {
  const values = items.slice(start, start + limit);
  const isLastPage = start + values.length >= items.length;
  return {
    size: values.length,
    limit,
    isLastPage,
    values,
    start,
    ...(isLastPage ? {} : { nextPageStart: start + values.length }),
  };
}
