import { HookMockError } from '../errors/hookmock-error.js';

/** The scheme a `Forwarded` (RFC 7239) or `X-Forwarded-Proto` header names first, if http or https. */
function forwardedProto(header: (name: string) => string | undefined): 'http' | 'https' | undefined {
  const forwarded = header('forwarded');
  const first = forwarded?.split(',')[0] ?? '';
  const fromForwarded = /(?:^|;)\s*proto\s*=\s*"?([A-Za-z]+)"?/.exec(first)?.[1];
  const proto = (fromForwarded ?? header('x-forwarded-proto')?.split(',')[0] ?? '').trim().toLowerCase();
  return proto === 'http' || proto === 'https' ? proto : undefined;
}

/** `--public-url`'s origin, checked once: an http(s) URL (its path is the base URL's business). */
export function publicUrlOrigin(publicUrl: string): string {
  let url: URL | undefined;
  try {
    url = new URL(publicUrl);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new HookMockError(
      `publicUrl must be an http(s) URL like "https://mock.example.test", got "${publicUrl}"`,
    );
  return url.origin;
}

/**
 * The origin the mock's absolute URLs name — hooks' `url`s, payload URLs, `Link` headers — for a
 * request that reached the server at `origin` (`http://host:port`, the Host header checked): the
 * public URL's when the server was given one (`--public-url`), else the request's with the scheme
 * a TLS-terminating proxy in front forwarded (`Forwarded: proto=https`, else `X-Forwarded-Proto`).
 * Behind such a proxy the links must say `https://`: gh, for one, follows `Link` and speaks only
 * https to a GHES host (fidelity audit 4, row 18).
 */
export function publicOrigin(
  origin: string,
  header: (name: string) => string | undefined,
  publicUrl?: string,
): string {
  if (publicUrl !== undefined) return publicUrl;
  const proto = forwardedProto(header);
  if (proto === undefined || origin.startsWith(`${proto}:`)) return origin;
  return new URL(`${proto}://${origin.slice(origin.indexOf('//') + 2)}`).origin;
}
