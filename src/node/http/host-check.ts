import ipaddr from 'ipaddr.js';

/**
 * The Host names the server answers (DNS-rebinding defence, as Vite's `server.allowedHosts` and
 * webpack-dev-server's `allowedHosts: 'auto'`): `localhost` and its subdomains, loopback
 * addresses, the bound address, the base URL's host and the `--allowed-host` names. A rebound
 * name such as `attacker.example` pointing at 127.0.0.1 makes the browser send that name as
 * Host; refusing it keeps a page on that name from reading the same-origin control API.
 */
export interface HostPolicy {
  /** The canonical origin (`http://host:port`) for an allowed Host header, else undefined. */
  check(hostHeader: string | undefined): string | undefined;
}

/** `.example.test` allows example.test and every subdomain; other entries are exact names. */
export function createHostPolicy(options: {
  boundHost: string;
  port: () => number;
  allowedHosts?: readonly string[];
  baseUrlHost?: string;
}): HostPolicy {
  const exact = new Set<string>();
  const suffixes: string[] = [];
  for (const entry of [options.boundHost, options.baseUrlHost ?? '', ...(options.allowedHosts ?? [])]) {
    const name = canonicalName(entry.startsWith('.') ? entry.slice(1) : entry);
    if (name === undefined || isUnspecified(name)) continue;
    exact.add(name);
    if (entry.startsWith('.')) suffixes.push(`.${name}`);
  }
  const allowed = (name: string) =>
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    isLoopbackAddress(name) ||
    exact.has(name) ||
    suffixes.some((suffix) => name.endsWith(suffix));
  const decide = (value: string): string | null => {
    if (LOOPBACK_AS_WRITTEN.test(value)) return `http://${value}`;
    if (!/^[A-Za-z0-9.:[\]_-]+$/.test(value)) return null;
    let url: URL;
    try {
      url = new URL(`http://${value}`);
    } catch {
      return null;
    }
    const name = stripBrackets(url.hostname).replace(/\.$/, '');
    return allowed(name) ? url.origin : null;
  };
  return {
    check(hostHeader) {
      // HTTP/1.0 without Host: no browser sends that, so no rebinding; answer as the bound address.
      const value = hostHeader ?? `${bracket(options.boundHost)}:${options.port()}`;
      return decide(value) ?? undefined;
    },
  };
}

/**
 * The Host headers clients send to a loopback server nearly always, in the form the WHATWG URL
 * parser leaves as it is (lower case, no leading zeros, a port other than 80 of at most five
 * digits): always allowed, and their origin is `http://` + the header. Every other spelling
 * (`LOCALHOST`, `127.1`, `:80`, `:99999`) takes the full parse below, which canonicalizes or
 * refuses it; this row only spares the common request a URL parse and an address parse (issue
 * 29: 4.7 µs of a 50 µs GET).
 */
const LOOPBACK_AS_WRITTEN =
  /^(?:localhost|127\.0\.0\.1|\[::1\])(?::(?!80$)(?:[1-9]\d{0,3}|[1-5]\d{4}|6[0-4]\d{3}|65[0-4]\d{2}|655[0-2]\d|6553[0-5]))?$/;

/**
 * The loopback addresses as servers are nearly always bound (`--host`'s default and its IPv6
 * twin): answered without an address parse, which at a server's start (its warnings) would be
 * ipaddr.js's first, ~2 ms of compiling.
 */
const COMMON_LOOPBACK = new Set(['127.0.0.1', '::1', '[::1]']);

/** Whether `name` is an IPv4/IPv6 loopback address (127.0.0.0/8, ::1, ::ffff:127.x.y.z). */
export function isLoopbackAddress(name: string): boolean {
  if (COMMON_LOOPBACK.has(name)) return true;
  const address = parseAddress(name);
  return address !== undefined && address.range() === 'loopback';
}

/**
 * The unspecified range (0.0.0.0/8 and ::, as ipaddr.js counts it; an IPv4-mapped address
 * `::ffff:0.x.y.z` too) as the WHATWG URL parser writes it: `canonicalName` has already turned
 * every other spelling (`0`, `0x0.0.0.0`, `[0:0::0]`, `[::ffff:0.0.0.0]`) into one of these forms.
 * A pattern, not an address parse: the policy is made at every server's start, where ipaddr.js's
 * first parse cost ~2 ms of compiling (test/fuzz/host-policy.fuzz.test.ts holds the two equal).
 */
const UNSPECIFIED = /^(?:0\.\d+\.\d+\.\d+|::|::ffff:[\da-f]{1,2}:[\da-f]{1,4})$/;

/** Whether a name from `canonicalName` is an unspecified address (a bind-all, never a Host). */
const isUnspecified = (canonical: string): boolean => UNSPECIFIED.test(canonical);

function parseAddress(name: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const bare = stripBrackets(name);
  if (!ipaddr.isValid(bare)) return undefined;
  return ipaddr.process(bare);
}

function canonicalName(value: string): string | undefined {
  if (value.trim() === '') return undefined;
  try {
    return stripBrackets(new URL(`http://${bracket(stripBrackets(value))}`).hostname).replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

function stripBrackets(name: string): string {
  return name.replace(/^\[|\]$/g, '').toLowerCase();
}

function bracket(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}
