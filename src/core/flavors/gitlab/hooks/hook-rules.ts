import { standardWebhooksKey } from '../../../delivery/signer.js';
import type { GitlabMeta } from '../meta.js';
import type { Pair } from './params.js';
import type { HookParams } from './hook-params.js';
import { CUSTOM_HEADERS, URL_VARIABLES, schemaHolds } from './pair-schema.js';
import { gitlabMessage, grapeError } from './respond.js';
import { re2Refuses } from './re2-syntax.js';

/** A hook's settings as GitLab's model holds them (the record's columns and `meta`). */
export interface GitlabHookState {
  url: string;
  name: string;
  token: string;
  flags: Set<string>;
  meta: GitlabMeta;
}

/** `{name}` placeholders of a URL template (`WebHooks::Hook`, §2.2). */
const PLACEHOLDER = /\{([A-Za-z]+[0-9]*(?:[._-][A-Za-z0-9]+)*)\}/g;

/**
 * The URL with its variables put in, or undefined when one is missing. Own keys only: a
 * `{constructor}` with no variable of that name is missing, never `Object.prototype`'s.
 */
export function interpolatedUrl(
  url: string,
  variables: Readonly<Record<string, string>>,
): string | undefined {
  let missing = false;
  const out = url.replace(PLACEHOLDER, (_all, key: string) => {
    const value = Object.hasOwn(variables, key) ? variables[key] : undefined;
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : out;
}

/**
 * `public_url: true`: an http(s) URL. GitLab also refuses local and private addresses unless the
 * admin allows them; hookmock allows them (its receivers are local: docs/gitlab.md).
 */
function validUrl(url: string | undefined): boolean {
  if (url === undefined) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** Pairs as a map; `Object.fromEntries` defines each key, `__proto__` too (never the setter). */
const toMap = (pairs: readonly Pair[]) => Object.fromEntries(pairs.map((p) => [p.key, p.value]));

/**
 * The state after a create (`before` = GitLab's defaults) or an edit: only what was sent changes
 * (url variables and custom headers are merged in); a new URL clears the token and the custom
 * headers unless they were sent too (`reset_token`, `reset_custom_headers` in `WebHooks::Hook`).
 */
export function applyParams(before: GitlabHookState, p: HookParams): GitlabHookState {
  const m = before.meta;
  const urlChanged = p.url !== undefined && p.url !== before.url;
  // Merged (`hook.url_variables.merge`); an update's reset is `resetUrlVariables` (url-reset.ts).
  const variables = { ...m.url_variables, ...toMap(p.url_variables ?? []) };
  const headers =
    urlChanged && !p.custom_headers ? {} : { ...m.custom_headers, ...toMap(p.custom_headers ?? []) };
  const flags = new Set(before.flags);
  for (const [flag, on] of p.flags)
    if (on) flags.add(flag);
    else flags.delete(flag);
  return {
    url: p.url ?? before.url,
    name: p.name === undefined ? before.name : (p.name ?? ''),
    token: p.token !== undefined ? (p.token ?? '') : urlChanged ? '' : before.token,
    flags,
    meta: {
      description: p.description === undefined ? m.description : p.description,
      enable_ssl_verification: p.enable_ssl_verification ?? m.enable_ssl_verification,
      push_events_branch_filter:
        p.branch_filter_strategy === 'all_branches'
          ? null
          : p.push_events_branch_filter === undefined
            ? m.push_events_branch_filter
            : p.push_events_branch_filter,
      branch_filter_strategy: p.branch_filter_strategy ?? m.branch_filter_strategy,
      custom_webhook_template:
        p.custom_webhook_template === undefined ? m.custom_webhook_template : p.custom_webhook_template,
      url_variables: variables,
      custom_headers: headers,
      // An edit leaves auto-disabling's state as it is (the API's `update` does not `enable!`).
      recent_failures: m.recent_failures,
      disabled_until: m.disabled_until,
      // Kept when the URL changes (only `token` is reset: `reset_token`); '' or null removes it.
      signing_token: p.signing_token === undefined ? m.signing_token : p.signing_token || null,
    },
  };
}

/** Which of the model's checks failed, by attribute. */
export type Failure =
  | 'url'
  | 'branch_filter'
  | 'custom_headers'
  | 'url_variables'
  | 'token'
  | 'signing_token'
  | 'custom_webhook_template';

export function failureOf(s: GitlabHookState): Failure | undefined {
  if (!validUrl(interpolatedUrl(s.url, s.meta.url_variables))) return 'url';
  const filter = s.meta.push_events_branch_filter;
  if (filter && s.meta.branch_filter_strategy === 'regex' && !compiles(filter)) return 'branch_filter';
  // The one schema of both maps, as the one-pair routes apply it (pair-schema.ts).
  if (!schemaHolds(CUSTOM_HEADERS, s.meta.custom_headers)) return 'custom_headers';
  if (!schemaHolds(URL_VARIABLES, s.meta.url_variables)) return 'url_variables';
  if (s.token.includes('\n')) return 'token';
  if (s.meta.signing_token !== null && !validSigningToken(s.meta.signing_token)) return 'signing_token';
  if ((s.meta.custom_webhook_template ?? '').length > 4096) return 'custom_webhook_template';
  return undefined;
}

/**
 * `whsec_` and the base64 of a key (GitLab makes 32-byte ones, MR 231325; which others it refuses
 * is UNVERIFIED, so any key a Standard Webhooks receiver can decode is taken: docs/gitlab.md).
 */
const validSigningToken = (token: string): boolean => standardWebhooksKey(token) !== undefined;

/** A `regex` filter GitLab's RE2 compiles: JavaScript's syntax, without what RE2 has not. */
function compiles(pattern: string): boolean {
  if (re2Refuses(pattern)) return false;
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/**
 * The 422s of `WebHooks::CreateService` (create) and `save_hook` (edit), worded as each words
 * them (§3.2): the other model errors are a sentence on create and a field map on edit.
 */
const CREATE: Readonly<Record<Failure, () => Error>> = {
  url: () => grapeError(422, 'Invalid url given'),
  branch_filter: () => grapeError(422, 'Invalid branch filter given'),
  custom_headers: () => grapeError(422, 'Custom headers must be a valid json schema'),
  // `errors.full_messages.to_sentence` of `JsonSchemaValidator`'s "must be a valid json schema".
  url_variables: () => grapeError(422, 'Url variables must be a valid json schema'),
  token: () => grapeError(422, 'Token is invalid'),
  signing_token: () => grapeError(422, 'Signing token is invalid'),
  custom_webhook_template: () =>
    grapeError(422, 'Custom webhook template is too long (maximum is 4096 characters)'),
};
const EDIT: Readonly<Record<Failure, () => Error>> = {
  ...CREATE,
  custom_headers: () => grapeError(422, 'Custom headers validation failed'),
  // `save_hook` (`lib/api/helpers/web_hooks_helpers.rb`): `render_validation_error!` of the rest.
  url_variables: () => gitlabMessage(422, { url_variables: ['must be a valid json schema'] }),
  token: () => gitlabMessage(422, { token: ['is invalid'] }),
  signing_token: () => gitlabMessage(422, { signing_token: ['is invalid'] }),
  custom_webhook_template: () =>
    gitlabMessage(422, { custom_webhook_template: ['is too long (maximum is 4096 characters)'] }),
};

/** Throws the 422 of the first failed check, in create's or edit's words. */
export function checkState(state: GitlabHookState, on: 'create' | 'edit'): void {
  const failure = failureOf(state);
  if (failure) throw (on === 'create' ? CREATE : EDIT)[failure]();
}
