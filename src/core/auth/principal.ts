import type { UserRecord } from '../state/database.js';
import type { Store } from '../state/store.js';
import { ApiError } from '../http/api-error.js';
import type { Credential } from './credentials.js';
import { HookMockError } from '../errors/hookmock-error.js';

/** Who is asking, and what their token may do. */
export interface Principal {
  user: UserRecord;
  /** Scopes apply to API tokens only, not to password logins (docs/behaviour.md §5.1). */
  scopes: ReadonlySet<string> | null;
  /**
   * A GitHub App's installation token: the repositories whose hooks it may administer, and
   * nothing else (flavors/github/apps/installation-principal.ts); absent for every other credential.
   */
  repositoryIds?: ReadonlySet<number>;
}

/** The 401 for a Basic password login nobody has (the products' Basic auth method). */
export const PASSWORD_LOGIN_REFUSED = 'invalid username, password or token';

/** Every scope: what scenario users get by default and unknown tokens get in `auth: 'any'`. */
export const ALL_SCOPES = ['all'];

/** The `auth` option, checked: `'any'` (the default) or `'strict'`. */
export function authMode(given: unknown = 'any'): 'any' | 'strict' {
  if (given === 'any' || given === 'strict') return given;
  throw new HookMockError(`auth must be 'any' or 'strict', got "${String(given)}"`);
}

/**
 * Resolves a credential to a principal (reference `apiAuth`, which runs before anything else):
 * a scenario user's token acts as that user; any other token acts as the site admin in
 * `auth: 'any'` and is a 401 in `auth: 'strict'`.
 */
export function principalFor(
  credential: Credential,
  store: Store,
  mode: 'any' | 'strict',
  siteAdmin: UserRecord,
  unknownTokenMessage: (token: string, viaQuery: boolean) => string,
): Principal {
  const user = store.userWithToken(credential.token);
  if (user) return { user, scopes: new Set(user.scopes) };
  if (credential.passwordLogin) {
    const byLogin = store.userByLoginName(credential.passwordLogin.login);
    if (byLogin && mode === 'any') return { user: byLogin, scopes: null };
    if (mode === 'any') return { user: siteAdmin, scopes: null };
    throw new ApiError(401, PASSWORD_LOGIN_REFUSED);
  }
  if (mode === 'any') return { user: siteAdmin, scopes: new Set(ALL_SCOPES) };
  throw new ApiError(401, unknownTokenMessage(credential.token, credential.viaQuery));
}

/** Whether a token's scopes allow `level` on `category` (write implies read; all covers all). */
export function hasScope(scopes: ReadonlySet<string>, level: 'read' | 'write', category: string): boolean {
  return (
    scopes.has('all') ||
    scopes.has(`write:${category}`) ||
    (level === 'read' && scopes.has(`read:${category}`))
  );
}
