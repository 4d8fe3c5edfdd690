import type { Delivery, DeliveryOutcome } from '../wire.js';
import type { FetchReceiver } from './fetch-receiver.js';
import type { GuidSeed } from './guid-seed.js';

/** What a simulated receiver answers: `deliver: (delivery) => ({ status: 200 })`. */
export type SimulatedReceiver = (
  delivery: Readonly<Delivery>,
) => { status: number } | Promise<{ status: number }>;

/** What a transport needs to know of an attempt besides the delivery itself. */
export interface AttemptContext {
  /** The bound of this attempt, in ms. */
  readonly timeoutMs: number;
  /** Whether a 3xx answer counts as delivered (GitLab); absent: only 2xx. */
  readonly redirectsSucceed?: boolean;
  /** The order of the headers on the wire: Go's sorted order (absent) or as the flavor built them. */
  readonly headerOrder?: 'go' | 'as-built';
  /** How much of the answer's headers and body to keep (`deliveryResponseBytes`). */
  readonly responseBytes?: number;
}

/** Real delivery over HTTP, plugged in by `hookmock/node` (the core makes no connections itself). */
export type Transport = (
  delivery: Readonly<Delivery>,
  /** The mock's delivery timeout (`deliveryTimeoutMs`, else the flavor's) and the flavor's rules of this attempt. */
  context?: AttemptContext,
) => Promise<DeliveryOutcome>;

/**
 * The options of how a mock delivers: what `HookMockOptions` (types.ts) takes beside the API's,
 * read by the delivery wing (the outbox, the hub) without the rest of the mock's options.
 */
export interface DeliveryOptions {
  /** `false` records only; `true` also POSTs (needs a transport); a function simulates the receiver. */
  deliver?: boolean | SimulatedReceiver;
  /**
   * The app itself, in-process: a fetch handler `(request) => response` or an object with such a
   * `fetch` method (a Hono app, `@octokit/webhooks`' `createWebMiddleware(…)`). Every delivery is
   * handed to it as a real `Request` (the bytes and headers a receiver gets over HTTP) and its
   * `Response` is the outcome; `deliver` and `deliveryHosts` do not apply (nothing leaves the process).
   * @see docs/guide/receivers.md
   */
  receiver?: FetchReceiver;
  /** Hosts `deliver: true` may reach (names, `*.example.test` wildcards, origins such as `http://127.0.0.1:3000` for that port only; on the server also addresses and CIDR ranges). Default loopback only. */
  deliveryHosts?: string[];
  /** How many deliveries `mock.deliveries` (test presses included) keeps (oldest dropped first). Default 10,000. */
  deliveryLimit?: number;
  /** What `mock.deliveries` may hold in bytes (bodies and headers, about); oldest dropped first. Default 128 MiB. */
  deliveryLogBytes?: number;
  /** How long a receiver (in-process, simulated, or over HTTP) may take before the delivery fails. Default: the flavor's (5000 ms; github 10000 ms, 30000 ms under GHES's `/api/v3`). */
  deliveryTimeoutMs?: number;
  /**
   * How much of a receiver's answer a delivery keeps: its headers and the first bytes of its body,
   * each within this many bytes (`delivery.responseHeaders`, `responseBody`). Default 8192; 0 keeps none.
   */
  deliveryResponseBytes?: number;
  /** Deliveries `deliver: true` has on the wire at once; the rest wait their turn. Default 32. */
  deliveryConcurrency?: number;
  /** Used by `deliver: true`; `hookmock/node` passes a fetch-based one. */
  transport?: Transport;
  /**
   * The seed of delivery GUIDs: a number gives the same GUIDs in the same order on every run
   * (and again after `reset()`); `'random'` a GUID no earlier run gave. Default: the scenario's
   * `seed` in process (deterministic tests); `'random'` on the standalone server.
   * @see docs/deliveries.md
   */
  seed?: GuidSeed;
  /**
   * Whether failing hooks are disabled as the product does it (the gitlab flavor: GitLab.com's
   * policy, from the 4th consecutive failure for 1 minute doubling to a day, from the 40th for good,
   * on the mock's clock). Default true; the other flavors have no such policy.
   * @see docs/gitlab.md
   */
  autoDisable?: boolean;
}
