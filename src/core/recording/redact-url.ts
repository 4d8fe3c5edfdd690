import { PRODUCT_WORDS } from '../flavors/product-words.js';
import { REDACTED } from './normalize-values.js';

/**
 * A hook's receiver URL with its credentials taken out (docs/internals/security.md: recorder): userinfo,
 * every query value, the fragment, and every path segment that is not a common, obviously
 * non-secret word (ALLOWED_SEGMENTS: `hook`, `webhooks`, `api`, `v2`, …). Services put the secret
 * anywhere in the path (Slack, Discord, Zapier, Rocket.Chat, Teams, Telegram's `/bot<token>`), in
 * any shape — short, letters only, hyphenated — so no pattern can tell a secret segment from a
 * harmless one; only a known word is kept (F10). Redaction is deterministic, so a request body
 * and the answer that echoes it stay equal after redaction.
 */
const URL_PARTS = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*@)?([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i;
const ALLOWED_SEGMENTS = new Set([
  ...['api', 'apis', 'hook', 'hooks', 'webhook', 'webhooks', 'web-hook', 'web-hooks', 'callback'],
  ...['callbacks', 'events', 'event', 'incoming', 'in', 'inbound', 'receive', 'receiver', 'notify'],
  ...['notifications', 'payload', 'ci', 'cd', 'build', 'builds', 'deploy', 'trigger', 'catch'],
  ...['services', ...PRODUCT_WORDS, 'git', 'jenkins', 'drone'],
  ...['woodpecker', 'generic-webhook-trigger', 'invoke', 'push', 'ping', 'test', 'bot', 'open-apis'],
  ...['webhookb2', 'index.php', 'index.html', 'post', 'swagger', 'docs'],
]);
/** Version segments (`v1`, `v2.1`) are kept too. */
const VERSION = /^v\d+(?:\.\d+)?$/i;

export function redactHookUrl(url: string): string {
  const m = URL_PARTS.exec(url);
  if (!m) return url;
  const [, scheme = '', userinfo, host = '', path = '', query, fragment] = m;
  return (
    scheme +
    (userinfo ? `${REDACTED}@` : '') +
    host +
    redactPath(path) +
    (query ? `?${redactQueryValues(query.slice(1), () => true)}` : '') +
    (fragment ? `#${REDACTED}` : '')
  );
}

function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      segment === '' || ALLOWED_SEGMENTS.has(segment.toLowerCase()) || VERSION.test(segment)
        ? segment
        : REDACTED,
    )
    .join('/');
}

/**
 * A query or form string with the values of the chosen keys replaced, every other byte kept.
 * Keys are compared decoded (`+` as space, percent-escapes, Go's QueryEscape form alike).
 */
export function redactQueryValues(
  query: string,
  chosen: (key: string) => boolean,
  replacement: (key: string, value: string) => string = () => REDACTED,
): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      const key = formDecode(rawKey);
      if (eq < 0 || !chosen(key)) return pair;
      return `${rawKey}=${encodeURIComponent(replacement(key, formDecode(pair.slice(eq + 1))))}`;
    })
    .join('&');
}

/** application/x-www-form-urlencoded decoding that never throws (`+` is a space). */
export function formDecode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}
