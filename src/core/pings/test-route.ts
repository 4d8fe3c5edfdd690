import type { OperationContext } from '../hooks/operations.js';
import { timestamp } from '../hooks/timestamp.js';
import type { HookRecord, UserRecord } from '../state/database.js';
import type { HookMockOptions, PingAttempt, Transport } from '../types.js';
import { DEFAULT_ALLOWED_HOSTS, isAllowedHost } from './allowed-hosts.js';
import { buildAttempt } from './build-attempt.js';
import { DELIVERY_TIMEOUT_MS, fetchTransport } from './fetch-transport.js';
import type { PingRecorder } from './ping-recorder.js';
import { stableUuid } from './stable-hex.js';

interface Host {
  readonly pings: PingRecorder;
  readonly basePath: string;
  readonly seed: number;
  now(): Date;
  epoch(): string;
}

/**
 * Pressing a hook's test route: build the attempt, record it before the API answers, then hand
 * it to the receiver (simulated, or real over HTTP to allowed hosts) without waiting for it.
 */
export class TestRoute {
  private sequence = 0;
  private readonly transport: Transport;
  private readonly allowHosts: readonly string[];

  constructor(
    private readonly host: Host,
    private readonly options: HookMockOptions,
  ) {
    this.transport = options.transport ?? fetchTransport;
    this.allowHosts = options.allowHosts ?? DEFAULT_ALLOWED_HOSTS;
  }

  restart(): void {
    this.sequence = 0;
  }

  async press(ctx: OperationContext, hook: HookRecord, sender: UserRecord): Promise<PingAttempt> {
    const n = ++this.sequence;
    const origin = ctx.request.url.origin;
    const attempt = this.host.pings.record(
      await buildAttempt({
        flavor: ctx.flavor,
        store: ctx.store,
        site: { appUrl: `${origin}/`, apiUrl: `${origin}${this.host.basePath}`, epoch: this.host.epoch() },
        hook,
        owner: ctx.owner,
        sender,
        ref: ctx.request.url.searchParams.get('ref'),
        at: timestamp(this.host.now()),
        deliveryId: stableUuid(this.host.seed, n),
        sequence: n,
      }),
    );
    if (attempt.delivery.status !== 'skipped') this.deliver(attempt);
    return attempt;
  }

  private deliver(attempt: PingAttempt): void {
    const { deliver } = this.options;
    if (!deliver) return;
    if (typeof deliver === 'function') {
      this.settle(attempt, () =>
        withTimeout(Promise.resolve(deliver(attempt)), DELIVERY_TIMEOUT_MS).then(({ status }) => ({
          status: status >= 200 && status < 300 ? ('delivered' as const) : ('failed' as const),
          responseStatus: status,
        })),
      );
      return;
    }
    if (!isAllowedHost(attempt.url, this.allowHosts)) {
      attempt.delivery = {
        status: 'failed',
        reason: `host of ${attempt.url} is not allowed (allowed: ${this.allowHosts.join(', ')}); no connection was made`,
      };
      this.host.pings.changed();
      return;
    }
    this.settle(attempt, () => this.transport(attempt));
  }

  /** Marks the attempt pending, then records the outcome on the same object. */
  private settle(attempt: PingAttempt, run: () => Promise<PingAttempt['delivery']>): void {
    attempt.delivery = { status: 'pending' };
    this.host.pings.changed();
    let outcome: Promise<PingAttempt['delivery']>;
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
      .then((delivery) => {
        attempt.delivery = delivery;
        this.host.pings.changed();
      });
  }
}

/** A simulated receiver gets the same 5 s as a real one (reference §7.3). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
