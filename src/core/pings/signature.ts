/**
 * HMAC over the exact payload bytes (docs/behaviour.md §7.2), through Web Crypto so the same code runs
 * in browsers. An empty secret gives '' (the reference sends empty signature headers then).
 */
export async function hmacHex(
  algorithm: 'SHA-256' | 'SHA-1',
  secret: string,
  payload: string,
): Promise<string> {
  if (secret === '') return '';
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: algorithm },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(payload));
  return toHex(new Uint8Array(signature));
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
