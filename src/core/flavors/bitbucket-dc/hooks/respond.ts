import { ApiError } from '../../../http/api-error.js';
import type { CoreResponse } from '../../../http/core-request.js';

/** One entry of Bitbucket's `RestErrorMessage` (`{context, message, exceptionName}`). */
export interface DcErrorEntry {
  readonly context: string | null;
  readonly message: string;
  readonly exceptionName: string | null;
}

/** The `{"errors": [...]}` body every Data Center REST error has (OAS `RestErrorMessage`). */
export const errorsBody = (
  message: string,
  exceptionName: string | null = null,
  context: string | null = null,
) => ({
  errors: [{ context, message, exceptionName }],
});

/** An answer as Bitbucket's REST layer (Jackson) writes it: compact JSON. */
export function dcJson(status: number, value: unknown, headers: Record<string, string> = {}): CoreResponse {
  return {
    status,
    headers: { 'Content-Type': 'application/json;charset=UTF-8', ...headers },
    body: JSON.stringify(value),
  };
}

/** The exceptions Data Center names in its errors (the Java class of each refusal). */
export const EXCEPTION = {
  noProject: 'com.atlassian.bitbucket.project.NoSuchProjectException',
  noRepo: 'com.atlassian.bitbucket.repository.NoSuchRepositoryException',
  noUser: 'com.atlassian.bitbucket.user.NoSuchUserException',
  noWebhook: 'com.atlassian.webhooks.NoSuchWebhookException',
  denied: 'com.atlassian.bitbucket.AuthorisationException',
  badLogin: 'com.atlassian.bitbucket.auth.IncorrectPasswordAuthenticationException',
  invalid: 'com.atlassian.bitbucket.validation.ArgumentValidationException',
} as const;

/** A refusal in Data Center's words: its status, message, exception and (for a field) context. */
export const dcError = (
  status: number,
  message: string,
  exceptionName: string | null,
  context: string | null = null,
) => new ApiError(status, message, { body: errorsBody(message, exceptionName, context) });

/** A field's refusal: 400, the field as `context` (UNVERIFIED exception name: docs/bitbucket-dc.md). */
export const fieldError = (field: string, message: string) => dcError(400, message, EXCEPTION.invalid, field);

/** Anonymous, or signed in without the permission: Data Center answers 401 to both (OAS "insufficient permissions"). */
export const notPermitted = () =>
  dcError(401, 'You are not permitted to access this resource', EXCEPTION.denied);
