import { grapeError } from './respond.js';

/** GitLab's offset pagination: `per_page` 20 by default, at most 100 (§4.1). */
export const GITLAB_PAGING = { perPage: 20, maxPerPage: 100 } as const;

/** One page of a list. */
export interface GitlabPage {
  page: number;
  perPage: number;
}

/**
 * `page` (from 1) and `per_page` of a list (Grape `Integer`: anything else is `… is invalid`).
 * Above 100 `per_page` is 100, below 1 the default, and `page` below 1 is 1 (UNVERIFIED whether
 * GitLab clamps or refuses: docs/gitlab.md).
 */
export function gitlabPage(query: URLSearchParams): GitlabPage {
  const problems: string[] = [];
  const number = (name: string) => {
    const raw = query.get(name);
    if (raw === null || raw === '') return undefined;
    if (/^-?\d+$/.test(raw.trim())) return Number(raw.trim());
    problems.push(`${name} is invalid`);
    return undefined;
  };
  const page = number('page') ?? 1;
  const perPage = number('per_page') ?? GITLAB_PAGING.perPage;
  if (problems.length > 0) throw grapeError(400, problems.join(', '));
  return {
    page: Math.max(page, 1),
    perPage: perPage < 1 ? GITLAB_PAGING.perPage : Math.min(perPage, GITLAB_PAGING.maxPerPage),
  };
}

/** `url` with `page` and `per_page` set, its other parameters kept in order. */
function pageUrl(url: URL, page: number, perPage: number): string {
  const next = new URL(url);
  next.searchParams.set('page', String(page));
  next.searchParams.set('per_page', String(perPage));
  return next.toString();
}

/**
 * The headers of one page, in the order `Gitlab::Pagination::OffsetHeaderBuilder` sets them:
 * `X-Per-Page`, `X-Page`, `X-Next-Page`, `X-Prev-Page` ('' when there is none), `Link`
 * (`prev`, `next`, `first`, `last`), `X-Total`, `X-Total-Pages`.
 */
export function pageHeaders(url: URL, total: number, { page, perPage }: GitlabPage): Record<string, string> {
  const pages = Math.max(Math.ceil(total / perPage), 1);
  const next = page < pages ? page + 1 : undefined;
  const prev = page > 1 ? Math.min(page - 1, pages) : undefined;
  const link = (to: number, rel: string) => `<${pageUrl(url, to, perPage)}>; rel="${rel}"`;
  const links = [
    ...(prev ? [link(prev, 'prev')] : []),
    ...(next ? [link(next, 'next')] : []),
    link(1, 'first'),
    link(pages, 'last'),
  ];
  return {
    'X-Per-Page': String(perPage),
    'X-Page': String(page),
    'X-Next-Page': next ? String(next) : '',
    'X-Prev-Page': prev ? String(prev) : '',
    Link: links.join(', '),
    'X-Total': String(total),
    'X-Total-Pages': String(pages),
  };
}

/** The items of one page. */
export const pageOf = <T>(items: readonly T[], { page, perPage }: GitlabPage): T[] =>
  items.slice((page - 1) * perPage, page * perPage);
