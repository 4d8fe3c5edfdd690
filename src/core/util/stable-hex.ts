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

/** Two hex digits per byte value: a word in hex is four look-ups, not `toString(16)` and a pad. */
const HEX_BYTES = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const hexByte = (b: number): string => HEX_BYTES[b & 0xff] ?? '00';

const HEX_DIGITS = '0123456789abcdef';

/** An unsigned 32-bit word as 8 hex digits. */
const hex8 = (word: number): string =>
  hexByte(word >>> 24) + hexByte(word >>> 16) + hexByte(word >>> 8) + hexByte(word);

/**
 * The four words' FNV states after `delivery:<seed>:`, for the last seed asked: a delivery id
 * hashes only its counter's digits on top (an emit to 1,000 hooks makes 1,000 ids of one seed).
 */
let prefixSeed: number | undefined;
let prefixStates: number[] = [];
function statesAfterPrefix(seed: number): number[] {
  if (prefixSeed === undefined || !Object.is(prefixSeed, seed)) {
    const prefix = `delivery:${seed}:`;
    prefixStates = [0, 1, 2, 3].map((word) => fnv(0x811c9dc5 ^ word, prefix));
    prefixSeed = seed;
  }
  return prefixStates;
}

/**
 * A version-4-shaped UUID derived from a seed and a counter: `stableHex("delivery:<seed>:<n>", 32)`
 * cut as 8-4-4-4-12, its version nibble 4, its variant nibble 8–b.
 */
export function stableUuid(seed: number, n: number): string {
  const [s0 = 0, s1 = 0, s2 = 0, s3 = 0] = statesAfterPrefix(seed);
  const digits = String(n);
  const w1 = hex8(finish(fnv(s1, digits)));
  const h2 = finish(fnv(s2, digits));
  const w2 = hex8(h2);
  // The variant: the third word's top nibble, its two high bits set to 10.
  const variant = HEX_DIGITS.charAt(((h2 >>> 28) & 0x3) | 0x8);
  return `${hex8(finish(fnv(s0, digits)))}-${w1.slice(0, 4)}-4${w1.slice(5, 8)}-${variant}${w2.slice(1, 4)}-${w2.slice(4)}${hex8(finish(fnv(s3, digits)))}`;
}
