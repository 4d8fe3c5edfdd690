import { HOOK_ID_HEADERS, SIGNED_HEADERS } from '../flavors/recorded-headers.js';
import { isJsonObject } from '../util/json-object.js';
import { RECORDED_INSTANT, isTimestamp, recordedInstant, timestampSpelling } from './timestamps.js';

export { RECORDED_INSTANT, isTimestamp };
/** The origin every upstream origin becomes in recordings. */
export const RECORDED_ORIGIN = 'http://recorded.test';
/** What secrets and authorization headers become. */
export const REDACTED = 'REDACTED';

/** Whether a header (any case) carries a signature the products make (flavors/recorded-headers.ts). */
const isSignatureHeader = (key: string): boolean => SIGNED_HEADERS.includes(key.toLowerCase());
const DIGEST = /[0-9a-f]{32}/i;
/** Whether a header (any case) names a delivery's hook by its id (flavors/recorded-headers.ts). */
export const isHookIdHeader = (key: string): boolean => HOOK_ID_HEADERS.includes(key.toLowerCase());
/**
 * A hook's id in one of the API's paths or URLs (`…/hooks/7`, `…/hooks/7/pings`, Data Center's
 * `…/webhooks/7`): the segment before it, then the id.
 */
export const HOOK_ID_IN_URL = /(\/(?:web)?hooks\/)(\d+)(?=[/?#]|$)/;

/**
 * Rewrites a JSON value: timestamps to the fixed instant, the upstream origin to the recorded
 * one, secrets and authorization headers redacted, hook ids through `mapId`.
 */
export function normalizeValue(
  value: unknown,
  options: {
    origin: string;
    mapId: (id: number) => number;
    key?: string;
    inHook?: boolean;
    /** The product's other spellings of hook ids made the mapped ids' (`RecordingHints.respellHookIds`). */
    respell?: (text: string) => string;
  },
): unknown {
  const { key } = options;
  if (Array.isArray(value)) return value.map((v) => normalizeValue(v, { ...options, key: undefined }));
  if (isJsonObject(value)) {
    // A parsed JSON object (recorded body): only its entries are read.
    const object = value;
    const isHook = isHookObject(object);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(object))
      out[k] = normalizeValue(v, { ...options, key: k, inHook: isHook });
    return out;
  }
  if (typeof value === 'number' && ((key === 'id' && options.inHook) || key === 'hook_id'))
    return options.mapId(value);
  // Every timestamp becomes the one instant, in the spelling it came in (text, seconds, milliseconds).
  const spelling = timestampSpelling(value, key);
  if (spelling !== null) return recordedInstant(spelling);
  if (typeof value !== 'string') return value;
  // A delivery's `X-GitHub-Hook-ID` header (GitHub's `GET …/deliveries/{id}`) is the hook's id too.
  if (key !== undefined && isHookIdHeader(key) && /^\d+$/.test(value))
    return String(options.mapId(Number(value)));
  if (key === 'secret' || key === 'authorization_header') return value === '' ? '' : REDACTED;
  // A delivery's signature (GitHub's `GET …/deliveries/{id}` shows its headers) is made with the
  // real secret, which the recording does not keep: a replay could never sign the same.
  // An unsigned delivery's (`""`, `sha1=`) is kept: nothing was signed.
  if (key !== undefined && isSignatureHeader(key) && DIGEST.test(value)) return REDACTED;
  const text = replaceOrigin(options.respell ? options.respell(value) : value, options.origin);
  // The API's own URLs of a hook (GitHub's `url`, `ping_url`, …) name its id: the same fake id.
  return text.startsWith(`${RECORDED_ORIGIN}/`)
    ? text.replace(HOOK_ID_IN_URL, (_, at: string, id: string) => `${at}${options.mapId(Number(id))}`)
    : text;
}

/**
 * Whether a JSON object is a hook (its `id` is a hook id), by the shapes the flavors answer: a
 * config and a type or events (the Gitea family, GitHub), Data Center's webhook (a
 * `configuration` map beside its list of `events`), or GitLab's entity (`url`, the `push_events`
 * flag, and the `project_id` or `group_id` it belongs to).
 */
export const isHookObject = (object: Record<string, unknown>): boolean =>
  ('config' in object && ('type' in object || 'events' in object)) ||
  ('configuration' in object && Array.isArray(object.events)) ||
  ('url' in object &&
    typeof object.push_events === 'boolean' &&
    ('project_id' in object || 'group_id' in object));

export function replaceOrigin(text: string, origin: string): string {
  if (!origin) return text;
  const replaced = text.split(origin).join(RECORDED_ORIGIN);
  // Delivery payloads also carry the origin's host alone: placeholder e-mails and SSH URLs.
  // GitHub's payloads also carry `git://host[:port]/…` and `git@host[:port]:…` (hookmock's, with the port).
  const { host, hostname } = hostOf(origin);
  const recorded = hostOf(RECORDED_ORIGIN).hostname;
  if (!hostname || hostname === recorded) return replaced;
  let out = replaced;
  const pairs: [string, string][] = [
    [`git://${host}/`, `git://${recorded}/`],
    [`git@${host}:`, `git@${recorded}:`],
    [`git@${hostname}:`, `git@${recorded}:`],
    [`@noreply.${hostname}`, `@noreply.${recorded}`],
  ];
  for (const [from, to] of pairs) out = out.split(from).join(to);
  return out;
}

function hostOf(origin: string): { host: string; hostname: string } {
  try {
    const { host, hostname } = new URL(origin);
    return { host, hostname };
  } catch {
    return { host: '', hostname: '' };
  }
}
