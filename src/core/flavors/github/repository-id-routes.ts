import type { RouteRow } from '../../contract/route-rows.js';

/** The path GitHub answers every repository route under besides `/repos/{owner}/{repo}`. */
export const BY_ID = '/repositories/:repository_id';
const BY_NAME = '/repos/:owner/:repo';

/**
 * The same rows addressed by the repository's number: GitHub answers `/repositories/{id}` and
 * everything under it as it answers `/repos/{owner}/{repo}` (its own `Link` headers of repository
 * lists point there: `<https://api.github.com/repositories/1296269/hooks?page=2>; rel="next"`;
 * docs/guide/github.md, "Repositories by id"). Same operation, docs and access: only the owner
 * lookup differs (./repository-id.ts finds the repo by id, then checks it as by name).
 */
export function byRepositoryId(rows: readonly RouteRow[]): RouteRow[] {
  return rows
    .filter((row) => row.pattern === BY_NAME || row.pattern.startsWith(`${BY_NAME}/`))
    .map((row) => ({ ...row, pattern: `${BY_ID}${row.pattern.slice(BY_NAME.length)}` }));
}
