import type { CoreRequest } from '../../../http/core-request.js';
import type { Credential } from '../../../auth/credentials.js';
import type { CredentialForm } from '../../../auth/credential-forms.js';

/** Basic's password (the API token or app password); the login alone where no password is given. */
function basicToken(encoded: string): string | undefined {
  let decoded: string;
  try {
    decoded = atob(encoded);
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const password = decoded.slice(colon + 1);
  return password !== '' ? password : decoded.slice(0, colon) || undefined;
}

/**
 * Bitbucket Cloud's token forms (support.atlassian.com/bitbucket-cloud/docs/using-api-tokens/):
 * `Authorization: Bearer <token>` (OAuth and access tokens; node-bitbucket's `auth.token`) and
 * `Basic base64(<email or username>:<API token or app password>)`, and an OAuth token as
 * `?access_token=` (Bitbucket's OAuth 2.0 guide: "as a query parameter").
 */
export function bitbucketCredentialOf(request: CoreRequest): Credential | null {
  const query = request.url.searchParams.get('access_token');
  if (query) return { token: query, viaQuery: true };
  const match = /^(Bearer|Basic)\s+(\S+)\s*$/i.exec(request.header('authorization') ?? '');
  if (!match?.[2]) return null;
  const token = match[1]?.toLowerCase() === 'basic' ? basicToken(match[2]) : match[2];
  return token ? { token, viaQuery: false } : null;
}

/** Bitbucket's forms as a credential form: a replay sends `Authorization: Bearer T`. */
export const BITBUCKET_CREDENTIALS: CredentialForm = {
  read: bitbucketCredentialOf,
  header: (token) => ['authorization', `Bearer ${token}`],
  queryKey: 'access_token',
};
