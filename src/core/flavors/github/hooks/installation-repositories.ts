import { ApiError } from '../../../http/api-error.js';
import type { CoreResponse } from '../../../http/core-request.js';
import type { OperationContext } from '../../../hooks/operations.js';
import type { RepoRecord } from '../../../state/database.js';
import { repositoryOf } from '../events/repository.js';
import { appsOf } from '../apps/apps-service.js';
import { githubPage, pageLink } from './paging.js';
import { githubJson } from './respond.js';

/** GitHub's words when the token is not an installation's (a user's token, or none the mock issued). */
export const NOT_AN_INSTALLATION =
  'You must authenticate with an installation access token in order to list repositories for an installation.';

/** The installation token of this request, as issued (its repositories), or GitHub's 403. */
function issuedToken(ctx: OperationContext) {
  const token = ctx.flavor.credentials.read(ctx.request)?.token;
  const issued = token === undefined ? undefined : appsOf(ctx).token(token, ctx.nowMs());
  if (!issued) throw new ApiError(403, NOT_AN_INSTALLATION);
  return issued;
}

/**
 * `GET /installation/repositories` ("List repositories accessible to the app installation"): the
 * repositories the installation token opens, by `per_page` and `page` with `Link`, as
 * `@octokit/app`'s `eachRepository` pages them.
 */
export function listInstallationRepositories(ctx: OperationContext): CoreResponse {
  const issued = issuedToken(ctx);
  const repos = issued.repositoryIds
    .map((id) => ctx.store.repoById(id))
    .filter((r): r is RepoRecord => r !== undefined)
    .sort((a, b) => a.id - b.id);
  const { page, perPage } = githubPage(ctx.request.url.searchParams);
  const p = ctx.payloads();
  const link = pageLink(ctx.request.url, repos.length, page, perPage);
  const selection = appsOf(ctx).installation(issued.installationId)?.installation.repositorySelection;
  return githubJson(
    200,
    {
      total_count: repos.length,
      repositories: repos.slice((page - 1) * perPage, page * perPage).map((r) => repositoryOf(p, r)),
      repository_selection: selection ?? 'selected',
    },
    link ? { Link: link } : {},
  );
}
