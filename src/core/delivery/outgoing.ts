import type { Delivery } from '../wire.js';

/**
 * The real deliveries the mock has in flight, by method and URL: the mock's own msw handler lets
 * exactly these pass to the network (`passthrough()`), so `deliver: true` works under
 * `onUnhandledRequest: 'error'` (newcomer trial 3, friction 2) while any other request the test
 * did not plan for still trips it. A test's own handler for the receiver URL (`server.use`, or
 * placed before `...mock.handlers`) still answers first.
 */
export class OutgoingDeliveries {
  private readonly inFlight = new Map<string, number>();

  /** Marks the delivery as in flight; the returned function unmarks it. */
  track(delivery: Readonly<Delivery>): () => void {
    const key = keyOf(delivery.method, delivery.url);
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
    };
  }

  /** Whether this request is one of the mock's deliveries on its way out. */
  claims(request: { method: string; url: string }): boolean {
    return this.inFlight.size > 0 && this.inFlight.has(keyOf(request.method, request.url));
  }
}

/** `fetch` normalizes the URL (`new URL(url).href`); the key does the same so both sides agree. */
function keyOf(method: string | undefined, url: string): string {
  let href = url;
  try {
    href = new URL(url).href;
  } catch {
    // Not a URL: no request can carry it, so the key never matches anything.
  }
  return `${(method ?? 'POST').toUpperCase()} ${href}`;
}
