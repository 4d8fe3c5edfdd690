import type { Flavor } from '../flavors/flavor.js';
import type { CoreRequest } from '../http/core-request.js';
import { credentialOf } from './credentials.js';
import type { Credential } from './credentials.js';
import { gitlabCredentialOf } from '../flavors/gitlab/auth/credentials.js';

/** Each product family's way of carrying a token, by the flavor's `credentials`. */
export const CREDENTIAL_FORMS: Readonly<
  Record<Flavor['credentials'], (request: CoreRequest) => Credential | null>
> = {
  gitea: credentialOf,
  gitlab: gitlabCredentialOf,
};

/** How a client sends a token in each family's forms: the header (name, value) and the query key. */
export interface CredentialSending {
  header(token: string): readonly [name: string, value: string];
  readonly queryKey: string;
}

/**
 * What a replay sends for a recorded step's token, in the recording's family: Gitea's
 * `Authorization: token T` or `?token=T`; GitLab's `PRIVATE-TOKEN: T` or `?private_token=T`
 * (gitlab-credentials.ts reads both).
 */
export const CREDENTIAL_SENDING: Readonly<Record<Flavor['credentials'], CredentialSending>> = {
  gitea: { header: (token) => ['authorization', `token ${token}`], queryKey: 'token' },
  gitlab: { header: (token) => ['private-token', token], queryKey: 'private_token' },
};
