import { hmac, standardWebhooksKey, standardWebhooksSignature } from '../delivery/signer.js';
import { SIGNATURE_HEADERS, TOKEN_HEADERS } from '../flavors/signature-headers.js';

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function isHeaders(headers: HeaderSource): headers is Headers {
  return typeof headers.get === 'function';
}

function headerOf(headers: HeaderSource, name: string): string | undefined {
  // HeaderSource is a Fetch Headers (or a look-alike from another fetch) or node's plain header
  // object: told apart by a callable `get`.
  if (isHeaders(headers)) return headers.get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** How `verifySignature` checks a Standard Webhooks timestamp (GitLab's `signing_token`). */
export interface VerifyOptions {
  /**
   * The time `webhook-timestamp` is checked against: a Date or epoch milliseconds. Default: now.
   * Give the mock's clock (the `clock` option or the scenario's `clock`) when its time is not today's.
   */
  now?: Date | number;
  /** How far `webhook-timestamp` may be from `now`, either way, in seconds. Default: 300 (5 minutes). */
  toleranceSeconds?: number;
}

/**
 * For receivers: whether a delivery was signed with `secret`. `body` is the raw request body;
 * a form body (`payload=…`) is checked over its JSON, which is what Gitea and Forgejo sign, and
 * else over the body as sent, which is what GitHub signs. Every signature header present must
 * match and at least one must be; an empty secret signs nothing, so it never verifies.
 * GitLab: `X-Gitlab-Token` counts as one of those headers (equal to `secret`, the hook's token);
 * a `whsec_…` secret (the hook's `signing_token`) checks the Standard Webhooks `webhook-signature`
 * instead, over `{webhook-id}.{webhook-timestamp}.{body}`, with `webhook-timestamp` within
 * `options.toleranceSeconds` (5 minutes) of `options.now`. Comparison is constant-time.
 *
 * @example
 * app.post('/webhook', express.text({ type: () => true }), async (req, res) => {
 *   if (!(await verifySignature(process.env.SECRET, req.body, req.headers))) return res.sendStatus(401);
 *   res.sendStatus(204);
 * });
 * @see docs/events.md
 */
export async function verifySignature(
  secret: string,
  body: string | Uint8Array,
  headers: HeaderSource,
  options: VerifyOptions = {},
): Promise<boolean> {
  if (secret === '') return false;
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  if (standardWebhooksKey(secret) && headerOf(headers, 'webhook-signature') !== undefined)
    return standardSigned(secret, text, headers, options);
  const type = headerOf(headers, 'content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return signedOver(secret, text, headers);
  const payload = new URLSearchParams(text).get('payload') ?? '';
  return (await signedOver(secret, payload, headers)) || signedOver(secret, text, headers);
}

/** Whether every signature header present is the HMAC of `text`, and at least one is there. */
async function signedOver(secret: string, text: string, headers: HeaderSource): Promise<boolean> {
  const bytes = new TextEncoder().encode(text);
  let checked = 0;
  for (const { name, strip } of TOKEN_HEADERS) {
    const token = headerOf(headers, name);
    if (token === undefined) continue;
    // A token header carries the secret itself: compared by digest, so the time taken says
    // nothing of where they differ or of the token's length.
    if (!(await sameSecret(token, secret.replace(strip, '')))) return false;
    checked += 1;
  }
  for (const [name, forms] of SIGNATURE_HEADERS) {
    const value = headerOf(headers, name);
    if (value === undefined || value === '') continue;
    const form = forms.find(([, prefix]) => value.startsWith(prefix));
    if (!form) return false;
    const [algorithm, prefix] = form;
    if (value === prefix) continue;
    const expected = await hmac(algorithm, secret, bytes);
    if (!equal(value.slice(prefix.length).toLowerCase(), expected)) return false;
    checked += 1;
  }
  return checked > 0;
}

function equal(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const encode = (text: string) => new TextEncoder().encode(text);

/** Two secrets compared by their HMACs under a fixed key (any key will do: only equality is read). */
async function sameSecret(a: string, b: string): Promise<boolean> {
  const key = 'hookmock:token';
  return equal(await hmac('SHA-256', key, encode(a)), await hmac('SHA-256', key, encode(b)));
}

/**
 * The Standard Webhooks check (GitLab's `signing_token`): an id, a timestamp in the window and a
 * `v1,` entry of the space-separated `webhook-signature` equal to the HMAC of
 * `{id}.{timestamp}.{body}` under the key `whsec_…` names.
 */
async function standardSigned(
  secret: string,
  text: string,
  headers: HeaderSource,
  options: VerifyOptions,
): Promise<boolean> {
  const id = headerOf(headers, 'webhook-id') ?? '';
  const stamp = headerOf(headers, 'webhook-timestamp') ?? '';
  if (id === '' || !/^\d{1,12}$/.test(stamp)) return false;
  const now = options.now === undefined ? Date.now() : Number(options.now);
  if (Math.abs(now / 1000 - Number(stamp)) > (options.toleranceSeconds ?? 300)) return false;
  const expected = await standardWebhooksSignature(secret, id, Number(stamp), text);
  const given = (headerOf(headers, 'webhook-signature') ?? '').split(' ');
  let matched = false;
  for (const entry of given) if (equal(entry, expected)) matched = true;
  return matched;
}
