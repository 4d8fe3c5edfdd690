import type { CoreRequest } from '../http/core-request.js';
import { credentialOf } from './credentials.js';
import type { Credential } from './credentials.js';

/**
 * A product's way of carrying a token (`Flavor.credentials`): where a request's token is read
 * from, and how a client (a replay) sends one.
 */
export interface CredentialForm {
  /** The request's token, or null without one. */
  read(request: CoreRequest): Credential | null;
  /** The header a client sends a token in (name, value). */
  header(token: string): readonly [name: string, value: string];
  /** The query key a client sends a token under. */
  readonly queryKey: string;
}

/**
 * The `Authorization` forms most products take (`token`, `bearer`, `basic`, and `?token=`;
 * auth/credentials.ts); a replay sends `Authorization: token T`.
 */
export const AUTHORIZATION_FORMS: CredentialForm = {
  read: credentialOf,
  header: (token) => ['authorization', `token ${token}`],
  queryKey: 'token',
};
