import { goQueryEscape } from '../go/go-query.js';
import type { Scenario } from '../scenario/schema.js';
import { MAX_DEPTH, deeperThan } from '../http/safe-json.js';
import { REDACTED } from './normalize-values.js';
import { formDecode, redactHookUrl, redactQueryValues } from './redact-url.js';

/**
 * The last pass over a recording (docs/guide/recording.md): tokens and secrets are replaced
 * only where they stand as values — never by a global text replace, which broke the JSON when a
 * token was `"` or `1` and renamed every `"id"` key when it was `id` (docs/internals/security.md: recorder):
 * - fields named like a secret (`secret`, `authorization_header`, packagist meta's `api_token`,
 *   any case) in JSON and in
 *   form bodies (`config[secret]` too, `+` read as a space);
 * - token parameters in `Link` URLs and form bodies (Go's QueryEscape form decoded first);
 * - hook URLs (`url` fields, `config[url]`): see redactHookUrl — except the upstream's own API
 *   URLs (GitHub's hooks and payloads carry them in `url`), already on the recorded origin and
 *   no secret, which must stay as the API writes them for a replay to match;
 * - any string that contains a token or secret of at least MIN_EMBEDDED characters, in its raw,
 *   percent-encoded or QueryEscape form. Shorter ones are too likely to be ordinary text (`1`).
 */
const MIN_EMBEDDED = 8;
const SECRET_KEY = /^(?:config\[)?(?:secret|authorization_header|api_token|signing_token)\]?$/i;
/** Credentials in a query or a form: the Gitea family's `token`/`access_token`, GitLab's `private_token`. */
const TOKEN_KEY = /^(?:token|access_token|private_token)$/i;
/**
 * Secrets only a request or response body holds (never a scenario's own fields, where `token` is
 * a user's placeholder): a GitLab hook's `token`, and the values of its `custom_headers` and
 * `url_variables` pairs (docs/guide/gitlab.md).
 */
const BODY_TOKEN_KEY = /^token$/i;
const SECRET_PAIRS = /^(?:custom_headers|url_variables)$/i;
export const URL_KEY = /^(?:config\[)?url\]?$/i;
const FORM = /application\/x-www-form-urlencoded/i;

/** A body as JSON when it parses and nests no deeper than MAX_DEPTH; else its text (S8c). */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return deeperThan(value, MAX_DEPTH) ? text : value;
  } catch {
    return text;
  }
}

/** Secret values found in bodies (JSON fields, form fields), for the embedded-value pass. */
export function secretsIn(bodies: readonly unknown[], forms: readonly string[]): string[] {
  const found = new Set<string>();
  const stack: [unknown, string | undefined][] = bodies.map((b) => [b, undefined]);
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [value, key] = top;
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stack.push([v, k]);
    else if (typeof value === 'string' && value.length >= 3 && key !== undefined && SECRET_KEY.test(key))
      found.add(value);
  }
  for (const body of bodies) for (const value of bodySecrets(body)) if (value.length >= 3) found.add(value);
  for (const form of forms)
    redactQueryValues(
      form,
      (k) => SECRET_KEY.test(k),
      (_, v) => (found.add(v), v),
    );
  return [...found];
}

/** The values `redactBodySecrets` replaces in one body. */
function bodySecrets(body: unknown): string[] {
  const found: string[] = [];
  redactBodySecrets(body, (value) => (found.push(value), value));
  return found;
}

/**
 * A body with its hook `token` and its secret pairs' `value`s replaced by `replace` (REDACTED),
 * walked iteratively; other bodies come back equal.
 */
export function redactBodySecrets(
  body: unknown,
  replace: (value: string) => string = () => REDACTED,
): unknown {
  const copy = structuredClone(body);
  const stack: [unknown, boolean][] = [[copy, false]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, inPairs] = top;
    if (!node || typeof node !== 'object') continue;
    for (const [k, v] of Object.entries(node)) {
      const secret = Array.isArray(node) ? false : BODY_TOKEN_KEY.test(k) || (inPairs && k === 'value');
      if (secret && typeof v === 'string' && v !== '') Reflect.set(node, k, replace(v));
      else if (v && typeof v === 'object')
        stack.push([v, SECRET_PAIRS.test(k) || (inPairs && Array.isArray(node))]);
    }
  }
  return copy;
}

