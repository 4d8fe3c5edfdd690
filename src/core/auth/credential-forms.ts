import type { Flavor } from '../flavors/flavor.js';
import type { CoreRequest } from '../http/core-request.js';
import { credentialOf } from './credentials.js';
import type { Credential } from './credentials.js';
import { gitlabCredentialOf } from './gitlab-credentials.js';

/** Each product family's way of carrying a token, by the flavor's `credentials`. */
export const CREDENTIAL_FORMS: Readonly<
  Record<Flavor['credentials'], (request: CoreRequest) => Credential | null>
> = {
  gitea: credentialOf,
  gitlab: gitlabCredentialOf,
};
