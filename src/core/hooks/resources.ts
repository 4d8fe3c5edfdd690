import type { CoreResponse } from '../http/core-request.js';
import { apiJson } from '../http/respond.js';
import type { PayloadContext } from '../events/payloads/context.js';
import { accessOf, organizationOf, repositoryOf, userSeenBy } from '../events/payloads/context.js';
import { userEntity } from '../events/entities/user.js';
import { accountOf } from '../events/payloads/context.js';
import { must } from '../util/must.js';
import type { OperationContext } from './operations.js';

/**
 * The resources the Gitea family's clients read before hooks (`GET /repos/{owner}/{repo}`,
 * `/orgs/{org}`, `/user`, `/users/{username}`; gitea-js `repoGet`, `orgGet`, `userGetCurrent`),
 * built by the same builders as the deliveries' `repository`, `organization` and `sender`: the same
 * structs (G/F `modules/structs`, their differences the dialect's rows), the same ids. The checks
 * in front of them (404, 401, token scopes) are the owner lookup's (routing/owner-access.ts).
 */

/** `repo.Get`: `convert.ToRepo(ctx, repo, ctx.Repo.Permission)`; `org.Get`: `ToOrganization`, no e-mail for anonymous callers. */
export function getOwner(ctx: OperationContext): CoreResponse {
  const p = ctx.payloads();
  const { owner } = ctx;
  if (owner.kind === 'org') {
    const org = organizationOf(p, owner.org);
    return apiJson(ctx.flavor, 200, ctx.caller ? org : { ...org, email: '' });
  }
  const access = ctx.caller ? accessOf(p, ctx.caller.login, owner.repo) : anonymousAccess(owner.repo);
  return apiJson(ctx.flavor, 200, repositoryOf(p, access, owner.repo));
}

/** Anonymous callers reach only public repos (the owner lookup hid the rest), with read access. */
const anonymousAccess = (repo: { private: boolean }) => (repo.private ? 'none' : 'read');

/** `GetAuthenticatedUser`: `convert.ToUser(ctx, ctx.Doer, ctx.Doer)`, the private fields included. */
export function getUser(ctx: OperationContext): CoreResponse {
  const me = must(ctx.caller, 'the signed-in caller of /user');
  return apiJson(ctx.flavor, 200, userSeenBy(ctx.payloads(), me.login, me));
}

/** `GetInfo`: `convert.ToUser(ctx, ctx.ContextUser, ctx.Doer)`; an org answers as a `User` too. */
export function getNamedUser(ctx: OperationContext, username: string): CoreResponse {
  const p: PayloadContext = ctx.payloads();
  const seen = ctx.caller
    ? userSeenBy(p, username, ctx.caller)
    : userEntity(p.structs, accountOf(p.store, username), p.site, 'placeholder');
  return apiJson(ctx.flavor, 200, seen);
}
