import type { OperationContext } from '../../../hooks/operations.js';

/** A repository's path under the API, by name or by number, and what follows it. */
const REPO_PATH = /^\/(?:repos\/[^/]+\/[^/]+|repositories\/\d+)(\/.*)?$/;

/**
 * The URL a list's `Link` header pages from. GitHub links a repository's lists by the
 * repository's number however the list was asked for: `GET /repos/{owner}/{repo}/forks` answers
 * `Link: <https://api.github.com/repositories/211666/forks?page=2>; rel="next"` (go-github#123,
 * git-gateway#48 for pulls; docs/guide/github.md, "Repositories by id"). An org's list links
 * the path that was asked for.
 */
export function linkedListUrl(ctx: OperationContext): URL {
  const { owner, request } = ctx;
  if (owner.kind !== 'repo') return request.url;
  const base = new URL(ctx.apiUrl).pathname.replace(/\/+$/, '');
  if (!request.url.pathname.startsWith(`${base}/`)) return request.url;
  const tail = REPO_PATH.exec(request.url.pathname.slice(base.length));
  if (!tail) return request.url;
  const url = new URL(request.url);
  url.pathname = `${base}/repositories/${owner.repo.id}${tail[1] ?? ''}`;
  return url;
}
