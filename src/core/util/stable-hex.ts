/**
 * Deterministic hex strings (commit SHAs, delivery ids): FNV-1a over the input with a salt per
 * 32-bit word. Not cryptographic; stable across runs and platforms, which is the point.
 */
export function stableHex(input: string, length: number): string {
  let out = '';
  for (let word = 0; out.length < length; word++) {
    let h = 0x811c9dc5 ^ word;
    for (let i = 0; i < input.length; i++) {
      h ^= input.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    out += (h >>> 0).toString(16).padStart(8, '0');
  }
  return out.slice(0, length);
}

/** A version-4-shaped UUID derived from a seed and a counter. */
export function stableUuid(seed: number, n: number): string {
  const hex = stableHex(`delivery:${seed}:${n}`, 32);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
