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

/** Where each of a UUID's 32 hex digits goes among its 36 characters (after the dashes). */
const UUID_POSITION = Array.from(
  { length: 32 },
  (_, i) => i + (i >= 8 ? 1 : 0) + (i >= 12 ? 1 : 0) + (i >= 16 ? 1 : 0) + (i >= 20 ? 1 : 0),
);
const HEX_CODES = Array.from(HEX_DIGITS, (c) => c.charCodeAt(0));
/** The character codes of the UUID being made: reused, so an id costs its string and nothing else. */
const uuidCodes: number[] = Array.from({ length: 36 }, () => 0x2d); // '-' where no digit goes

/** Writes a word's 8 hex digits as digits `first`… of the UUID. */
function putWord(word: number, first: number): void {
  for (let i = 7; i >= 0; i--) {
    uuidCodes[UUID_POSITION[first + i] ?? 0] = HEX_CODES[word & 0xf] ?? 0x30;
    word >>>= 4;
  }
}

/**
 * A version-4-shaped UUID derived from a seed and a counter: `stableHex("delivery:<seed>:<n>", 32)`
 * cut as 8-4-4-4-12, its 13th digit 4 (the version), its 17th 8–b (the variant: the digit's two
 * high bits set to 10).
 */
export function stableUuid(seed: number, n: number): string {
  const states = statesAfterPrefix(seed);
  const digits = String(n);
  const word = (i: number) => finish(fnv(states[i] ?? 0, digits));
  const h2 = word(2);
  putWord(word(0), 0);
  putWord(word(1), 8);
  putWord(h2, 16);
  putWord(word(3), 24);
  uuidCodes[UUID_POSITION[12] ?? 0] = 0x34; // '4'
  uuidCodes[UUID_POSITION[16] ?? 0] = HEX_CODES[((h2 >>> 28) & 0x3) | 0x8] ?? 0x38;
  return String.fromCharCode.apply(null, uuidCodes);
}
