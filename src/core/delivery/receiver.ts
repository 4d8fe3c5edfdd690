import type { Transport } from './delivery-options.js';
import type { Delivery, DeliveryOutcome } from '../wire.js';
import { errorName } from '../util/error-details.js';
import type { FetchHandler, FetchReceiver } from './fetch-receiver.js';
import { RESPONSE_BYTES, captureFetchAnswer } from './response-capture.js';
import { stopwatch } from '../util/monotonic.js';

export type { FetchHandler, FetchReceiver } from './fetch-receiver.js';

/** The fetch handler of a receiver (`app.fetch` called on `app`, so a method keeps its `this`). */
export function handlerOf(receiver: FetchReceiver): FetchHandler {
  if (typeof receiver === 'function') return receiver;
  return (request) => receiver.fetch(request);
}

/** The delivery as the `Request` a real receiver would read: method, URL, headers and body exactly. */
export function requestOf(delivery: Readonly<Delivery>, extraHeaders: Record<string, string> = {}): Request {
  const method = typeof delivery.method === 'string' ? delivery.method : 'POST';
  return new Request(delivery.url, {
    method,
    headers: { ...extraHeaders, ...delivery.headers },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: delivery.body }),
  });
}

/**
 * The outcome the products record for a receiver's answer: any 2xx is delivered (and any 3xx
 * where the flavor counts it, GitLab), anything else failed (a 3xx names where it pointed:
 * redirects are not followed).
 */
export function outcomeOfAnswer(
  status: number,
  location: string | null,
  durationMs: number,
  redirectsSucceed = false,
): DeliveryOutcome {
  if (status >= 200 && status < (redirectsSucceed ? 400 : 300))
    return { status: 'delivered', responseStatus: status, durationMs };
  const error =
    status >= 300 && status < 400 && location !== null
      ? `receiver redirected to ${location} (redirects are not followed)`
      : `receiver answered ${status}`;
  return { status: 'failed', responseStatus: status, error, durationMs };
}

/**
 * Delivery into the app in-process: each delivery is handed to `receiver` as a real `Request`,
 * and its `Response` is the outcome, within the same timeout as a real receiver; its headers and
 * the first `responseBytes` of its body are kept (`captureFetchAnswer`, which releases the rest).
 */
export function receiverTransport(
  receiver: FetchReceiver,
  timeoutMs: number,
  responseBytes: number = RESPONSE_BYTES,
): Transport {
  const handle = handlerOf(receiver);
  return async (delivery, context) => {
    const elapsed = stopwatch();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DOMException('timed out', 'TimeoutError')), timeoutMs);
    });
    try {
      const answered = Promise.resolve()
        .then(() => handle(requestOf(delivery)))
        .then(async (response) => ({ response, answer: await captureFetchAnswer(response, responseBytes) }));
      const { response, answer } = await Promise.race([answered, timeout]);
      const location = response.headers.get('location');
      return {
        ...outcomeOfAnswer(response.status, location, elapsed(), context?.redirectsSucceed),
        ...answer,
      };
    } catch (error) {
      const message =
        errorName(error) === 'TimeoutError'
          ? `timed out after ${timeoutMs} ms`
          : `receiver threw: ${error instanceof Error ? error.message : String(error)}`;
      return { status: 'failed', error: message, durationMs: elapsed() };
    } finally {
      clearTimeout(timer);
    }
  };
}
