import { addrKind } from './netip.js';

/** The parts of Go's `url.URL` that the hook URL check reads. */
export interface GoUrl {
  /** Lower-cased, as `parse` stores it. */
  scheme: string;
  /** `host[:port]` unescaped, IPv6 literals in brackets; '' for opaque and host-less URLs. */
  host: string;
}

const HEX = /^[0-9a-fA-F]$/;
// shouldEscape(c, encodeHost) is false for these ASCII bytes (net/url, Go 1.26).
const HOST_ASCII = /^[A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"]$/;
// validUserinfo: RFC 3986 userinfo, plus '%' (escapes) and '@' (accepted on purpose).
const USERINFO = /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/;

/**
 * Go's `unescape` as a validity check: every `%` starts two hex digits; in a host, an escape
 * may only encode a non-ASCII byte (or be `%25`) and an ASCII byte must be one a host can hold.
 */
function validEscapes(s: string, mode: 'host' | 'zone' | 'other'): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s[i] ?? '';
    if (c === '%') {
      const h = s[i + 1] ?? '';
      const l = s[i + 2] ?? '';
      if (!HEX.test(h) || !HEX.test(l)) return false;
      const triple = `%${h}${l}`;
      if (mode === 'host' && parseInt(h, 16) < 8 && triple !== '%25') return false;
      if (mode === 'zone') {
        // shouldEscape(v, encodeHost): only a host's own ASCII bytes (or a space) may be escaped.
        const byte = String.fromCharCode(parseInt(h + l, 16));
        if (triple !== '%25' && byte !== ' ' && !HOST_ASCII.test(byte)) return false;
      }
      i += 2;
    } else if (mode !== 'other' && c < '\x80' && !HOST_ASCII.test(c)) return false;
  }
  return true;
}

/** Percent-decoding after `validEscapes` passed (bytes above 0x7f stay escaped: we only compare). */
function unescapeHost(s: string): string {
  return s.replace(/%([0-7][0-9a-fA-F])/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** `stringContainsCTLByte`: a byte below 0x20, or 0x7f. */
function hasControlByte(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** `validOptionalPort`: empty, or ':' and digits. */
const validOptionalPort = (port: string) => port === '' || /^:\d*$/.test(port);

/** `parseHost` with Go 1.26's strict colons: the first colon outside brackets starts the port. */
function parseHost(host: string): string | null {
  const open = host.lastIndexOf('[');
  if (open > 0) return null; // "invalid IP-literal"
  if (open === 0) {
    const close = host.lastIndexOf(']');
    if (close < 0) return null; // "missing ']' in host"
    const colonPort = host.slice(close + 1);
    if (!validOptionalPort(colonPort)) return null;
    const name = host.slice(1, close);
    const zone = name.indexOf('%25');
    const ok =
      zone >= 0
        ? validEscapes(name.slice(0, zone), 'host') && validEscapes(name.slice(zone), 'zone')
        : validEscapes(name, 'host');
    if (!ok) return null;
    const unescaped = unescapeHost(name);
    // Only an IPv6 address may stand in brackets (RFC 3986), not an IPv4 one.
    if (addrKind(unescaped) !== 'v6') return null;
    return `[${unescaped}]${colonPort}`;
  }
  const colon = host.indexOf(':');
  if (colon >= 0 && !validOptionalPort(host.slice(colon))) return null; // "invalid port … after host"
  return validEscapes(host, 'host') ? unescapeHost(host) : null;
}

/** `parseAuthority`: userinfo up to the last '@', then the host. */
function parseAuthority(authority: string): string | null {
  const at = authority.lastIndexOf('@');
  const host = parseHost(authority.slice(at + 1));
  if (host === null) return null;
  if (at < 0) return host;
  const userinfo = authority.slice(0, at);
  return USERINFO.test(userinfo) && validEscapes(userinfo, 'other') ? host : null;
}

/** `getScheme`: letters first, then letters, digits, '+', '-', '.' up to the first ':'. */
function splitScheme(raw: string): [scheme: string, rest: string] | null {
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(raw);
  if (match) return [match[1] ?? '', raw.slice(match[0].length)];
  return raw.startsWith(':') ? null : ['', raw]; // ":" first is "missing protocol scheme"
}

/**
 * Go's `url.ParseRequestURI` (net/url, Go 1.26): the URL Gitea and Forgejo check a hook's
 * `config.url` with. Null where Go returns an error. `http:example.test/h` parses (an opaque
 * URL with no host); `http://h:80:90/` does not (strict colons).
 */
export function parseRequestURI(raw: string): GoUrl | null {
  if (hasControlByte(raw)) return null; // "net/url: invalid control character in URL"
  if (raw === '') return null; // "empty url"
  if (raw === '*') return { scheme: '', host: '' };
  const split = splitScheme(raw);
  if (!split) return null;
  const scheme = split[0].toLowerCase();
  let rest = split[1];
  const q = rest.indexOf('?');
  if (q >= 0) rest = rest.slice(0, q);
  if (!rest.startsWith('/')) return scheme !== '' ? { scheme, host: '' } : null; // opaque, or "invalid URI for request"
  let host = '';
  if (scheme !== '' && rest.startsWith('//')) {
    const authority = rest.slice(2);
    const slash = authority.indexOf('/');
    const parsed = parseAuthority(slash < 0 ? authority : authority.slice(0, slash));
    if (parsed === null) return null;
    host = parsed;
    rest = slash < 0 ? '' : authority.slice(slash);
  }
  return validEscapes(rest, 'other') ? { scheme, host } : null; // setPath's unescape
}
