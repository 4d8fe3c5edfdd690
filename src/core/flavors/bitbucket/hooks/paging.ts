import { bitbucketError } from './respond.js';

/** Cloud's paging: `pagelen` 10 by default, 100 at most (Cloud OpenAPI, paginated lists). */
export const PAGING = { pagelen: 10, max: 100 } as const;

/** One page: its number from 1 and its length. */
export interface Page {
  readonly page: number;
  readonly pagelen: number;
}

/** A positive integer query parameter, or a 400 in the error envelope (UNVERIFIED wording). */
function positive(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw.trim()) || Number(raw) < 1)
    throw bitbucketError(400, `Invalid ${name} value: ${raw.slice(0, 40)}`);
  return Number(raw);
}

/** `page` and `pagelen` of a request; a `pagelen` above 100 is 100. */
export function pageOf(query: URLSearchParams): Page {
  return {
    page: positive(query, 'page', 1),
    pagelen: Math.min(positive(query, 'pagelen', PAGING.pagelen), PAGING.max),
  };
}

/**
 * A page in Cloud's envelope, keys in the recorded order (`pagelen, values, page, size`) and
 * `next` — the request's URL with the next `page`, its other parameters kept — only when a page
 * follows: clients follow `next` until it is absent (Jenkins, go-bitbucket, atlassian-python-api).
 */
export function paged<T>(url: URL, all: readonly T[], { page, pagelen }: Page) {
  const values = all.slice((page - 1) * pagelen, page * pagelen);
  const more = page * pagelen < all.length;
  const next = new URL(url);
  next.searchParams.set('page', String(page + 1));
  next.searchParams.set('pagelen', String(pagelen));
  return { pagelen, values, page, size: all.length, ...(more ? { next: next.toString() } : {}) };
}
