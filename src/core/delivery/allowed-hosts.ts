import ipaddr from 'ipaddr.js';

/** Loopback only, unless the user allows more (docs/reference/api.md, `allowHosts`). */
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '::1'];

/** An allow-list with its rules parsed once, at its first check. */
export interface AllowList {
  readonly rules: readonly string[];
  /**
   * Whether `url` names an allowed host, checked before any connection. Rules: exact names,
   * `*.example.test` wildcards, IP addresses, CIDR ranges (`10.0.0.0/8`), origins
   * (`http://127.0.0.1:3000`: that scheme, host and port only) and `*` (anything).
   */
  allowsUrl(url: string): boolean;
  /**
   * Whether a connection may go to `address`, the address a host name resolved to (checked at
   * connect time, as Gitea checks its ALLOWED_HOST_LIST on the dialled IP). Loopback and public
   * addresses pass for names the list allows; private, link-local, unspecified (0.0.0.0, ::) and
   * other special ranges pass only when an IP or CIDR rule (or `*`) names them — so an allowed
   * name that resolves into the local network or to a cloud metadata address is refused.
   */
  allowsAddress(address: string): boolean;
}

/**
 * A rule as parsed: `*`, an origin, a CIDR range, an address, or a name (`*.` wildcards included).
 * An origin rule (`hookmock listen` allows its receiver's origin alone, not every port of its
 * host) names its host's address as an address rule would.
 */
type Rule =
  | { any: true }
  | { origin: string; host: Rule }
  | { range: [Address, number] }
  | { address: string }
  | { name: string };

const ORIGIN_RULE = /^https?:\/\//i;

export function allowList(rules: readonly string[]): AllowList {
  // Parsed at the first check, not when the list is made: parsing runs ipaddr.js's parsers for the
  // first time (~2.4 ms of a server's start, most of it compiling them and their regular
  // expressions), and a server that never delivers never needs them. The rules are fixed when the
  // list is made, so the parse cannot go stale; a malformed rule is a name either way (never an error).
  let parsedRules: readonly Rule[] | undefined;
  const parsed = () => (parsedRules ??= rules.map(parseEntry));
  // With `origin` (a URL's), an origin rule must name that origin; without (a dialled address), its host.
  const byAddress = (address: Address, origin?: string) =>
    parsed().some((rule) =>
      'origin' in rule
        ? origin === undefined
          ? matchesAddress(rule.host, address)
          : rule.origin === origin
        : matchesAddress(rule, address),
    );
  return {
    rules,
    allowsUrl(text) {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        return false;
      }
      const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
      const address = parseAddress(host);
      if (address !== undefined) return byAddress(address, url.origin);
      return parsed().some(
        (rule) =>
          'any' in rule || ('name' in rule && matchesName(rule.name, host)) || originOf(rule) === url.origin,
      );
    },
    allowsAddress(text) {
      const address = parseAddress(text);
      if (address === undefined) return false;
      const range = address.range();
      return range === 'loopback' || range === 'unicast' || byAddress(address);
    },
  };
}

/** `allowList(allowed).allowsUrl(url)`, for a single check. */
export const isAllowedHost = (url: string, allowed: readonly string[]): boolean =>
  allowList(allowed).allowsUrl(url);

/** `allowList(allowed).allowsAddress(address)`, for a single check. */
export const isAllowedAddress = (address: string, allowed: readonly string[]): boolean =>
  allowList(allowed).allowsAddress(address);

const matchesName = (rule: string, host: string) =>
  rule === host || (rule.startsWith('*.') && host.endsWith(rule.slice(1)));

/** Whether a rule is well-formed: a name, a `*.` wildcard, an address, a CIDR range or `*`. */
export function isValidHostRule(rule: string): boolean {
  if (rule.includes('/')) {
    try {
      ipaddr.parseCIDR(rule.replace(/^\[|\]$/g, ''));
      return true;
    } catch {
      return false;
    }
  }
  return rule.trim() !== '' && !/[\s/@?#]/.test(rule);
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

function matchesAddress(rule: Rule, address: Address): boolean {
  if ('any' in rule) return true;
  if ('range' in rule) {
    const [range, bits] = rule.range;
    return address.kind() === range.kind() && address.match(range, bits);
  }
  return 'address' in rule && rule.address === address.toNormalizedString();
}

const originOf = (rule: Rule): string | undefined => ('origin' in rule ? rule.origin : undefined);

function parseEntry(entry: string): Rule {
  if (ORIGIN_RULE.test(entry)) {
    try {
      const url = new URL(entry);
      return { origin: url.origin, host: parseRule(url.hostname.replace(/^\[|\]$/g, '').toLowerCase()) };
    } catch {
      return { name: entry };
    }
  }
  return parseRule(entry.toLowerCase().replace(/^\[|\]$/g, ''));
}

function parseRule(rule: string): Rule {
  if (rule === '*') return { any: true };
  if (rule.includes('/')) {
    try {
      return { range: ipaddr.parseCIDR(rule) };
    } catch {
      return { name: rule };
    }
  }
  const address = parseAddress(rule);
  return address === undefined ? { name: rule } : { address: address.toNormalizedString() };
}

function parseAddress(text: string): Address | undefined {
  // Only the canonical forms: the WHATWG parser has already turned `127.1` into `127.0.0.1`.
  return ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text)
    ? ipaddr.process(text)
    : undefined;
}
