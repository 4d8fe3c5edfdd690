import { DEFAULT_ALLOWED_HOSTS, allowList } from './allowed-hosts.js';
import type { AllowList } from './allowed-hosts.js';
import { createFetchTransport } from './fetch-transport.js';
import type { AttemptContext, DeliveryOptions, Transport } from './delivery-options.js';
import type { Delivery, DeliveryOutcome as Outcome } from '../wire.js';
import { HookMockError } from '../errors/hookmock-error.js';
import { deliveryQueue } from './delivery-queue.js';
import { OutgoingDeliveries } from './outgoing.js';
import { receiverTransport } from './receiver.js';
import { keptOutcome, responseBytesOf } from './response-capture.js';

/**
 * Hands recorded deliveries to the receiver: the app's fetch handler in-process (`receiver`),
 * nothing (`deliver: false`), a simulated receiver (a function), or real HTTP to allowed hosts.
 * Never waits: the outcome lands on the record later (`apply`), and whoever waits on the logs
 * sees it.
 */
export class Outbox {
  private readonly transport: Transport;
  private readonly allowed: AllowList;
  private readonly timeoutMs: number;
  private readonly responseBytes: number;
  private readonly inProcess: Transport | undefined;
  /** Real deliveries in flight: the mock's msw handler lets these through (msw/handlers.ts). */
  readonly outgoing = new OutgoingDeliveries();

  /** `flavorTimeoutMs`: the product's delivery timeout (its dialect's), unless `deliveryTimeoutMs` says otherwise. */
  constructor(
    private readonly options: DeliveryOptions,
    flavorTimeoutMs: number,
    /** The flavor's rules every attempt carries (3xx as success, the headers' order on the wire). */
    private readonly rules: Omit<AttemptContext, 'timeoutMs'> = {},
  ) {
    this.timeoutMs = deliveryTimeoutOf(options, flavorTimeoutMs);
    this.responseBytes = responseBytesOf(options.deliveryResponseBytes);
    this.inProcess = inProcessTransport(options, this.timeoutMs, this.responseBytes);
    // No timeout of its own: every attempt is given the mock's (send), one source for every transport.
    this.transport =
      options.transport ??
      createFetchTransport(
        options.deliveryConcurrency !== undefined ? { concurrency: options.deliveryConcurrency } : {},
      );
    this.allowed = allowList(options.deliveryHosts ?? DEFAULT_ALLOWED_HOSTS);
  }

  /** Whether `send` hands deliveries on at all: otherwise an emit only records them (`deliver: false`). */
  get sends(): boolean {
    return this.inProcess !== undefined || Boolean(this.options.deliver);
  }

  /** `apply` stores an outcome on every record that shows this delivery and wakes its waiters. */
  send(delivery: Delivery, apply: (outcome: Outcome) => void): void {
    const { deliver } = this.options;
    const { inProcess } = this;
    // Nothing leaves the process: no host check, and the receiver's answer is the outcome.
    if (inProcess) {
      this.settle(apply, () => inProcess(delivery, { timeoutMs: this.timeoutMs, ...this.rules }));
      return;
    }
    if (!deliver) return;
    if (typeof deliver === 'function') {
      this.settle(apply, () =>
        withTimeout(Promise.resolve(deliver(delivery)), this.timeoutMs).then(({ status }) => ({
          status:
            status >= 200 && status < (this.rules.redirectsSucceed ? 400 : 300)
              ? ('delivered' as const)
              : ('failed' as const),
          responseStatus: status,
        })),
      );
      return;
    }
    if (!this.allowed.allowsUrl(delivery.url)) {
      apply({
        status: 'failed',
        reason: `host of ${delivery.url} is not allowed (allowed: ${this.allowed.rules.join(', ')}); no connection was made`,
      });
      return;
    }
    const release = this.outgoing.track(delivery);
    const context: AttemptContext = {
      timeoutMs: this.timeoutMs,
      responseBytes: this.responseBytes,
      ...this.rules,
    };
    const run = () =>
      this.transport(delivery, context).then(
        (outcome) => {
          release();
          return outcome;
        },
        (error: unknown) => {
          release();
          throw error;
        },
      );
    this.settle(apply, run, release);
  }

  /** Marks the delivery pending, then records the outcome. */
  private settle(apply: (outcome: Outcome) => void, run: () => Promise<Outcome>, release?: () => void): void {
    apply({ status: 'pending' });
    let outcome: Promise<Outcome>;
    try {
      outcome = run();
    } catch (error) {
      release?.();
      outcome = Promise.reject(error);
    }
    // One reaction for either end (a catch then a then made two promises per delivery); the
    // answer kept within the bound whatever the transport returned (the record's one bound).
    outcome.then(
      (done) => apply(keptOutcome(done, this.responseBytes)),
      (error: unknown) =>
        apply({ status: 'failed', error: error instanceof Error ? error.message : String(error) }),
    );
  }
}

/**
 * The `receiver` option's transport, through the same delivery queue as real HTTP
 * (`deliveryConcurrency`): an emit to many hooks does not run the app's handler unbounded.
 */
function inProcessTransport(
  options: DeliveryOptions,
  timeoutMs: number,
  responseBytes: number,
): Transport | undefined {
  if (!options.receiver) return undefined;
  const inTurn = deliveryQueue(options.deliveryConcurrency);
  const handOver = receiverTransport(options.receiver, timeoutMs, responseBytes);
  return (delivery) => inTurn(() => handOver(delivery));
}

/** `deliveryTimeoutMs`, checked: the product's (Gitea 5 s, GitHub 10 s) unless a test wants less. */
function deliveryTimeoutOf(options: DeliveryOptions, flavorTimeoutMs: number): number {
  const ms = options.deliveryTimeoutMs ?? flavorTimeoutMs;
  if (!Number.isFinite(ms) || ms <= 0)
    throw new HookMockError(`deliveryTimeoutMs must be a positive number of ms, got ${String(ms)}`);
  return ms;
}

/** A simulated receiver gets the same time as a real one. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
