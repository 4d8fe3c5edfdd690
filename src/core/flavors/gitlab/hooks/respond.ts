import { ApiError } from '../../../http/api-error.js';
import type { CoreResponse } from '../../../http/core-request.js';

/** A GitLab answer: JSON as Rails writes it (one line), `Content-Type: application/json`. */
export function gitlabJson(
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): CoreResponse {
  return gitlabText(status, JSON.stringify(value), headers);
}

/** The same answer from JSON text already written (hook-text.ts). */
export function gitlabText(status: number, body: string, headers: Record<string, string> = {}): CoreResponse {
  return { status, headers: { 'Content-Type': 'application/json', ...headers }, body };
}

/** Grape's `error!(text, status)` and its parameter validation: `{"error": text}`. */
export const grapeError = (status: number, text: string) =>
  new ApiError(status, text, { body: { error: text } });

/** GitLab's `render_api_error!` (`not_found!`, `forbidden!`, …): `{"message": message}`. */
export const gitlabMessage = (status: number, message: string | Readonly<Record<string, unknown>>) =>
  new ApiError(status, typeof message === 'string' ? message : JSON.stringify(message), {
    body: { message },
  });

/** An unknown hook, or one of another project: `ActiveRecord::RecordNotFound`, lower-case "found". */
export const HOOK_NOT_FOUND = '404 Not found';

/**
 * `render_exceeded_limit_error!` (`lib/api/helpers/rate_limiter.rb`) of `check_rate_limit!`: the
 * 429 of a test or resend over its limit, with no `Retry-After`.
 */
export const tooManyRequests = () =>
  gitlabMessage(429, { error: 'This endpoint has been requested too many times. Try again later.' });
