import { REDACTED } from './normalize-values.js';

/**
 * A hook's receiver URL with its credentials taken out (README "Security": recorder): userinfo, every
 * query value and fragment, and the path segments chat services use as the secret itself —
 * Slack `/services/T…/B…/…`, Discord `/api/webhooks/<id>/<token>`, Teams `/webhookb2/…`,
 * Telegram `/bot<token>/…`, Feishu/Lark `/open-apis/bot/v2/hook/<token>` — plus any long random
 * looking segment (Mattermost, Rocket.Chat and similar `/hooks/<key>`). The rest is kept as
 * written, so a request body and the answer that echoes it stay equal after redaction.
 */
const URL_PARTS = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*@)?([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i;
const CHAT_PREFIXES = [
  /^(\/services\/).+/,
  /^(\/api\/webhooks\/).+/,
  /^(.*\/webhookb2\/).+/,
  /^(\/webhook\/).+/,
  /^(\/open-apis\/bot\/v2\/hook\/).+/,
];
const TELEGRAM = /^\/bot[^/]+/;
const RANDOM_SEGMENT = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{20,}$/;

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
  for (const prefix of CHAT_PREFIXES) {
    const m = prefix.exec(path);
    if (m) return `${m[1]}${REDACTED}`;
  }
  const telegram = path.replace(TELEGRAM, `/bot${REDACTED}`);
  return telegram
    .split('/')
    .map((segment) => (RANDOM_SEGMENT.test(segment) ? REDACTED : segment))
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
