import type { Credential } from '../../../auth/credentials.js';
import type { CredentialForm } from '../../../auth/credential-forms.js';
import type { CoreRequest } from '../../../http/core-request.js';

/** `login:secret` of a Basic header, or null when it is not one. */
function basicPair(encoded: string): { login: string; secret: string } | null {
  let decoded: string;
  try {
    decoded = atob(encoded);
  } catch {
    return null;
  }
  const colon = decoded.indexOf(':');
  return colon <= 0 ? null : { login: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

/**
 * Data Center's forms: `Authorization: Bearer <HTTP access token>` (personal, project or
 * repository token; `@coderabbitai/bitbucket`'s README) or Basic `login:<token or password>`
 * (atlassian-python-api, Jenkins). No query token: Data Center has none.
 */
export function bitbucketDcCredentialOf(request: CoreRequest): Credential | null {
  const match = /^(Bearer|Basic)\s+(\S+)\s*$/i.exec(request.header('authorization') ?? '');
  if (!match?.[2]) return null;
  if (match[1]?.toLowerCase() === 'bearer') return { token: match[2], viaQuery: false };
  const pair = basicPair(match[2]);
  if (!pair?.secret) return null;
  return { token: pair.secret, viaQuery: false, passwordLogin: { login: pair.login } };
}

/** A replay sends `Authorization: Bearer T`. */
export const BITBUCKET_DC_CREDENTIALS: CredentialForm = {
  read: bitbucketDcCredentialOf,
  header: (token) => ['authorization', `Bearer ${token}`],
  queryKey: 'access_token',
};
