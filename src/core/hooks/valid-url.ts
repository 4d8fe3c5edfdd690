import { parseRequestURI } from '../go/parse-request-uri.js';

/**
 * Gitea's `portOnly` (modules/validation/binding.go): what follows the FIRST colon, or what
 * follows `]:` for an IPv6 literal, or nothing.
 */
export function portOnly(hostport: string): string {
  const colon = hostport.indexOf(':');
  if (colon < 0) return '';
  const bracket = hostport.indexOf(']:');
  if (bracket >= 0) return hostport.slice(bracket + 2);
  if (hostport.includes(']')) return '';
  return hostport.slice(colon + 1);
}

/** `validPort`: digits only (an empty port is valid). */
const validPort = (port: string) => /^\d*$/.test(port);

/**
 * `IsValidURL` (modules/validation/helpers.go, Gitea and Forgejo alike): `url.ParseRequestURI`
 * must succeed, the scheme be http or https (any case), and `validPort(portOnly(u.Host))` hold.
 * No host or SSRF check.
 */
export function isValidHookUrl(raw: string): boolean {
  const url = parseRequestURI(raw);
  return url !== null && (url.scheme === 'http' || url.scheme === 'https') && validPort(portOnly(url.host));
}
