import { sendableRequestHeader } from '../../../http/header-rules.js';

/**
 * The one schema of a GitLab hook's `custom_headers` and `url_variables`, wherever a pair arrives:
 * hook create and edit (the model's `json_schema` validations, `app/models/hooks/web_hook.rb`) and
 * the one-pair routes (`lib/api/hooks/custom_headers.rb`, `url_variables.rb`). GitLab's JSON
 * schemas (`app/validators/json_schemas/web_hooks_custom_headers.json`,
 * `web_hooks_url_variables.json`): at most 20 pairs, a key pattern, values of 1 to 2048 (header)
 * or 100 (variable) characters. hookmock adds two rules of its own (docs/internals/security.md):
 * a key of at most 255 characters in both maps, and a header a request may carry
 * (http/header-rules.ts: not `Host`, the framing or a hop-by-hop name; a value without CR/LF).
 */
export interface PairMap {
  /** Where the map lives in the hook's settings. */
  readonly field: 'custom_headers' | 'url_variables';
  /** `not_found!(…)`'s resource: `404 Custom header Not Found`. */
  readonly resource: string;
  /** The 422 of a DELETE the model refuses (the URL still names the variable). */
  readonly unsetError: string;
  /** The schema's `patternProperties` key. */
  readonly key: RegExp;
  /** The schema's `maxLength` of a value (`minLength` is 1). */
  readonly maxValue: number;
  /** Grape's `limit:` on the path's `key` (custom headers only; UNVERIFIED length). */
  readonly maxKey?: number;
  /** What else a pair must be to be sent (a header's name and value). */
  readonly sendable?: (key: string, value: string) => boolean;
}

/** The schema's `maxProperties`, the same in both. */
export const MAX_PAIRS = 20;
/** The longest key either map takes (Grape's limit on a custom header's path key; hookmock's for a variable). */
const MAX_KEY = 255;

export const CUSTOM_HEADERS: PairMap = {
  field: 'custom_headers',
  resource: 'Custom header',
  unsetError: 'Could not unset custom header',
  key: /^[A-Za-z]+[0-9]*(?:[._-][A-Za-z0-9]+)*$/,
  maxValue: 2048,
  maxKey: MAX_KEY,
  sendable: sendableRequestHeader,
};

export const URL_VARIABLES: PairMap = {
  field: 'url_variables',
  resource: 'URL variable',
  unsetError: 'Could not unset variable',
  key: /^[A-Za-z_][A-Za-z0-9_]*$/,
  maxValue: 100,
};

/** Whether a map passes its schema (its own keys only: a `__proto__` key is a key like any other). */
export function schemaHolds(map: PairMap, pairs: Readonly<Record<string, string>>): boolean {
  const entries = Object.entries(pairs);
  return (
    entries.length <= MAX_PAIRS &&
    entries.every(
      ([k, v]) =>
        k.length <= MAX_KEY &&
        map.key.test(k) &&
        v.length >= 1 &&
        v.length <= map.maxValue &&
        (map.sendable?.(k, v) ?? true),
    )
  );
}
