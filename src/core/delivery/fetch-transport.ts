import type { Transport } from './delivery-options.js';
import type { Delivery, DeliveryOutcome } from '../wire.js';
import { errorCode, errorName } from '../util/error-details.js';
import { deliveryQueue } from './delivery-queue.js';
import { RESPONSE_BYTES, captureFetchAnswer } from './response-capture.js';
import { outcomeOfAnswer } from './receiver.js';
import { stopwatch } from '../util/monotonic.js';

/** What Go's net/http sends as User-Agent when the caller sets none. */
export const GO_USER_AGENT = 'Go-http-client/1.1';

/** The reference's delivery timeout (docs/behaviour.md §7.3): a transport called without the mock's. */
export const DELIVERY_TIMEOUT_MS = 5000;

/**
 * Real delivery with the platform's fetch — never msw's `bypass()`: without an interceptor its
 * marker header would leak to the receiver (docs/toolkit-notes.md §1.4); under `setupServer` this
 * fetch is seen by msw, so a test's own handler for the receiver URL answers it. POSTs the attempt's headers and body exactly, once, within
 * `timeoutMs` if given, else the mock's (`deliveryTimeoutMs`, else the flavor's); any 2xx is delivered, anything else failed, no retries (docs/behaviour.md §7.3–7.4). The core
 * has already checked `allowHosts`; redirects are not followed (a redirect target could be a host
 * the list does not allow), so a 3xx is a failure that names where it pointed.
 *
 * @example
 * const mock = createHookMock({ deliver: true, transport: createFetchTransport({ timeoutMs: 1000 }) });
 * @see docs/deliveries.md
 */
export function createFetchTransport(options: { timeoutMs?: number; concurrency?: number } = {}): Transport {
  // At most `concurrency` requests at once (default 32); each one's timeout starts with its turn.
  const inTurn = deliveryQueue(options.concurrency);
  // The timeout given here wins; else the mock's, which every attempt carries (Outbox).
  return (attempt, context) =>
    inTurn(() =>
      post(
        attempt,
        options.timeoutMs ?? context?.timeoutMs ?? DELIVERY_TIMEOUT_MS,
        context?.responseBytes ?? RESPONSE_BYTES,
        context?.redirectsSucceed,
      ),
    );
}

async function post(
  attempt: Readonly<Delivery>,
  timeoutMs: number,
  responseBytes: number,
  redirectsSucceed = false,
): Promise<DeliveryOutcome> {
  const elapsed = stopwatch();
  try {
    const response = await fetch(attempt.url, {
      method: methodOf(attempt),
      // Go's client defaults: neither product sets a User-Agent (docs/events.md).
      headers: { 'User-Agent': GO_USER_AGENT, 'Accept-Encoding': 'gzip', ...attempt.headers },
      body: attempt.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's first bytes are read, the rest released, not awaited: under msw's interceptor
    // a passed-through answer's cancel() settles only when the request's timeout fires (5 s per
    // delivery; newcomer trial 3, bug 1).
    const answer = await captureFetchAnswer(response, responseBytes);
    const location = response.headers.get('location');
    return { ...outcomeOfAnswer(response.status, location, elapsed(), redirectsSucceed), ...answer };
  } catch (error) {
    return { status: 'failed', error: describeFetchError(error, timeoutMs), durationMs: elapsed() };
  }
}

/** A delivery's method (`PUT` for matrix hooks), `POST` when a hand-made record leaves it out. */
export function methodOf(attempt: Readonly<Delivery>): string {
  return typeof attempt.method === 'string' ? attempt.method : 'POST';
}

/** The transport used when `deliver` is true and no other is given. */
export const fetchTransport: Transport = createFetchTransport();

function describeFetchError(error: unknown, timeoutMs: number): string {
  const name = errorName(error);
  if (name === 'TimeoutError' || name === 'AbortError') return `timed out after ${timeoutMs} ms`;
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  if (cause instanceof Error) {
    const code = errorCode(cause);
    return code && !cause.message.includes(code) ? `${code}: ${cause.message}` : cause.message;
  }
  return error.message;
}
