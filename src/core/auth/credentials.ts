import type { CoreRequest } from '../http/core-request.js';

export interface Credential {
  token: string;
  viaQuery: boolean;
  /** A Basic login whose password is not a token: a password login, which has no scopes (docs/behaviour.md §5.1). */
  passwordLogin?: { login: string };
}

/**
 * The credential forms the reference accepts, in its order (docs/behaviour.md §5.1): `?token=`, then
 * `?access_token=`, then `Authorization: token|bearer <t>` (any case, exactly two fields), then
 * Basic with a token as username (empty or `x-oauth-basic` password) or as password.
 * A malformed header counts as no credential, as it does in the reference.
 */
export function credentialOf(request: CoreRequest): Credential | null {
  const query = request.url.searchParams;
  const fromQuery = query.get('token') || query.get('access_token');
  if (fromQuery) return { token: fromQuery, viaQuery: true };
  const header = request.header('authorization');
  if (!header) return null;
  const parts = fieldsOf(header);
  if (parts.length !== 2) return null;
  const [scheme = '', value = ''] = parts;
  const kind = scheme.toLowerCase();
  if (kind === 'token' || kind === 'bearer') return { token: value, viaQuery: false };
  if (kind === 'basic') return basicCredential(value);
  return null;
}

/** `scheme value` exactly: what nearly every client sends. */
const TWO_FIELDS = /^\S+ \S+$/;

/** The header's white-space separated fields (the usual two without a regex split's allocations). */
function fieldsOf(header: string): string[] {
  if (TWO_FIELDS.test(header)) {
    const space = header.indexOf(' ');
    return [header.slice(0, space), header.slice(space + 1)];
  }
  return header.trim().split(/\s+/);
}

function basicCredential(encoded: string): Credential | null {
  let decoded: string;
  try {
    decoded = atob(encoded);
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const login = decoded.slice(0, colon);
  const password = decoded.slice(colon + 1);
  if (password === '' || password === 'x-oauth-basic')
    return login ? { token: login, viaQuery: false } : null;
  return { token: password, viaQuery: false, passwordLogin: { login } };
}
