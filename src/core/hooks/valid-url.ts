/**
 * Gitea's `IsValidURL` (reference §2.4): `url.ParseRequestURI` must succeed, the scheme must be
 * http or https (any case), and a port, if present, all digits. No host or SSRF check.
 */
export function isValidHookUrl(raw: string): boolean {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)/.exec(raw);
  if (!match) return false;
  const [, scheme = '', authority = ''] = match;
  if (!/^https?$/i.test(scheme)) return false;
  // Go rejects control bytes anywhere and spaces in the host, but takes spaces in path and query.
  if (hasControl(raw) || authority.includes(' ') || /%(?![0-9a-fA-F]{2})/.test(raw)) return false;
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  const afterBracket = host.startsWith('[') ? host.slice(host.indexOf(']') + 1) : host;
  if (host.startsWith('[') && !host.includes(']')) return false;
  const colon = afterBracket.lastIndexOf(':');
  if (host.startsWith('[') && afterBracket !== '' && !afterBracket.startsWith(':')) return false;
  const port = colon < 0 ? '' : afterBracket.slice(colon + 1);
  return port === '' || /^\d+$/.test(port);
}

function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}
