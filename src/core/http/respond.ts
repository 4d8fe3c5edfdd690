import type { Flavor } from '../flavors/flavor.js';
import type { ApiError } from './api-error.js';
import type { CoreResponse } from './core-request.js';
import { goJson } from '../go/go-json.js';

export const JSON_TYPE = 'application/json;charset=utf-8';

export function json(status: number, value: unknown, headers: Record<string, string> = {}): CoreResponse {
  return { status, headers: { 'Content-Type': JSON_TYPE, ...headers }, body: goJson(value) };
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
export function errorResponse(error: ApiError, flavor: Flavor, docsUrl: string): CoreResponse {
  const { reason } = error.options;
  if (reason !== undefined) {
    const inErrors = flavor.notFoundReason === 'errors';
    return json(
      404,
      flavor.notFoundBody(inErrors ? undefined : reason, inErrors ? [reason] : undefined, docsUrl),
    );
  }
  if (error.options.notFound) {
    return json(
      404,
      flavor.notFoundBody(error.defaultMessage ? undefined : error.message, error.options.errors, docsUrl),
    );
  }
  return json(
    error.status,
    flavor.errorBody(error.status, error.message, docsUrl, error.options.fieldErrors),
  );
}
