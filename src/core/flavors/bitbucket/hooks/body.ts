import type { CoreRequest } from '../../../http/core-request.js';
import { isJsonObject } from '../../../util/json-object.js';
import { BITBUCKET_EVENT_KEYS } from '../event-model.js';
import { badRequest } from './respond.js';

/** What a create or PUT body sets; `undefined`: not sent. `secret: null` removes the secret. */
export interface HookInput {
  url: string | undefined;
  description: string | undefined;
  active: boolean | undefined;
  events: string[] | undefined;
  secret: string | null | undefined;
  skipCert: boolean | undefined;
}

/** The stored `meta` of a hook that skips certificate checks (`skip_cert_verification`). */
export const SKIP_CERT_META = '{"skip_cert_verification":true}';

/**
 * The hook service's field error, worded as the one Bitbucket gave for a missing `url`
 * (ovh/cds#6292: `Field: {…FieldValidationException: Required field: "url" is not present.field}`).
 */
const fieldError = (text: string) =>
  `Field: {io.atlassian.webhooks.config.exceptions.FieldValidationException: ${text}.field} Error: {io.atlassian.webhooks.config.exceptions.FieldValidationException: ${text}.message}`;

export const missingUrl = () => badRequest([fieldError('Required field: "url" is not present')]);

const KEYS = new Set(BITBUCKET_EVENT_KEYS);

function typed<T>(
  body: Record<string, unknown>,
  key: string,
  check: (v: unknown) => v is T,
  problems: string[],
): T | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (check(value)) return value;
  problems.push(fieldError(`Invalid value for field: "${key}"`));
  return undefined;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isSecret = (v: unknown): v is string | null => v === null || (typeof v === 'string' && v.length <= 128);
const isEvents = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length > 0 && v.every((e) => typeof e === 'string' && KEYS.has(e));

/** An absolute http(s) URL (the product also refuses internal addresses; the mock does not). */
function checkUrl(url: string | undefined, problems: string[]): void {
  if (url === undefined) return;
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    problems.push(fieldError('Invalid value for field: "url"'));
}

/** The JSON object of the request's body, or Bitbucket's 400. */
function bodyOf(request: CoreRequest): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body === '' ? '{}' : request.body);
  } catch {
    throw badRequest(['The request body is not valid JSON']);
  }
  if (!isJsonObject(parsed)) throw badRequest(['The request body must be a JSON object']);
  return parsed;
}

/**
 * A create or PUT body read and checked: `events` non-empty and known keys (Cloud swagger
 * `minItems: 1`), `secret` a string of at most 128 characters or null, `url` an http(s) URL.
 */
export function readHookInput(request: CoreRequest): HookInput {
  const body = bodyOf(request);
  const problems: string[] = [];
  const input: HookInput = {
    url: typed(body, 'url', isString, problems),
    description: typed(body, 'description', isString, problems),
    active: typed(body, 'active', isBoolean, problems),
    events: typed(body, 'events', isEvents, problems),
    secret: typed(body, 'secret', isSecret, problems),
    skipCert: typed(body, 'skip_cert_verification', isBoolean, problems),
  };
  checkUrl(input.url, problems);
  if (problems.length > 0) throw badRequest(problems);
  return input;
}
