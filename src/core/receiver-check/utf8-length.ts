/**
 * The UTF-8 size of `text` in bytes, counted without encoding it: the github large-body case is
 * about 24 MB, and a TextEncoder copy only to read its length would double what the check holds.
 * A lone surrogate counts 3 bytes, as TextEncoder writes it (U+FFFD).
 */
export function utf8Length(text: string): number {
  // ASCII (the padded body, most payloads): one byte a character, found at native speed.
  if (ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (isPair(text, i)) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

// eslint-disable-next-line no-control-regex -- the whole 7-bit range is the point
const ASCII = /^[\x00-\x7f]*$/;

/** A high surrogate at `i` followed by a low one: one code point above U+FFFF. */
function isPair(text: string, i: number): boolean {
  const high = text.charCodeAt(i);
  const low = text.charCodeAt(i + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}
