const UNRESERVED = /[A-Za-z0-9\-_.~]/;
const HEX = '0123456789ABCDEF';

/**
 * Go's url.QueryEscape: every byte but [A-Za-z0-9-_.~] percent-encoded (upper-case hex), space
 * as '+'. One pass over the UTF-8 bytes: ping bodies of form hooks can be large, and chained
 * replaces kept several copies of them alive.
 */
export function goQueryEscape(s: string): string {
  const bytes = new TextEncoder().encode(s);
  const parts: string[] = [];
  let run = '';
  for (const byte of bytes) {
    const c = String.fromCharCode(byte);
    if (byte < 0x80 && UNRESERVED.test(c)) run += c;
    else if (byte === 0x20) run += '+';
    else run += `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
    if (run.length >= 4096) {
      parts.push(run);
      run = '';
    }
  }
  parts.push(run);
  return parts.join('');
}
