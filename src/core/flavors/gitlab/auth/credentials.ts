import type { CoreRequest } from '../../../http/core-request.js';
import type { Credential } from '../../../auth/credentials.js';
import type { CredentialForm } from '../../../auth/credential-forms.js';

/**
 * GitLab's token forms (docs/gitlab.md, `lib/gitlab/auth/auth_finders.rb`): the
 * `PRIVATE-TOKEN` header, `?private_token=`, or `Authorization: Bearer <token>` (an OAuth or a
 * personal access token). `JOB-TOKEN` is not taken: CI job tokens may not call hook routes.
 */
export function gitlabCredentialOf(request: CoreRequest): Credential | null {
  const header = request.header('private-token');
  if (header) return { token: header, viaQuery: false };
  const query = request.url.searchParams.get('private_token');
  if (query) return { token: query, viaQuery: true };
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.header('authorization') ?? '');
  return bearer?.[1] ? { token: bearer[1], viaQuery: false } : null;
}

/** GitLab's token forms as a product's credential form: a replay sends `PRIVATE-TOKEN: T` or `?private_token=T`. */
export const GITLAB_CREDENTIALS: CredentialForm = {
  read: gitlabCredentialOf,
  header: (token) => ['private-token', token],
  queryKey: 'private_token',
};
