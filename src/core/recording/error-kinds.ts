import type { Flavor } from '../contract/flavor.js';
import { REPOSITORY_IS_EMPTY } from '../hooks/operations.js';
import { ORG_OWNER_REQUIRED, OWNER_LOOKUPS, REPO_ADMIN_REQUIRED } from '../auth/access.js';
import { ApiError } from '../http/api-error.js';
import { PASSWORD_LOGIN_REFUSED } from '../auth/principal.js';
import { errorResponse } from '../http/respond.js';
import { isJsonObject } from '../util/json-object.js';
import type { ErrorKinds } from './recording-hints.js';

type Body = Record<string, unknown>;

/**
 * The owner checks' words of the products whose checks are the mock's shared ones (auth/access.ts):
 * read from the flavor table and the checks, never from a copy, so a Forgejo recording is read
 * with Forgejo's words.
 */
export function sharedErrorKinds(flavor: Flavor): ErrorKinds {
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
    // A flavor that words it as its plain 404 (GitHub's `Not Found`) cannot tell the two apart.
    repoEmpty: (body) => !same(empty, plain) && same(body, empty),
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
