import type { LookupAddress, LookupOptions, lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import type { request as httpsRequest } from 'node:https';
import type { isIP as netIsIP } from 'node:net';
import { DEFAULT_ALLOWED_HOSTS, isAllowedAddress } from '../core/delivery/allowed-hosts.js';
import { DELIVERY_TIMEOUT_MS, GO_USER_AGENT } from '../core/delivery/fetch-transport.js';
import type { Transport } from '../core/types.js';
import type { Delivery, DeliveryOutcome } from '../core/wire.js';
import { errorCode, errorName } from '../core/util/error-details.js';
import { methodOf } from '../core/delivery/fetch-transport.js';
import { deliveryQueue } from '../core/delivery/delivery-queue.js';
import type { DeliveryQueue } from '../core/delivery/delivery-queue.js';

type Lookup = typeof dnsLookup;

interface NetModules {
  dnsLookup: Lookup;
  httpsRequest: typeof httpsRequest;
  isIP: typeof netIsIP;
}

let netModules: Promise<NetModules> | undefined;

/**
 * node:https (with tls), node:dns and node:net load with the first delivery, not at start-up:
 * most servers never deliver, and loading them is ~8 ms of cold start (bench/).
 */
function loadNetModules(): Promise<NetModules> {
  netModules ??= Promise.all([import('node:dns'), import('node:https'), import('node:net')]).then(
    ([dns, https, net]) => ({ dnsLookup: dns.lookup, httpsRequest: https.request, isIP: net.isIP }),
  );
  return netModules;
}

/**
 * The standalone server's delivery: one POST of the attempt's exact headers and body over
 * node:http(s) within the mock's timeout, which each attempt carries (`deliveryTimeoutMs`, else
 * the flavor's: the server's sessions may be of other flavors), no redirects followed, no retries. The core has checked the host
 * NAME against `deliveryHosts`; here the ADDRESS it resolves to is checked at connect time, in the
 * socket's own lookup (what is checked is what is dialled, so a DNS answer cannot change in
 * between). A refused address fails the attempt before any connection is made.
 */
export function createDeliveryTransport(
  options: {
    allowHosts?: readonly string[] | undefined;
    lookup?: Lookup;
    /** The process's delivery queue (default: a new one of 32); the server drains it on SIGTERM. */
    queue?: DeliveryQueue;
  } = {},
): Transport {
  const allowed = options.allowHosts ?? DEFAULT_ALLOWED_HOSTS;
  const inTurn = options.queue ?? deliveryQueue();
  return (attempt, context) => {
    const timeoutMs = context?.timeoutMs ?? DELIVERY_TIMEOUT_MS;
    return loadNetModules().then((net) =>
      inTurn(() => deliver(net, attempt, { ...options, allowed, timeoutMs })),
    );
  };
}

function deliver(
  { dnsLookup, httpsRequest, isIP }: NetModules,
  attempt: Readonly<Delivery>,
  options: { allowed: readonly string[]; timeoutMs: number; lookup?: Lookup },
): Promise<DeliveryOutcome> {
  const { allowed, timeoutMs } = options;
  const checkedLookup = guardedLookup(options.lookup ?? dnsLookup, allowed, isIP);
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const url = new URL(attempt.url);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal is dialled without a lookup: check it here.
  if (isIP(literal) !== 0 && !isAllowedAddress(literal, allowed))
    return Promise.resolve({ status: 'failed', error: refusal(literal, url.hostname), durationMs: 0 });
  return post(url, attempt, { lookup: checkedLookup, timeoutMs, httpsRequest }).then(
    (responseStatus) => outcome(responseStatus.status, responseStatus.location, elapsed()),
    (error: unknown) => ({
      status: 'failed' as const,
      error: describe(error, timeoutMs),
      durationMs: elapsed(),
    }),
  );
}

function post(
  url: URL,
  attempt: Readonly<Delivery>,
  options: { lookup: Lookup; timeoutMs: number; httpsRequest: typeof httpsRequest },
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? options.httpsRequest : httpRequest;
    const req = send(url, {
      method: methodOf(attempt),
      headers: goHeaderOrder(attempt),
      lookup: options.lookup,
      agent: false, // a fresh socket per delivery: every one goes through the lookup check
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end(attempt.body);
  });
}

/**
 * The headers as Go's net/http client writes them (the products set no User-Agent): Host (added
 * by node), User-Agent, Content-Length, the request's own headers sorted by name, then
 * Accept-Encoding.
 */
function goHeaderOrder(attempt: Readonly<Delivery>): Record<string, string> {
  const own = Object.keys(attempt.headers).sort();
  return {
    'User-Agent': GO_USER_AGENT,
    'Content-Length': String(Buffer.byteLength(attempt.body)),
    ...Object.fromEntries(own.map((name) => [name, attempt.headers[name] ?? ''])),
    'Accept-Encoding': 'gzip',
  };
}

function outcome(responseStatus: number, location: string | undefined, durationMs: number): DeliveryOutcome {
  if (responseStatus >= 200 && responseStatus < 300)
    return { status: 'delivered', responseStatus, durationMs };
  const error =
    responseStatus >= 300 && responseStatus < 400 && location !== undefined
      ? `receiver redirected to ${location} (redirects are not followed)`
      : `receiver answered ${responseStatus}`;
  return { status: 'failed', responseStatus, error, durationMs };
}

/**
 * dns.lookup, refusing (before the socket connects) any resolved address the list does not allow.
 * Always asks for every address, so none slips past the check. The casts cross Node's overloaded
 * `lookup` signature (one callback shape with `all`, another without).
 */
function guardedLookup(lookup: Lookup, allowed: readonly string[], isIP: typeof netIsIP): Lookup {
  const guarded = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[] | string) => {
      if (error) return callback(error, '', 0);
      const list =
        typeof addresses === 'string' ? [{ address: addresses, family: isIP(addresses) }] : addresses;
      const refused = list.find((entry) => !isAllowedAddress(entry.address, allowed));
      if (refused !== undefined || list.length === 0)
        return callback(
          Object.assign(new Error(refusal(refused?.address ?? 'none', hostname)), {
            code: 'EREFUSED_ADDRESS',
          }),
          '',
          0,
        );
      // node's lookup contract: with `all`, the callback takes the whole list (its typings
      // model only the single-address form used here).
      if (options.all) return (callback as unknown as AllCallback)(null, list);
      const first = list[0];
      if (first) callback(null, first.address, first.family);
    });
  };
  // The overloads of node's LookupFunction cannot be implemented by one function without a cast.
  return guarded as unknown as Lookup;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string, family: number) => void;
type AllCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void;

function refusal(address: string, host: string): string {
  return `address ${address} of ${host} is not allowed (allow it with --delivery-host ADDRESS or CIDR); no connection was made`;
}

function describe(error: unknown, timeoutMs: number): string {
  const name = errorName(error);
  if (name === 'TimeoutError' || name === 'AbortError') return `timed out after ${timeoutMs} ms`;
  if (!(error instanceof Error)) return String(error);
  const code = errorCode(error);
  return code && !error.message.includes(code) && code !== 'EREFUSED_ADDRESS'
    ? `${code}: ${error.message}`
    : error.message;
}
