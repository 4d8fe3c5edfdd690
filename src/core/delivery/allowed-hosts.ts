import ipaddr from 'ipaddr.js';

/** Loopback only, unless the user allows more (docs/reference/api.md, `allowHosts`). */
export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '::1'];

/**
 * Whether `url` names an allowed host, checked before any connection. Rules: exact names,
 * `*.example.test` wildcards, IP addresses, CIDR ranges (`10.0.0.0/8`) and `*` (anything).
 */
export function isAllowedHost(url: string, allowed: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return false;
  }
  const address = parseAddress(host);
  return allowed.some((entry) => {
    const rule = entry.toLowerCase().replace(/^\[|\]$/g, '');
    if (rule === '*') return true;
    if (address !== undefined) return matchesAddressRule(address, rule);
    return rule === host || (rule.startsWith('*.') && host.endsWith(rule.slice(1)));
  });
}

/**
 * Whether a connection may go to `address`, the address a host name resolved to (checked at
 * connect time, as Gitea checks its ALLOWED_HOST_LIST on the dialled IP). Loopback and public
 * addresses pass for names the list allows; private, link-local, unspecified (0.0.0.0, ::) and
 * other special ranges pass only when an IP or CIDR rule (or `*`) names them — so an allowed
 * name that resolves into the local network or to a cloud metadata address is refused.
 */
export function isAllowedAddress(address: string, allowed: readonly string[]): boolean {
  const parsed = parseAddress(address);
  if (parsed === undefined) return false;
  const range = parsed.range();
  if (range === 'loopback' || range === 'unicast') return true;
  return allowed.some((entry) => {
    const rule = entry.toLowerCase().replace(/^\[|\]$/g, '');
    return rule === '*' || matchesAddressRule(parsed, rule);
  });
}

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

/** A rule as parsed once: a CIDR range, an address (normalized), or neither (a name). */
type ParsedRule = { range: [Address, number] } | { address: string } | undefined;

function matchesAddressRule(address: Address, rule: string): boolean {
  const parsed = remember(rules, rule, parseRule);
  if (parsed === undefined) return false;
  if ('range' in parsed) {
    const [range, bits] = parsed.range;
    return address.kind() === range.kind() && address.match(range, bits);
  }
  return parsed.address === address.toNormalizedString();
}

function parseRule(rule: string): ParsedRule {
  if (rule.includes('/')) {
    try {
      return { range: ipaddr.parseCIDR(rule) };
    } catch {
      return undefined;
    }
  }
  const address = parseAddress(rule);
  return address === undefined ? undefined : { address: address.toNormalizedString() };
}

function parseAddress(host: string): Address | undefined {
  return remember(addresses, host, (text) =>
    // Only the canonical forms: the WHATWG parser has already turned `127.1` into `127.0.0.1`.
    ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text) ? ipaddr.process(text) : undefined,
  );
}

/**
 * Parsed rules and addresses, by text: an emit to 10,000 hooks checked every URL against every
 * rule, parsing the same few strings with ipaddr.js each time (a bench profile's top frame in
 * our code). Bounded: cleared when full. Parsed values are never mutated.
 */
const rules = new Map<string, { value: ParsedRule }>();
const addresses = new Map<string, { value: Address | undefined }>();
const MEMO_LIMIT = 1_000;

function remember<T>(memo: Map<string, { value: T }>, key: string, parse: (key: string) => T): T {
  let entry = memo.get(key);
  if (entry === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    entry = { value: parse(key) };
    memo.set(key, entry);
  }
  return entry.value;
}
