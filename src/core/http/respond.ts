import type { AnswerDialect } from './answer-dialect.js';
import type { ApiError } from './api-error.js';
import type { CoreResponse } from './core-request.js';
import { GO_ANSWER_ENCODERS, goJson } from '../go/go-json.js';

export const JSON_TYPE = 'application/json;charset=utf-8';

export function json(status: number, value: unknown, headers: Record<string, string> = {}): CoreResponse {
  return { status, headers: { 'Content-Type': JSON_TYPE, ...headers }, body: goJson(value) };
}

/**
 * An answer of the mocked API, written by the flavor's build of Go's encoder (`flavor.apiJson`):
 * the control API's own answers use `json` (v1) in every flavor.
 */
export function apiJson(
  flavor: Pick<AnswerDialect, 'apiJson' | 'jsonContentType'>,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): CoreResponse {
  const encoder = GO_ANSWER_ENCODERS[flavor.apiJson];
  return {
    status,
    headers: { 'Content-Type': flavor.jsonContentType ?? JSON_TYPE, ...headers },
    body: encoder.value(value) + encoder.end,
  };
}

/** A `{ message }` answer: the control API's error shape. */
export function messageAnswer(status: number, message: string): CoreResponse {
  return json(status, { message });
}

export function noContent(headers: Record<string, string> = {}): CoreResponse {
  return { status: 204, headers, body: '' };
}

/**
 * The swagger URL the reference puts in every error body: ROOT_URL + "api/swagger" (docs/behaviour.md §4.1), here
 * the request's origin and the base path without its version segment.
 */
export function swaggerUrl(origin: string, basePath: string): string {
  return `${origin}${basePath.replace(/\/v\d+$/, '')}/swagger`;
}

/** An ApiError as the flavor's error body. */
export function errorResponse(error: ApiError, flavor: AnswerDialect, docsUrl: string): CoreResponse {
  const { reason, body } = error.options;
  if (body) return apiJson(flavor, error.status, body);
  if (reason !== undefined) {
    const inErrors = flavor.notFoundReason === 'errors';
    return apiJson(
      flavor,
      404,
      flavor.notFoundBody(inErrors ? undefined : reason, inErrors ? [reason] : undefined, docsUrl),
    );
  }
  if (error.options.notFound) {
    return apiJson(
      flavor,
      404,
      flavor.notFoundBody(error.defaultMessage ? undefined : error.message, error.options.errors, docsUrl),
    );
  }
  return apiJson(
    flavor,
    error.status,
    flavor.errorBody(error.status, error.message, docsUrl, error.options.fieldErrors),
  );
}
