import type { LookupAddress, LookupOptions, lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import type { request as httpsRequest } from 'node:https';
import type { isIP as netIsIP } from 'node:net';
import { DEFAULT_ALLOWED_HOSTS, allowList } from '../core/delivery/allowed-hosts.js';
import type { AllowList } from '../core/delivery/allowed-hosts.js';
import { DELIVERY_TIMEOUT_MS, GO_USER_AGENT } from '../core/delivery/fetch-transport.js';
import type { Transport } from '../core/types.js';
import type { Delivery, DeliveryOutcome } from '../core/wire.js';
import { errorCode, errorName } from '../core/util/error-details.js';
import { methodOf } from '../core/delivery/fetch-transport.js';
import { outcomeOfAnswer } from '../core/delivery/receiver.js';
import { deliveryQueue } from '../core/delivery/delivery-queue.js';
import type { DeliveryQueue } from '../core/delivery/delivery-queue.js';
import { RESPONSE_BYTES, answerOf, boundedHeaders } from '../core/delivery/response-capture.js';
import type { CapturedAnswer } from '../core/delivery/response-capture.js';
import { stopwatch } from '../core/util/monotonic.js';

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
  const allowed = allowList(options.allowHosts ?? DEFAULT_ALLOWED_HOSTS);
  const inTurn = options.queue ?? deliveryQueue();
  // Made once the net modules are in: every delivery of the transport shares it.
  let ready: Sender | undefined;
  return (attempt, context) => {
    const limits = {
      timeoutMs: context?.timeoutMs ?? DELIVERY_TIMEOUT_MS,
      responseBytes: context?.responseBytes ?? RESPONSE_BYTES,
      headerOrder: context?.headerOrder ?? 'go',
      redirectsSucceed: context?.redirectsSucceed ?? false,
    };
    const now = ready;
    if (now) return inTurn(() => deliver(now, attempt, limits));
    return loadNetModules().then((net) => {
      const sender = (ready ??= {
        net,
        allowed,
        lookup: guardedLookup(options.lookup ?? net.dnsLookup, allowed, net.isIP),
      });
      return inTurn(() => deliver(sender, attempt, limits));
    });
  };
}

/** What every delivery of one transport uses: node's modules, the allow-list, the checked lookup. */
interface Sender {
  net: NetModules;
  allowed: AllowList;
  lookup: Lookup;
}

/** The bounds of one attempt (its time, how much of the answer it keeps) and the flavor's rules for it. */
interface Limits {
  timeoutMs: number;
  responseBytes: number;
  /** The headers' order on the wire: Go's sorted order, or as the flavor built them (GitLab). */
  headerOrder: 'go' | 'as-built';
  /** Whether a 3xx counts as delivered (GitLab). */
  redirectsSucceed: boolean;
}

function deliver(sender: Sender, attempt: Readonly<Delivery>, limits: Limits): Promise<DeliveryOutcome> {
  const { timeoutMs } = limits;
  const { isIP, httpsRequest } = sender.net;
  const elapsed = stopwatch();
  const url = new URL(attempt.url);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  // An address literal is dialled without a lookup: check it here.
  if (isIP(literal) !== 0 && !sender.allowed.allowsAddress(literal))
    return Promise.resolve({ status: 'failed', error: refusal(literal, url.hostname), durationMs: 0 });
  return post(url, attempt, { lookup: sender.lookup, ...limits, httpsRequest }).then(
    (answer) => ({
      ...outcomeOfAnswer(answer.status, answer.location ?? null, elapsed(), limits.redirectsSucceed),
      ...answer.captured,
    }),
    (error: unknown) => ({
      status: 'failed' as const,
      error: describe(error, timeoutMs),
      durationMs: elapsed(),
    }),
  );
}

/** Why a delivery was cut off: named as AbortSignal.timeout names it, so `describe` says "timed out". */
function timeoutError(timeoutMs: number): Error {
  const error = new Error(`The operation was aborted due to timeout (${timeoutMs} ms)`);
  error.name = 'TimeoutError';
  return error;
}

function post(
  url: URL,
  attempt: Readonly<Delivery>,
  options: Limits & { lookup: Lookup; httpsRequest: typeof httpsRequest },
): Promise<{ status: number; location: string | undefined; captured: CapturedAnswer }> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? options.httpsRequest : httpRequest;
    const body = Buffer.from(attempt.body, 'utf8');
    const req = send(url, {
      method: methodOf(attempt),
      headers:
        options.headerOrder === 'go'
          ? goHeaderOrder(attempt, body.length)
          : { ...attempt.headers, 'Content-Length': String(body.length) },
      lookup: options.lookup,
      agent: false, // a fresh socket per delivery: every one goes through the lookup check
    });
    // The whole exchange within timeoutMs, as an AbortSignal.timeout would bound it, without the
    // signal's listeners and weak references for each of 10,000 deliveries (a fifth of their CPU
    // went to them and the collector). Unref'd like the signal's timer; cleared once the request
    // has closed.
    const timer = setTimeout(() => req.destroy(timeoutError(options.timeoutMs)), options.timeoutMs);
    timer.unref();
    req.once('close', () => clearTimeout(timer));
    req.on('response', (res) => {
      // The answer's first bytes (one more than kept, to know it was cut), then the socket goes:
      // a receiver's endless body cannot hold the delivery past the limit or the timeout.
      const limit = options.responseBytes;
      const chunks: Uint8Array[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.byteLength;
        if (size > limit) res.destroy();
      });
      // A body cut off by the timeout errors here; the request's own 'error' reports it.
      res.on('error', () => undefined);
      // Settled at the body's end (or when it was cut: 'close'), not later: resolving twice is a no-op.
      const settle = () => {
        const headers = boundedHeaders(rawHeaderPairs(res.rawHeaders), limit);
        resolve({
          status: res.statusCode ?? 0,
          location: res.headers.location,
          captured: answerOf(headers, chunks, limit),
        });
      };
      res.once('end', settle);
      res.once('close', settle);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** node's `rawHeaders` (name, value, name, value, …) as pairs, in the order the receiver sent them. */
function rawHeaderPairs(raw: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) pairs.push([raw[i] ?? '', raw[i + 1] ?? '']);
  return pairs;
}

/**
 * The headers as Go's net/http client writes them (the products set no User-Agent): Host (added
 * by node), User-Agent, Content-Length, the request's own headers sorted by name, then
 * Accept-Encoding.
 */
function goHeaderOrder(attempt: Readonly<Delivery>, contentLength: number): Record<string, string> {
  const out: Record<string, string> = {
    'User-Agent': GO_USER_AGENT,
    'Content-Length': String(contentLength),
  };
  // A header the attempt also has keeps the place above, with the attempt's value.
  for (const name of Object.keys(attempt.headers).sort()) out[name] = attempt.headers[name] ?? '';
  out['Accept-Encoding'] = 'gzip';
  return out;
}

/**
 * dns.lookup, refusing (before the socket connects) any resolved address the list does not allow.
 * Always asks for every address, so none slips past the check. The casts cross Node's overloaded
 * `lookup` signature (one callback shape with `all`, another without).
 */
function guardedLookup(lookup: Lookup, allowed: AllowList, isIP: typeof netIsIP): Lookup {
  const guarded = (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[] | string) => {
      if (error) return callback(error, '', 0);
      const list =
        typeof addresses === 'string' ? [{ address: addresses, family: isIP(addresses) }] : addresses;
      const refused = list.find((entry) => !allowed.allowsAddress(entry.address));
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
