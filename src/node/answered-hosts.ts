import { parseBaseUrl } from '../core/engine.js';

/**
 * The Host names the server answers besides its own (host-check.ts): `--allowed-host`'s, a base
 * URL pinned to an origin (`http://git.example.test/api/v1`), and `--public-url`'s (a proxy in
 * front may pass that name on).
 */
export function answeredHosts(options: { baseUrl?: string; publicUrl?: string; allowedHosts?: string[] }): {
  allowedHosts?: string[];
  baseUrlHost?: string;
} {
  const { allowedHosts, publicUrl, baseUrl } = options;
  const origin = baseUrl === undefined ? undefined : parseBaseUrl(baseUrl).origin;
  const names = [...(allowedHosts ?? []), ...(publicUrl === undefined ? [] : [new URL(publicUrl).hostname])];
  return {
    ...(names.length > 0 ? { allowedHosts: names } : {}),
    ...(origin === undefined ? {} : { baseUrlHost: new URL(origin).hostname }),
  };
}
