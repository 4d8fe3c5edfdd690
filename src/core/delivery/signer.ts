/**
 * HMAC-SHA256 and HMAC-SHA1 over the exact bytes signed (G/F `addDefaultHeaders`), through Web
 * Crypto so the core runs in browsers. Imported keys are cached per secret: one emit to many
 * hooks sharing a secret imports it once.
 */
const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();
const KEY_CACHE_LIMIT = 10_000;

function keyFor(algorithm: 'SHA-256' | 'SHA-1', secret: string): Promise<CryptoKey> {
  const id = `${algorithm}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    if (keys.size >= KEY_CACHE_LIMIT) keys.clear();
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: algorithm }, false, [
      'sign',
    ]);
    keys.set(id, key);
  }
  return key;
}

export async function hmac(
  algorithm: 'SHA-256' | 'SHA-1',
  secret: string,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<string> {
  if (secret === '') return '';
  const signature = await crypto.subtle.sign('HMAC', await keyFor(algorithm, secret), bytes);
  return toHex(new Uint8Array(signature));
}

interface NodeHmac {
  createHmac(
    algorithm: string,
    key: string,
  ): { update(data: Uint8Array): { digest(encoding: 'hex'): string } };
}

/**
 * The bytes of the body signed last. One event signs the same body for every hook it reaches:
 * encoded once instead of twice per hook (an emit to 1,000 hooks spent as long turning the body
 * into bytes as hashing it). The signatures are over the same UTF-8 bytes either way.
 */
let lastBody: string | undefined;
let lastBytes = new Uint8Array(0);
function bytesOf(body: string): Uint8Array {
  if (body !== lastBody) {
    lastBytes = encoder.encode(body);
    lastBody = body;
  }
  return lastBytes;
}

/**
 * Node's own HMAC when the runtime offers it without an import (`process.getBuiltinModule`,
 * Node ≥ 20.16): synchronous and about ten times cheaper per call than Web Crypto, which is what
 * lets one event be signed for a thousand hooks in a few milliseconds. Browsers use Web Crypto.
 */
const nodeCrypto = (() => {
  // Boundary: the core has no node typings; node's crypto is reached through globalThis when
  // present, and getBuiltinModule('node:crypto') is node's crypto module, which has createHmac.
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  return proc?.getBuiltinModule?.('node:crypto') as NodeHmac | undefined;
})();

/** A body's two signatures (hex); '' each without a secret. */
export interface Signatures {
  sha256: string;
  sha1: string;
}

const UNSIGNED: Readonly<Signatures> = Object.freeze({ sha256: '', sha1: '' });

/**
 * Both signatures now, without a promise, where that is possible (no secret, or node's HMAC);
 * undefined in a browser, where only Web Crypto's asynchronous `sign` exists. An emit to 1,000
 * hooks signs synchronously, so it does not pay an await per hook on top of the HMACs.
 */
export function signBodyNow(secret: string, body: string): Readonly<Signatures> | undefined {
  if (secret === '') return UNSIGNED;
  if (!nodeCrypto) return undefined;
  const bytes = bytesOf(body);
  return {
    sha256: nodeCrypto.createHmac('sha256', secret).update(bytes).digest('hex'),
    sha1: nodeCrypto.createHmac('sha1', secret).update(bytes).digest('hex'),
  };
}

/** Both signatures of a body; '' each without a secret (the headers are still sent). */
export async function signBody(secret: string, body: string): Promise<Readonly<Signatures>> {
  const now = signBodyNow(secret, body);
  if (now) return now;
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