/** A push payload's commit (its `url` stands beside the `message` and the `author`): no hook has both. */
const isCommit = (parent: Record<string, unknown>): boolean =>
  typeof parent.message === 'string' && typeof parent.author === 'object' && parent.author !== null;

/** The scenario with every secret and token value replaced where it stands (see above). */
export function redactRecording(
  scenario: Scenario,
  secrets: readonly string[],
  tokens: ReadonlyMap<string, string>,
  own?: { apiUrl: string; origin: string },
): Scenario {
  const under = (value: string, root: string) => value === root || value.startsWith(`${root}/`);
  // The upstream's API URLs (GitHub's hook and payload `url`s) are no receiver's, and neither is
  // a payload commit's `url` on the upstream (its web page: `…/acme/widgets/commit/{sha}`).
  const isOwnUrl = (value: string, parent: Record<string, unknown>) =>
    own !== undefined && (under(value, own.apiUrl) || (isCommit(parent) && under(value, own.origin)));
  const embedded: [string, string][] = [
    ...[...tokens].filter(([real]) => real.length >= MIN_EMBEDDED),
    ...secrets.filter((s) => s.length >= MIN_EMBEDDED).map((s): [string, string] => [s, REDACTED]),
  ].sort((a, b) => b[0].length - a[0].length);
  const tokenOf = (value: string) => tokens.get(value) ?? REDACTED;
  const redactString = (value: string, key: string | undefined, parent: Record<string, unknown>): string => {
    if (key !== undefined && SECRET_KEY.test(key)) return value === '' ? '' : REDACTED;
    let out = value;
    if (key !== undefined && URL_KEY.test(key) && !isOwnUrl(out, parent)) out = redactHookUrl(out);
    if (key === 'link') out = out.replace(/<([^>]*)>/g, (_, u: string) => `<${redactUrlTokens(u, tokenOf)}>`);
    if (key === 'body' && typeof parent.contentType === 'string' && FORM.test(parent.contentType))
      out = redactForm(out, tokenOf);
    if (key === 'body') out = redactRawJsonFields(out);
    for (const [real, replacement] of embedded)
      for (const form of new Set([real, encodeURIComponent(real), goQueryEscape(real)]))
        out = out.split(form).join(replacement);
    return out;
  };
  return mapStrings(scenario, redactString);
}

/** Every string value rewritten, keys kept; iterative, so no depth can overflow the stack. */
function mapStrings<T>(
  root: T,
  f: (value: string, key: string | undefined, parent: Record<string, unknown>) => string,
): T {
  const copy = structuredClone(root);
  const stack: unknown[] = [copy];
  while (stack.length > 0) {
    // Only objects are pushed; a JSON object's entries are what this walk reads and writes.
    const node = stack.pop() as Record<string, unknown>;
    for (const [k, v] of Object.entries(node)) {
      const key = Array.isArray(node) ? undefined : k;
      if (typeof v === 'string') node[k] = f(v, key, node);
      else if (v && typeof v === 'object') stack.push(v);
    }
  }
  return copy;
}

function redactUrlTokens(url: string, tokenOf: (value: string) => string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const redacted = redactQueryValues(
    query,
    (k) => TOKEN_KEY.test(k),
    (_, v) => tokenOf(v),
  );
  return url.slice(0, q + 1) + redacted + (hash < 0 ? '' : url.slice(hash));
}

/** A form body: secret fields redacted, token fields replaced, hook URLs cleaned (S7a). */
function redactForm(body: string, tokenOf: (value: string) => string): string {
  return redactQueryValues(
    body,
    (k) => SECRET_KEY.test(k) || TOKEN_KEY.test(k) || URL_KEY.test(k),
    (k, v) =>
      SECRET_KEY.test(k) ? (v === '' ? '' : REDACTED) : TOKEN_KEY.test(k) ? tokenOf(v) : redactHookUrl(v),
  );
}

/** Secret fields inside JSON kept as text (too deep or malformed to parse). */
function redactRawJsonFields(text: string): string {
  return text.replace(
    /("(?:secret|authorization_header)"\s*:\s*")((?:[^"\\]|\\.)*)"/gi,
    (_, head: string, value: string) => (value === '' ? `${head}"` : `${head}${REDACTED}"`),
  );
}

export { formDecode };
