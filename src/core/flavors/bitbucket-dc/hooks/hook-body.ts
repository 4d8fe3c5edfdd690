import type { CoreRequest } from '../../../http/core-request.js';
import { isJsonObject } from '../../../util/json-object.js';
import { isEventKey } from '../event-model.js';
import { fieldError } from './respond.js';

/** A `RestWebhook` request body, each field as sent (absent: not sent). */
export interface WebhookInput {
  name?: string;
  url?: string;
  events?: string[];
  active?: boolean;
  configuration?: Record<string, string>;
  credentials?: { username: string; password: string } | null;
  sslVerificationRequired?: boolean;
}

type Body = Readonly<Record<string, unknown>>;

/** The JSON body, or a 400 (Jackson's refusal of what it cannot read). */
export function readBody(request: CoreRequest): Body {
  const text = request.body.trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw fieldError('body', 'The request body could not be parsed as JSON');
  }
  if (!isJsonObject(value)) throw fieldError('body', 'The request body must be a JSON object');
  return value;
}

const optional = <T>(body: Body, key: string, check: (v: unknown) => v is T, what: string): T | undefined => {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!check(value)) throw fieldError(key, `${key} must be ${what}`);
  return value;
};
const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);

/** `configuration`: string values only (the secret and any keys a client adds, e.g. `createdBy`). */
function configurationOf(body: Body): Record<string, string> | undefined {
  const value = body.configuration;
  if (value === undefined || value === null) return undefined;
  if (!isJsonObject(value)) throw fieldError('configuration', 'configuration must be an object');
  const entries = Object.entries(value).filter(([, v]) => v !== null);
  if (!entries.every(([, v]) => isString(v)))
    throw fieldError('configuration', 'configuration values must be strings');
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}

/** `credentials`: `{username, password}`; `null` removes them. */
function credentialsOf(body: Body): WebhookInput['credentials'] {
  if (!('credentials' in body)) return undefined;
  const value = body.credentials;
  if (value === null) return null;
  if (!isJsonObject(value) || !isString(value.username) || value.username === '')
    throw fieldError('credentials', 'credentials must have a username');
  return { username: value.username, password: isString(value.password) ? value.password : '' };
}

/** The body's webhook fields, each checked for its type; unknown event keys are refused. */
export function webhookInput(body: Body): WebhookInput {
  const events = optional(body, 'events', isStringList, 'a list of event keys');
  const unknown = events?.find((key) => !isEventKey(key));
  if (unknown !== undefined) throw fieldError('events', `${unknown} is not a valid webhook event`);
  const input: WebhookInput = {
    name: optional(body, 'name', isString, 'a string'),
    url: optional(body, 'url', isString, 'a string'),
    events,
    active: optional(body, 'active', isBoolean, 'true or false'),
    configuration: configurationOf(body),
    credentials: credentialsOf(body),
    sslVerificationRequired: optional(body, 'sslVerificationRequired', isBoolean, 'true or false'),
  };
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

/** A URL Data Center would call: absolute http(s). */
export function checkUrl(url: string | undefined, field = 'url'): string {
  if (url === undefined || url.trim() === '') throw fieldError(field, 'A URL is required');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw fieldError(field, 'Please specify a valid url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw fieldError(field, 'Please specify a valid url');
  return url;
}
