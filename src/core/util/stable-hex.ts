/**
 * Deterministic hex strings (commit SHAs, delivery ids): FNV-1a over the input with a salt per
 * 32-bit word. Not cryptographic; stable across runs and platforms, which is the point.
 */
export function stableHex(input: string, length: number): string {
  let out = '';
  for (let word = 0; out.length < length; word++) out += hex8(finish(fnv(0x811c9dc5 ^ word, input)));
  return out.slice(0, length);
}

/** FNV-1a's state after `text`, starting from `h`. */
function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** The final mix of a word (unsigned). */
function finish(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** Each byte's two hex digits (a constant table: `toString(16)` of a 32-bit word is V8's slow radix path). */
const BYTE_HEX: readonly string[] = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** An unsigned 32-bit word as 8 hex digits. */
const hex8 = (word: number): string =>
  `${BYTE_HEX[word >>> 24] ?? ''}${BYTE_HEX[(word >>> 16) & 0xff] ?? ''}${BYTE_HEX[(word >>> 8) & 0xff] ?? ''}${BYTE_HEX[word & 0xff] ?? ''}`;

/**
 * A version-4-shaped UUID derived from a seed and a counter: `stableHex("delivery:<seed>:<n>", 32)`
 * cut as 8-4-4-4-12, its 13th digit 4 (the version), its 17th 8–b (the variant: the digit's two
 * high bits set to 10).
 */
export function stableUuid(seed: number, n: number): string {
  const hex = stableHex(`delivery:${seed}:${n}`, 32);
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}
