import type { OperationContext } from '../../../hooks/operations.js';
import type { CoreResponse } from '../../../http/core-request.js';
import { canSeeRepo } from '../auth/access.js';
import { needProject, noRepo, repoIn } from '../auth/projects.js';
import { dcProject, dcRepository, dcUser } from '../events/entities.js';
import { EXCEPTION, dcError, dcJson, notPermitted } from './respond.js';

/** The web origin links point at: the origin that serves the mock. */
const webOf = (ctx: OperationContext) => `${ctx.request.url.origin}/`;

/**
 * The server Data Center says it is (`RestApplicationProperties`): one fixed 8.19 build, so a
 * client that checks the version sees a current Data Center.
 */
export const DC_APPLICATION = {
  version: '8.19.1',
  buildNumber: '8019001',
  buildDate: '1738108800000',
  displayName: 'Bitbucket',
} as const;

/** `GET /application-properties`: open to anyone, as on Data Center. */
export const getApplicationProperties = (): CoreResponse => dcJson(200, DC_APPLICATION);

/** A signed-in caller: Data Center's anonymous access is off unless an admin turns it on. */
function signedIn(ctx: OperationContext) {
  if (!ctx.caller) throw notPermitted();
  return ctx.caller;
}

/**
 * `GET /projects/{key}` and `…/repos/{slug}`: what a signed-in caller may read; a private org
 * the caller is not in, and a repository the caller may not read, are Data Center's 404s.
 */
export function getDcResource(ctx: OperationContext, params: Readonly<Record<string, string>>): CoreResponse {
  const user = signedIn(ctx);
  const key = params.owner ?? params.org ?? '';
  const project = needProject(ctx.store, key);
  const slug = params.repo;
  if (slug !== undefined) {
    const repo = repoIn(ctx.store, project, slug);
    if (!repo || !canSeeRepo(ctx.store, repo, user)) throw noRepo(key, slug);
    return dcJson(200, dcRepository(webOf(ctx), ctx.store, repo));
  }
  const org = project.kind === 'org' ? project.org : undefined;
  const member = (login: string) => login.toLowerCase() === user.login.toLowerCase();
  const hidden =
    org?.visibility === 'private' && !user.admin && ![...org.owners, ...org.members].some(member);
  if (hidden) throw dcError(404, `Project ${key} does not exist.`, EXCEPTION.noProject);
  const owner = project.kind === 'org' ? project.org.name : project.user.login;
  return dcJson(200, dcProject(webOf(ctx), ctx.store, owner));
}

/** `GET /users/{slug}`: a scenario user, or Data Center's 404. */
export function getDcUser(ctx: OperationContext, slug: string): CoreResponse {
  signedIn(ctx);
  const user = ctx.store.userByLoginName(slug);
  if (!user) throw dcError(404, `User ${slug} does not exist.`, EXCEPTION.noUser);
  return dcJson(200, dcUser(webOf(ctx), user));
}
