/**
 * HMAC-SHA256 and HMAC-SHA1 over the exact bytes signed (G/F `addDefaultHeaders`): node's own
 * HMAC where the runtime has it, Web Crypto elsewhere, so the core runs in browsers too.
 */
const encoder = new TextEncoder();

export async function hmac(
  algorithm: 'SHA-256' | 'SHA-1',
  secret: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string> {
  if (secret === '') return '';
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: algorithm },
    false,
    ['sign'],
  );
  return toHex(new Uint8Array(await crypto.subtle.sign('HMAC', key, bytes)));
}

interface NodeHmac {
  createHmac(
    algorithm: string,
    key: string | Uint8Array,
  ): { update(data: string | Uint8Array): { digest(encoding: 'hex' | 'base64'): string } };
}

/**
 * Node's own HMAC when the runtime offers it without an import (`process.getBuiltinModule`,
 * Node ≥ 20.16): about ten times cheaper per call than Web Crypto, which is what
 * lets one event be signed for a thousand hooks in a few milliseconds. Asked for at the first
 * signature, not when the module loads: node loads its crypto module (a few ms) on the first
 * ask, and a server that never signs never pays for it; later asks return the loaded module.
 */
function nodeCrypto(): NodeHmac | undefined {
  // Boundary: the core has no node typings; node's crypto is reached through globalThis when
  // present, and getBuiltinModule('node:crypto') is node's crypto module, which has createHmac.
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.getBuiltinModule?.('node:crypto') as NodeHmac | undefined;
}

/** A body's two signatures (hex); '' each without a secret. */
export interface Signatures {
  sha256: string;
  sha1: string;
}

const UNSIGNED: Readonly<Signatures> = Object.freeze({ sha256: '', sha1: '' });

/** Both signatures of a body; '' each without a secret (the headers are still sent). */
export async function signBody(secret: string, body: string): Promise<Readonly<Signatures>> {
  if (secret === '') return UNSIGNED;
  // Node hashes the string's UTF-8 itself (the same bytes, no copy of the body per hook on the
  // heap: 1,000 hooks made 5.6 MB of garbage per emit); Web Crypto needs the bytes.
  const node = nodeCrypto();
  if (node)
    return {
      sha256: node.createHmac('sha256', secret).update(body).digest('hex'),
      sha1: node.createHmac('sha1', secret).update(body).digest('hex'),
    };
  const bytes = encoder.encode(body);
  const [sha256, sha1] = await Promise.all([hmac('SHA-256', secret, bytes), hmac('SHA-1', secret, bytes)]);
  return { sha256, sha1 };
}

export async function sha1Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-1', encoder.encode(text))));
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** The prefix of a Standard Webhooks secret (`whsec_<base64 key>`, GitLab's `signing_token`). */
const WHSEC = 'whsec_';

/**
 * The key a Standard Webhooks secret names: the base64 after `whsec_`, decoded; undefined when the
 * secret is not of that form (atob, so the core needs no Buffer and runs in browsers too).
 */
export function standardWebhooksKey(secret: string): Uint8Array<ArrayBuffer> | undefined {
  if (!secret.startsWith(WHSEC)) return undefined;
  const text = secret.slice(WHSEC.length);
  if (text === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

/**
 * The Standard Webhooks signature of a delivery (GitLab's `signing_token`, MR 230944):
 * `v1,<base64(HMAC-SHA256(key, "{id}.{timestamp}.{body}"))>`, the key decoded from `whsec_…`;
 * '' for a secret that is not a `whsec_` one.
 */
export async function standardWebhooksSignature(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const key = standardWebhooksKey(secret);
  if (!key) return '';
  const bytes = encoder.encode(`${id}.${timestamp}.${body}`);
  const node = nodeCrypto();
  if (node) return `v1,${node.createHmac('sha256', key).update(bytes).digest('base64')}`;
  const cryptoKey = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return `v1,${toBase64(new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, bytes)))}`;
}

/** A signed request's Standard Webhooks timestamp (Unix seconds) and `v1,…` signature. */
export interface StandardWebhooksStamp {
  timestamp: number;
  signature: string;
}

/**
 * The Standard Webhooks stamp of a request sent at `at` (an ISO time on the mock's clock): the
 * time in Unix seconds and the signature over `{id}.{timestamp}.{body as sent}`. One signer for a
 * delivery and a resend, which GitLab signs again at its own time (delivery/redelivery-headers.ts).
 */
export async function standardWebhooksStamp(
  secret: string,
  id: string,
  at: string,
  sent: string,
): Promise<StandardWebhooksStamp> {
  const timestamp = Math.floor(Date.parse(at) / 1000);
  return { timestamp, signature: await standardWebhooksSignature(secret, id, timestamp, sent) };
}

/** The three Standard Webhooks headers, lower-case as the spec writes them, in its order. */
export function standardWebhooksHeaders(id: string, stamp: StandardWebhooksStamp): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(stamp.timestamp),
    'webhook-signature': stamp.signature,
  };
}
