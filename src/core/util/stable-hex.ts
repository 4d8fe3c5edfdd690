/**
 * Deterministic hex strings (commit SHAs, delivery ids): FNV-1a over the input with a salt per
 * 32-bit word. Not cryptographic; stable across runs and platforms, which is the point.
 */

/** The word for salt `word` of `input` (the `word`th 8 digits of `stableHex(input, …)`). */
const wordOf = (input: string, word: number): number => finish(fnv(0x811c9dc5 ^ word, input));

/** `length` hex digits: the words' digits joined (see `stableUuid` on why joined). */
export function stableHex(input: string, length: number): string {
  const words: string[] = [];
  for (let word = 0; word * 8 < length; word++) words.push(hex8(wordOf(input, word)));
  return words.join('').slice(0, length);
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

const NIBBLE = '0123456789abcdef';

/**
 * A version-4-shaped UUID derived from a seed and a counter: `stableHex("delivery:<seed>:<n>", 32)`
 * cut as 8-4-4-4-12, its 13th digit 4 (the version), its 17th 8–b (the variant: the digit's two
 * high bits set to 10). Built from the four words' bytes at once (one per delivery of an emit).
 */
export function stableUuid(seed: number, n: number): string {
  const input = `delivery:${seed}:${n}`;
  return uuidOfWords(wordOf(input, 0), wordOf(input, 1), wordOf(input, 2), wordOf(input, 3));
}

/**
 * A random version-4 UUID, as `crypto.randomUUID()` makes one, but flat (below): the ids of
 * `serve`, whose deliveries are not seeded.
 */
export function randomUuid(): string {
  const [a = 0, b = 0, c = 0, d = 0] = crypto.getRandomValues(new Uint32Array(4));
  return uuidOfWords(a, b, c, d);
}

/** Four 32-bit words as a version-4 UUID: the version and variant bits set over theirs. */
function uuidOfWords(a: number, b: number, c: number, d: number): string {
  const byte = (w: number, shift: number): string => BYTE_HEX[(w >>> shift) & 0xff] ?? '';
  const variant = NIBBLE[((c >>> 28) & 0x3) | 0x8] ?? '';
  // Joined, not `+`-ed: past 12 characters V8 makes a concatenation a rope (a tree of its parts),
  // and a kept id stays one: ~450 bytes against ~65 joined (`crypto.randomUUID()` makes ropes
  // too). An emit keeps 10,000 of them on its records, and the young collections copy every
  // byte. Each part (≤ 12 characters) is flat.
  return [
    hex8(a),
    `${byte(b, 24)}${byte(b, 16)}`,
    `4${NIBBLE[(b >>> 8) & 0xf] ?? ''}${byte(b, 0)}`,
    `${variant}${NIBBLE[(c >>> 24) & 0xf] ?? ''}${byte(c, 16)}`,
    `${byte(c, 8)}${byte(c, 0)}${hex8(d)}`,
  ].join('-');
}
