import type { Flavor } from '../flavors/flavor.js';
import { REPOSITORY_IS_EMPTY } from '../hooks/operations.js';
import { ORG_OWNER_REQUIRED, OWNER_LOOKUPS, REPO_ADMIN_REQUIRED } from '../auth/access.js';
import { ApiError } from '../http/api-error.js';
import { PASSWORD_LOGIN_REFUSED } from '../auth/principal.js';
import { errorResponse } from '../http/respond.js';
import { isJsonObject } from '../util/json-object.js';
import { GITLAB_FORBIDDEN, GROUP_NOT_FOUND, PROJECT_NOT_FOUND } from '../flavors/gitlab/auth/access.js';
import { HOOK_NOT_FOUND } from '../flavors/gitlab/hooks/respond.js';

type Body = Record<string, unknown>;

/**
 * Which of the mock's own errors a recorded answer is, in the recording's flavor. Every text
 * comes from the code that produces it (the flavor table and the checks), never from a copy, so
 * a Forgejo recording is read with Forgejo's words.
 */
export interface ErrorKinds {
  /** The plain 404 (unknown or hidden repo, unknown hook). */
  notFound(body: unknown): boolean;
  /** The 404 of `/tests` on an empty repo. */
  repoEmpty(body: unknown): boolean;
  /** The 404 of an unknown owner or org. */
  ownerMissing(body: unknown): boolean;
  /** The 401 of a token (or password login) the server does not know. */
  unknownToken(body: unknown, token: string, viaQuery: boolean): boolean;
  /**
   * The 403 of a token without `required` (e.g. `write:repository`), with the token's scopes
   * when the flavor prints them; null for any other answer.
   */
  scopeDenied(body: unknown, required: string): { tokenScope?: string } | null;
  /** The 403 of a caller who passed every check but the admin/owner one. */
  adminRequired(body: unknown): boolean;
}

/**
 * The owner checks' words, by `Flavor.ownerLookup`: the Gitea family's are read from the flavor
 * table and the checks (below); GitLab's from its helpers (gitlab-access.ts, hooks/gitlab): a
 * missing and a hidden project are the one `404 Project Not Found` (so never "owner missing": a
 * project nobody saw is left out), a hook's 404 is `404 Not found`, below Maintainer is
 * `403 Forbidden`, and its tokens have no scopes a refusal names.
 */
const KINDS_OF: Readonly<Record<Flavor['ownerLookup'], (flavor: Flavor) => ErrorKinds>> = {
  'by-name': giteaKinds,
  'gitlab-id': (flavor) => {
    const message = (body: unknown) => (isJsonObject(body) ? body.message : undefined);
    const notFound = new Set<unknown>([PROJECT_NOT_FOUND, GROUP_NOT_FOUND, HOOK_NOT_FOUND]);
    return {
      notFound: (body) => notFound.has(message(body)),
      repoEmpty: () => false,
      ownerMissing: () => false,
      unknownToken: (body, token, viaQuery) => message(body) === flavor.unknownTokenMessage(token, viaQuery),
      scopeDenied: () => null,
      adminRequired: (body) => message(body) === GITLAB_FORBIDDEN,
    };
  },
};

/** Which of the mock's own errors a recorded answer is, in the flavor's words (ErrorKinds). */
export function errorKinds(flavor: Flavor): ErrorKinds {
  return KINDS_OF[flavor.ownerLookup](flavor);
}

function giteaKinds(flavor: Flavor): ErrorKinds {
  // Recorded bodies are untyped JSON; only `message` and `errors` are read, each checked.
  const expected = (error: ApiError): Body => {
    const body: unknown = JSON.parse(errorResponse(error, flavor, '').body);
    return isJsonObject(body) ? body : {};
  };
  const same = (body: unknown, want: Body) =>
    isJsonObject(body) &&
    body.message === want.message &&
    JSON.stringify(body.errors ?? null) === JSON.stringify(want.errors ?? null);
  const message = (body: unknown) =>
    isJsonObject(body) && typeof body.message === 'string' ? body.message : undefined;
  const plain = expected(ApiError.notFound());
  const empty = expected(ApiError.notFoundBecause(REPOSITORY_IS_EMPTY));
  return {
    notFound: (body) => same(body, plain),
    repoEmpty: (body) => same(body, empty),
    ownerMissing: (body) => OWNER_LOOKUPS.some((lookup) => lookup === message(body)),
    unknownToken: (body, token, viaQuery) =>
      message(body) === flavor.unknownTokenMessage(token, viaQuery) ||
      message(body) === PASSWORD_LOGIN_REFUSED,
    scopeDenied(body, required) {
      // Some flavors print the token's own scopes in the middle of the text: match around them.
      const parts = flavor.scopeMessage(required, '\u0000').split('\u0000');
      const m = message(body);
      if (m === undefined) return null;
      if (parts.length === 1) return m === parts[0] ? {} : null;
      const [before = '', after = ''] = parts;
      if (!m.startsWith(before) || !m.endsWith(after) || m.length < before.length + after.length) return null;
      return { tokenScope: m.slice(before.length, m.length - after.length) };
    },
    adminRequired: (body) => message(body) === REPO_ADMIN_REQUIRED || message(body) === ORG_OWNER_REQUIRED,
  };
}
