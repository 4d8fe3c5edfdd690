import { DEFAULT_ALLOWED_HOSTS, isAllowedHost } from '../pings/allowed-hosts.js';
import { DELIVERY_TIMEOUT_MS, fetchTransport } from '../pings/fetch-transport.js';
import type { Delivery, HookMockOptions, PingAttempt, Transport } from '../types.js';

type Outcome = PingAttempt['delivery'];

/**
 * Hands recorded deliveries to the receiver: nothing (`deliver: false`), a simulated receiver
 * (a function), or real HTTP to allowed hosts. Never waits: the outcome lands on the record
 * later (`apply`), and whoever waits on the logs sees it.
 */
export class Outbox {
  private readonly transport: Transport;
  private readonly allowHosts: readonly string[];

  constructor(private readonly options: HookMockOptions) {
    this.transport = options.transport ?? fetchTransport;
    this.allowHosts = options.allowHosts ?? DEFAULT_ALLOWED_HOSTS;
  }

  /** `apply` stores an outcome on every record that shows this delivery and wakes its waiters. */
  send(delivery: Delivery, apply: (outcome: Outcome) => void): void {
    const { deliver } = this.options;
    if (!deliver) return;
    if (typeof deliver === 'function') {
      this.settle(apply, () =>
        withTimeout(Promise.resolve(deliver(delivery)), DELIVERY_TIMEOUT_MS).then(({ status }) => ({
          status: status >= 200 && status < 300 ? ('delivered' as const) : ('failed' as const),
          responseStatus: status,
        })),
      );
      return;
    }
    if (!isAllowedHost(delivery.url, this.allowHosts)) {
      apply({
        status: 'failed',
        reason: `host of ${delivery.url} is not allowed (allowed: ${this.allowHosts.join(', ')}); no connection was made`,
      });
      return;
    }
    this.settle(apply, () => this.transport(delivery));
  }

  /** Marks the delivery pending, then records the outcome. */
  private settle(apply: (outcome: Outcome) => void, run: () => Promise<Outcome>): void {
    apply({ status: 'pending' });
    let outcome: Promise<Outcome>;
    try {
      outcome = run();
    } catch (error) {
      outcome = Promise.reject(error);
    }
    outcome
      .catch((error: unknown) => ({
        status: 'failed' as const,
        error: error instanceof Error ? error.message : String(error),
      }))
      .then(apply);
  }
}

/** A simulated receiver gets the same 5 s as a real one. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
