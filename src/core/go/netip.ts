/**
 * Go's `netip.ParseAddr`, reduced to what `net/url` asks of it: whether a bracketed host is an
 * IPv6 address (possibly with a zone or an embedded IPv4 tail), an IPv4 address, or neither.
 */
export function addrKind(s: string): 'v4' | 'v6' | null {
  for (const c of s) {
    if (c === '.') return ipv4Fields(s) ? 'v4' : null;
    if (c === ':') return ipv6(s) ? 'v6' : null;
    if (c === '%') return null; // "missing IPv6 address"
  }
  return null;
}

/** `parseIPv4Fields`: four decimal fields 0–255, no leading zeros, nothing else. */
function ipv4Fields(s: string): boolean {
  const fields = s.split('.');
  return fields.length === 4 && fields.every((f) => /^(0|[1-9]\d{0,2})$/.test(f) && Number(f) <= 255);
}

/** `parseIPv6`: hex groups of 1–4 digits, one `::` at most, an optional IPv4 tail and zone. */
function ipv6(input: string): boolean {
  const percent = input.indexOf('%');
  if (percent >= 0 && percent === input.length - 1) return false; // zone must be non-empty
  const s = percent >= 0 ? input.slice(0, percent) : input;
  const halves = s.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  const all = [...head, ...tail];
  let width = 0;
  for (let i = 0; i < all.length; i++) {
    const g = all[i] ?? '';
    if (i === all.length - 1 && g.includes('.')) {
      if (!ipv4Fields(g)) return false;
      width += 2;
    } else if (/^[0-9a-fA-F]{1,4}$/.test(g)) width += 1;
    else return false;
  }
  return halves.length === 2 ? width <= 7 : width === 8;
}
