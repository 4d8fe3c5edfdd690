import type { PingAttempt, Transport } from '../types.js';

/** The reference's delivery timeout (§7.3). */
export const DELIVERY_TIMEOUT_MS = 5000;

/**
 * Real delivery with the platform's fetch: POST the recorded headers and body, 5 s timeout, any
 * 2xx is success, no retries (reference §7.3–7.4). Under `setupServer` this fetch is seen by
 * msw, so a test's own handler for the receiver URL answers it.
 */
export const fetchTransport: Transport = async (attempt: Readonly<PingAttempt>) => {
  const started = performance.now();
  try {
    const response = await fetch(attempt.url, {
      method: 'POST',
      headers: attempt.headers,
      body: attempt.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    const durationMs = performance.now() - started;
    const ok = response.status >= 200 && response.status < 300;
    return { status: ok ? 'delivered' : 'failed', responseStatus: response.status, durationMs };
  } catch (error) {
    const durationMs = performance.now() - started;
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const message = timedOut ? `timed out after ${DELIVERY_TIMEOUT_MS} ms` : describeError(error);
    return { status: 'failed', error: message, durationMs };
  }
};

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
