/**
 * A hook's `custom_webhook_template` made into the body it sends (`WebHookService#request_payload`
 * and `#render_custom_template`, `app/services/web_hook_service.rb`; docs/gitlab-deliveries.md "Custom
 * webhook templates"): each `{{a.b}}` (`CUSTOM_TEMPLATE_INTERPOLATION_REGEX`) is the payload's value
 * at that path (`params.dig(*path.split('.'))`) JSON-encoded, a string without its quotes (the
 * `custom_webhook_template_serialization` rendering, MR 197992); the result must parse as JSON,
 * and that JSON is the payload sent. Otherwise the hook makes no request and the attempt is an
 * error in GitLab's words (`raise_custom_webhook_template_error!`).
 */

/** `CUSTOM_TEMPLATE_INTERPOLATION_REGEX`: `/{{(.+?)}}/`. */
const PLACEHOLDER = /{{(.+?)}}/g;

/** `raise_custom_webhook_template_error!`'s prefix. */
const PREFIX = 'Error while parsing rendered custom webhook template: ';

/** The `rescue TypeError` words: `dig` reached an array (or another value that is no Hash). */
const NOT_A_HASH = 'You may be trying to access an array value, which is not supported.';

/** Why `dig` stopped: a step met a value without `Hash#dig` (Ruby raises a TypeError). */
class DigTypeError extends Error {}

const isHash = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `Hash#dig(*keys)`: nil (here `null`) as soon as a key is missing or a step is nil; a TypeError
 * when a step is an array, a string, a number or a boolean (only a Hash digs by a string key).
 */
function dig(params: unknown, keys: readonly string[]): unknown {
  let value = params;
  for (const key of keys) {
    if (value === null || value === undefined) return null;
    if (!isHash(value)) throw new DigTypeError();
    value = Object.hasOwn(value, key) ? value[key] : null;
  }
  return value ?? null;
}

/** `path.split('.')`: Ruby's `split` drops the empty strings at the end (`a.` is `["a"]`). */
const keysOf = (path: string): string[] => {
  const keys = path.split('.');
  while (keys.length > 0 && keys.at(-1) === '') keys.pop();
  return keys;
};

/** `value.to_json`, a string's surrounding quotes taken off (`value_json[1..-2]`). */
function serialized(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return typeof value === 'string' ? json.slice(1, -1) : json;
}

/** The template rendered over `payload`, parsed: the payload sent, or the error GitLab logs. */
export function renderCustomTemplate(
  template: string,
  payload: unknown,
): { value: unknown } | { failed: string } {
  let rendered: string;
  try {
    rendered = template.replace(PLACEHOLDER, (_, path: string) => serialized(dig(payload, keysOf(path))));
  } catch (error) {
    if (error instanceof DigTypeError) return { failed: PREFIX + NOT_A_HASH };
    throw error;
  }
  try {
    const value: unknown = JSON.parse(rendered);
    return { value };
  } catch (error) {
    // The words are JavaScript's parser's; GitLab's (Oj's) differ after the prefix.
    return { failed: PREFIX + (error instanceof Error ? error.message : String(error)) };
  }
}
