import { ApiError } from '../../../http/api-error.js';
import type { CoreResponse } from '../../../http/core-request.js';

/** Bitbucket's JSON answers: `Content-Type: application/json`, one line. */
export function bitbucketJson(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): CoreResponse {
  return { status, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(value) };
}

/**
 * A 204 with a content type that is not JSON: node-bitbucket 2.12 parses every answer whose
 * `content-type` includes `application/json` (an empty body then throws "invalid json response
 * body") and throws on an answer with none at all (`lib/index.js`, function `j`).
 */
export const bitbucketNoContent = (): CoreResponse => ({
  status: 204,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
  body: '',
});

/** The error envelope (Cloud swagger `definitions.error`): `{"type": "error", "error": {"message", …}}`. */
export function errorEnvelope(
  message: string,
  extra: Readonly<Record<string, unknown>> = {},
): Readonly<Record<string, unknown>> {
  return { type: 'error', error: { message, ...extra } };
}

/** An answer in the error envelope; `extra`: `detail`, `fields`. */
export const bitbucketError = (
  status: number,
  message: string,
  extra: Readonly<Record<string, unknown>> = {},
) => new ApiError(status, message, { body: errorEnvelope(message, extra) });

/**
 * The 400 of a write Bitbucket's hook service refuses: `Bad request` with the problems as a list
 * of strings in `fields` (the list form ovh/cds#6292 recorded for a PUT without `url`).
 */
export const badRequest = (fields: readonly string[]) => bitbucketError(400, 'Bad request', { fields });

/** Bitbucket's 404 of a missing hook (Cloud OpenAPI: "If the webhook or repository does not exist"). */
export const hookNotFound = () => bitbucketError(404, 'Webhook not found');
