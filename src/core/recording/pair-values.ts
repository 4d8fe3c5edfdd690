import type { Exchange, Step } from './exchange.js';
import { REDACTED } from './normalize-values.js';
import { redactQueryValues } from './redact-url.js';

/**
 * GitLab's one-pair routes (`PUT …/hooks/:hook_id/custom_headers/:key`, `…/url_variables/:key`,
 * `lib/api/hooks/custom_headers.rb`, `url_variables.rb`): their `value` is a custom header's or
 * URL variable's value, a secret GitLab never shows, whether it comes in a JSON body, a form body
 * or the query. A recording keeps it as `REDACTED` where it stands, and the embedded-value pass
 * of redact.ts removes it wherever else it appears (docs/guide/recording.md).
 */
const PAIR_ROUTE = /\/hooks\/[^/]+\/(?:custom_headers|url_variables)\/[^/]+$/;

const isPairRoute = (exchange: Pick<Exchange, 'path'>) => PAIR_ROUTE.test(exchange.path);

/** The `value`s an exchange of a one-pair route set (query, JSON body, form body). */
export function pairValues(exchange: Exchange): string[] {
  if (!isPairRoute(exchange)) return [];
  const found = exchange.query.filter(([k]) => k === 'value').map(([, v]) => v);
  let body: unknown;
  try {
    body = JSON.parse(exchange.requestBody);
  } catch {
    redactQueryValues(
      exchange.requestBody,
      (k) => k === 'value',
      (_, v) => (found.push(v), v),
    );
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const value: unknown = Object.hasOwn(body, 'value') ? Reflect.get(body, 'value') : undefined;
    if (typeof value === 'string' || typeof value === 'number') found.push(String(value));
  }
  return found.filter((v) => v !== '');
}

/** A step of a one-pair route with its `value` redacted in the query and the body; others as they are. */
export function withoutPairValue(exchange: Exchange, step: Step): Step {
  if (!isPairRoute(exchange)) return step;
  const { request } = step;
  const query =
    request.query && Object.hasOwn(request.query, 'value')
      ? { ...request.query, value: REDACTED }
      : request.query;
  const body =
    typeof request.body === 'string'
      ? redactQueryValues(request.body, (k) => k === 'value')
      : typeof request.body === 'object' && request.body !== null && Object.hasOwn(request.body, 'value')
        ? { ...request.body, value: REDACTED }
        : request.body;
  return {
    ...step,
    request: { ...request, ...(query ? { query } : {}), ...(body === undefined ? {} : { body }) },
  };
}
