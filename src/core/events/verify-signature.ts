import { hmac } from '../delivery/signer.js';

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

const SIGNATURE_HEADERS: readonly [name: string, algorithm: 'SHA-256' | 'SHA-1', prefix: string][] = [
  ['x-forgejo-signature', 'SHA-256', ''],
  ['x-gitea-signature', 'SHA-256', ''],
  ['x-gogs-signature', 'SHA-256', ''],
  ['x-hub-signature-256', 'SHA-256', 'sha256='],
  ['x-hub-signature', 'SHA-1', 'sha1='],
  ['x-webhook-signature', 'SHA-256', ''],
];

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

/**
 * For receivers: whether a delivery was signed with `secret`. `body` is the raw request body;
 * a form body (`payload=…`) is checked over its JSON, which is what Gitea and Forgejo sign, and
 * else over the body as sent, which is what GitHub signs. Every signature header present must
 * match and at least one must be; an empty secret signs nothing, so it never verifies.
 * Comparison is constant-time.
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
): Promise<boolean> {
  if (secret === '') return false;
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  const type = headerOf(headers, 'content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return signedOver(secret, text, headers);
  const payload = new URLSearchParams(text).get('payload') ?? '';
  return (await signedOver(secret, payload, headers)) || signedOver(secret, text, headers);
}

/** Whether every signature header present is the HMAC of `text`, and at least one is there. */
async function signedOver(secret: string, text: string, headers: HeaderSource): Promise<boolean> {
  const bytes = new TextEncoder().encode(text);
  let checked = 0;
  for (const [name, algorithm, prefix] of SIGNATURE_HEADERS) {
    const value = headerOf(headers, name);
    if (value === undefined || value === '' || value === prefix) continue;
    if (!value.startsWith(prefix)) return false;
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
