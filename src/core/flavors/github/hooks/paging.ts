import { GITHUB_LIMITS } from '../flavor.js';
import { ApiError } from '../../../http/api-error.js';

/** `per_page` (default 30, at most 100) and `page` (from 1) of GitHub's list operations. */
export function githubPage(query: URLSearchParams): { page: number; perPage: number } {
  const number = (name: string) => {
    const raw = query.get(name);
    return raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
  };
  const perPage = Math.min(
    Math.max(number('per_page') ?? GITHUB_LIMITS.perPage, 1),
    GITHUB_LIMITS.maxPerPage,
  );
  return { page: Math.max(number('page') ?? 1, 1), perPage };
}

/** `url` with its query parameters set (`page`, `cursor`, …), the others kept in order. */
function withQuery(url: URL, set: Readonly<Record<string, string>>): string {
  const next = new URL(url);
  for (const [name, value] of Object.entries(set)) next.searchParams.set(name, value);
  return next.toString();
}

/**
 * The `per_page` the links carry: the size served when the one asked was clamped (`per_page=0`
 * is served as 1, `per_page=500` as 100), so following a link gets the pages counted in it.
 */
function servedSize(url: URL, perPage: number): Record<string, string> {
  const asked = url.searchParams.get('per_page');
  return asked === null || asked === String(perPage) ? {} : { per_page: String(perPage) };
}

/**
 * GitHub's `Link` header of a page-numbered list: `prev`, `next`, `last`, `first`, each when it
 * applies, joined by ", " (the order GitHub sends). hookmock links the path that was asked for.
 */
export function pageLink(url: URL, total: number, page: number, perPage: number): string | undefined {
  const last = Math.max(Math.ceil(total / perPage), 1);
  const size = servedSize(url, perPage);
  const link = (to: number, rel: string) =>
    `<${withQuery(url, { ...size, page: String(to) })}>; rel="${rel}"`;
  const links: string[] = [];
  if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
  if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
  if (page > 1) links.push(link(1, 'first'));
  return links.length > 0 ? links.join(', ') : undefined;
}

/**
 * The deliveries' cursor: `v1_<id>` starts the page after delivery `id` (newest first). The format
 * is hookmock's; GitHub's is opaque and read from the `Link` header, as clients do.
 */
export function cursorAfter(query: URLSearchParams): number | undefined {
  const raw = query.get('cursor');
  if (raw === null || raw === '') return undefined;
  const match = /^v1_(\d+)$/.exec(raw);
  if (!match) throw new ApiError(400, `Invalid cursor: ${raw}`);
  return Number(match[1]);
}

/** The `Link` of a deliveries page with more after it: `rel="next"` with the cursor. */
export function cursorLink(url: URL, lastId: number, perPage: number): string {
  const next = new URL(url);
  next.searchParams.delete('page');
  return `<${withQuery(next, { ...servedSize(url, perPage), cursor: `v1_${lastId}` })}>; rel="next"`;
}
