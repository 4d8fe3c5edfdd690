import { GITHUB_LIMITS } from '../flavor.js';
import { insecureSslText } from '../hook-fields.js';
import { GITHUB_EVENTS_NOT_OFFERED } from '../hook-scopes.js';
import type { Flavor } from '../../../contract/flavor.js';
import { ApiError } from '../../../http/api-error.js';
import type { HookRecord } from '../../../state/database.js';
import { isValidHookUrl } from '../../../hooks/valid-url.js';
import type { JsonObject } from './request-body.js';
import { stringAt } from './request-body.js';

/** One entry of a 422's `errors[]` (`validation-error` of GitHub's description). */
export interface FieldError {
  resource: string;
  code: string;
  field?: string;
  message?: string;
  value?: string;
}

/** GitHub's 422 `Validation Failed` with its `errors[]`. */
export const validationFailed = (errors: readonly FieldError[]) =>
  new ApiError(422, 'Validation Failed', { fieldErrors: errors });

const hookError = (code: string, extra: Omit<FieldError, 'resource' | 'code'>): FieldError => ({
  resource: 'Hook',
  code,
  ...extra,
});

/** The settings a config object sets, checked: url, content type, secret, insecure_ssl. */
export interface ConfigFields {
  url: string;
  contentType: 'json' | 'form';
  secret: string;
  insecureSsl: '0' | '1';
}

/**
 * A whole `config` (create, and PATCH of the hook, which replaces it: "If you previously had a
 * `secret` set, you must provide the same `secret` … or the secret will be removed"), defaults
 * filled in: `content_type` `form`, `insecure_ssl` `"0"`.
 */
export function configFrom(config: JsonObject): ConfigFields {
  const url = stringAt(config, 'url');
  if (url === undefined) throw validationFailed([hookError('missing_field', { field: 'url' })]);
  return checkedConfig({
    url,
    contentType: stringAt(config, 'content_type') ?? 'form',
    secret: stringAt(config, 'secret') ?? '',
    insecureSsl: insecureSslOf(config) ?? '0',
  });
}

/** `PATCH …/config`: only the keys sent change. */
export function mergeConfig(current: ConfigFields, config: JsonObject): ConfigFields {
  return checkedConfig({
    url: stringAt(config, 'url') ?? current.url,
    contentType: stringAt(config, 'content_type') ?? current.contentType,
    secret: stringAt(config, 'secret') ?? current.secret,
    insecureSsl: insecureSslOf(config) ?? current.insecureSsl,
  });
}

/**
 * `insecure_ssl`, `"0"` or `"1"` as a string or a number ("Supported values include `0` … and
 * `1`", `webhook-config-insecure-ssl`), kept as the text GitHub reads back; any other value is a
 * 422 (hookmock's wording, as for `content_type`: GitHub's own is not known).
 */
function insecureSslOf(config: JsonObject): '0' | '1' | undefined {
  const value = config.insecure_ssl;
  if (value === undefined) return undefined;
  const text = insecureSslText(value);
  if (text === undefined)
    throw validationFailed([hookError('invalid', { field: 'insecure_ssl', value: String(value) })]);
  return text;
}

/** The URL message is GitHub's (tektoncd/experimental#387); the content type's is hookmock's. */
function checkedConfig(fields: Omit<ConfigFields, 'contentType'> & { contentType: string }): ConfigFields {
  const { contentType } = fields;
  if (!isValidHookUrl(fields.url))
    throw validationFailed([
      hookError('custom', {
        message:
          "The URL you've entered is not valid. Please make sure that you encode all special characters first",
      }),
    ]);
  if (contentType !== 'json' && contentType !== 'form')
    throw validationFailed([hookError('invalid', { field: 'content_type', value: contentType })]);
  return { ...fields, contentType };
}

/** Only `web` is a hook name ("This parameter only accepts the value `web`"; hashicorp/terraform#18907). */
export function checkName(name: string | undefined): void {
  if (name !== undefined && name !== 'web') throw validationFailed([hookError('invalid', { field: 'name' })]);
}

/**
 * Event names the flavor knows and offers to a hook of this scope, deduplicated; any other is a
 * 422 naming it (GitHub's answer to an event its hook type is not offered is not known: the
 * unknown event's is used).
 */
export function checkedEvents(flavor: Flavor, events: readonly string[], scope: 'repo' | 'org'): string[] {
  const notOffered = GITHUB_EVENTS_NOT_OFFERED[scope];
  const unknown = events.filter((e) => !flavor.events.accepted.has(e) || notOffered.has(e));
  if (unknown.length > 0)
    throw validationFailed(unknown.map((value) => hookError('invalid', { field: 'events', value })));
  return [...new Set(events)];
}

const overlaps = (a: readonly string[], b: readonly string[]) =>
  a.includes('*') || b.includes('*') || a.some((e) => b.includes(e));

/**
 * GitHub's two create/update refusals against the owner's other hooks: the same config URL with
 * overlapping events ("Hook already exists on this repository", square/kochiku#20; "Multiple
 * webhooks can share the same `config` as long as those webhooks do not have any `events` that
 * overlap"), and more than 20 hooks for one event (`The "push" event cannot have more than 20
 * hooks`, grafana/grafana#129007).
 */
export function checkAgainstOthers(
  others: readonly HookRecord[],
  hook: { url: string; events: readonly string[] },
  where: 'repository' | 'organization',
): void {
  if (others.some((o) => o.url === hook.url && overlaps(o.events, hook.events)))
    throw validationFailed([hookError('custom', { message: `Hook already exists on this ${where}` })]);
  const { hooksPerEvent } = GITHUB_LIMITS;
  const full = hook.events.filter(
    (event) =>
      others.filter((o) => o.events.includes(event) || o.events.includes('*')).length >= hooksPerEvent,
  );
  if (full.length > 0)
    throw validationFailed(
      full.map((event) =>
        hookError('custom', { message: `The "${event}" event cannot have more than ${hooksPerEvent} hooks` }),
      ),
    );
}
