/**
 * The records hookmock hands out over the wire (control API, client, dashboard) and in process:
 * a leaf whose only import is a type (the catalog's event names, erased when compiled), so that
 * any part of the code — the DOM-only dashboard included — can `import type` them without
 * pulling in the rest (docs/architecture.md "Ports").
 */
import type { EventName } from './event-name-types.js';

/**
 * A delivery's event type: a name of the flavor's catalog (`EventName`), or `ping` (the spec
 * flavor's test press, GitHub's hook `ping`). Typed rather than `string` so that a test can
 * narrow on it; a client reading a newer server may still see a name this version does not know.
 */
export type DeliveryEventType = EventName | 'ping' | AppEventName;

/**
 * The events only a GitHub App's webhook gets (`supported-webhook-types: ["app"]`), from
 * `simulate.installApp` and `simulate.addRepositoriesToInstallation`.
 */
export type AppEventName = 'installation' | 'installation_repositories';

/** Where a hook lives: a repository, an org, or a GitHub App (its webhook; `app` is its slug). */
export type HookScope =
  { kind: 'repo'; owner: string; repo: string } | { kind: 'org'; org: string } | { kind: 'app'; app: string };

/**
 * What became of a delivery: `recorded` (not sent, `deliver: false`), `skipped` (hook inactive or host
 * not allowed), `pending` (being sent), `delivered` (receiver answered 2xx) or `failed`.
 */
export type DeliveryStatus = 'recorded' | 'skipped' | 'pending' | 'delivered' | 'failed';

/** The outcome of a delivery: status, why it was skipped, the receiver's status or the error, and how long it took. */
export interface DeliveryOutcome {
  /** Where the delivery stands. */
  status: DeliveryStatus;
  /** Why it was skipped or refused (the product's reason). */
  reason?: string;
  /** The receiver's HTTP status, when it answered. */
  responseStatus?: number;
  /** What went wrong: a network error, a timeout, a non-2xx answer. */
  error?: string;
  /** How long the receiver took (its headers and the body kept). */
  durationMs?: number;
  /** The receiver's answer headers, within `deliveryResponseBytes` (default 8 KiB). */
  responseHeaders?: Record<string, string>;
  /** The first `deliveryResponseBytes` (default 8 KiB) of the receiver's answer body, as text. */
  responseBody?: string;
  /** Set when the answer body was longer than `deliveryResponseBytes` and `responseBody` is its start. */
  responseBodyTruncated?: true;
}

/** A delivery's parsed body: a JSON object, or `undefined` when the body is not one. */
export type DeliveryPayload = Record<string, unknown> | undefined;

/**
 * One delivery of the log behind `mock.deliveries`: a press of a hook's test route
 * (`trigger: 'test'`, also seen through `mock.pings`) or an emitted event, exactly as the receiver
 * gets it (method, URL, headers and body), and `payload`, the body parsed. `P` is the payload's
 * type: `isDeliveryOf(d, 'push', 'github')` narrows it to GitHub's push payload.
 */
export interface Delivery<P = DeliveryPayload> extends DeliveryFields {
  /**
   * The body as the receiver parses it: the JSON body, or a form body's `payload` field
   * (`undefined` when that is not a JSON object). Read from `body` on each access, and not part
   * of the record's JSON (the control API sends `body`; the client gives its records `payload` too).
   */
  readonly payload: P;
}

/** A delivery record as the log stores it and the control API sends it: `Delivery` without `payload`. */
export interface DeliveryFields {
  /** 1, 2, 3… in the order deliveries were recorded. */
  id: number;
  /** `test`: a press of the hook's test route; `event`: an emitted or simulated event. */
  trigger: 'test' | 'event';
  /** The id of the hook it went to. */
  hookId: number;
  /** The repository or org the hook belongs to. */
  scope: HookScope;
  /** The hook's type (`gitea`, `slack`, `matrix`, …): decides the body's shape. */
  hookType: string;
  /** The `X-*-Event` header value: `ping` for a spec test press, `push`, `issues`, … */
  event: string;
  /** The event type (`X-Gitea-Event-Type`, e.g. `pull_request_review_approved`). */
  eventType: DeliveryEventType;
  /** The payload's `action`, or null for events without one (push, create, …). */
  action: string | null;
  /** `POST`, or `PUT` for matrix hooks. */
  method: string;
  /** The hook's target URL: where a receiver gets the request. */
  url: string;
  /**
   * The hook's URL before its URL variables were put in (GitLab's `url_variables`), when they
   * changed it: what GitLab's events log shows as `url`. Absent when the URL is the hook's own.
   */
  urlTemplate?: string;
  /** The hook's content type: a JSON body, or a form body with a `payload` field. */
  contentType: 'json' | 'form';
  /** Exactly the headers a receiver gets, keyed by name as sent. */
  headers: Record<string, string>;
  /** Exactly the body a receiver gets. */
  body: string;
  /** The delivery id (a GUID): the value of the `X-*-Delivery` headers (header-less types such as feishu send none). */
  guid: string;
  /** Whether this is a redelivery of an earlier delivery (same body, headers and `guid`). */
  redelivery: boolean;
  /** ISO time from the mock's clock. */
  at: string;
  /** The outcome: status, why it was skipped, the receiver's status or the error, and how long it took. */
  delivery: DeliveryOutcome;
}

/**
 * Why a hook an event happened near got no request: `inactive`, `not-subscribed` (not to this
 * event), `zero-commits` (a push without commits, sent to the product's own types only),
 * `branch-filter` (the ref does not match), `not-sent` (the hook's type cannot carry it: a
 * skipped delivery is recorded, `deliveryId`).
 */
export type NotFiredCode = 'inactive' | 'not-subscribed' | 'zero-commits' | 'branch-filter' | 'not-sent';

/** A hook of the event's repository or org that did not get the event, and why (the product's rule). */
export interface NotFired {
  /** The hook's id. */
  hookId: number;
  /** The repository or org the hook belongs to. */
  scope: HookScope;
  /** The hook's type. */
  hookType: string;
  /** The hook's target URL. */
  url: string;
  /** The event type it did not get (`push`, `pull_request_review_approved`, …). */
  eventType: DeliveryEventType;
  /** The payload's action, or null. */
  action: string | null;
  /** Which rule left it out. */
  code: NotFiredCode;
  /** The rule in words, e.g. `ref "refs/heads/dev" does not match the hook's branch filter "main"`. */
  reason: string;
  /** For `not-sent`: the skipped delivery recorded in the log. */
  deliveryId?: number;
}

/**
 * What `mock.emit` resolves to: the deliveries (an array, as before), carrying `notFired`, the
 * hooks that did not fire and why (not enumerable: an array's equality and JSON stay the same).
 */
export type EmitResult = Delivery[] & { readonly notFired: NotFired[] };

/**
 * One press of a hook's test route: a `Delivery` with `trigger: 'test'`.
 * @deprecated Use `Delivery` (0.2.0); this alias goes in the next release.
 */
export type PingAttempt = Delivery;

/**
 * `mock.emit(event, options)`: where the event happens and what to change in its payload. `A` is
 * the event's actions (`EmitOptions<ActionOf<'issues'>>`), any string by default.
 */
export interface EmitOptions<A extends string = string> {
  /** `owner/name`: the repository the event happens in (its hooks, then its owner org's). */
  repo?: string;
  /** An org: only the org's hooks (events without a repository, e.g. `package`). */
  org?: string;
  /** The payload's `action` (`opened`, `closed`, `published`, …); default: the event's first. */
  action?: A;
  /** Branch or tag: `main`, `refs/heads/main`, `refs/tags/v1.0`; at most 4,096 bytes (UTF-8), else an `EmitError`. */
  ref?: string;
  /** Login of the user who acts (default: the repository's first admin, or the org's owner). */
  sender?: string;
  /** Deep-merged over the generated payload (arrays and scalars replace). */
  payload?: Record<string, unknown>;
}

/** One entry of the request journal (control API requests are not journalled). */
export interface JournalEntry {
  /** ISO time from the mock's clock, when the request arrived. */
  at: string;
  /** The HTTP method, upper case. */
  method: string;
  /** The path without the query, e.g. `/api/v1/repos/acme/widgets/hooks`. */
  path: string;
  /** The query parameters (the last value of a repeated name). */
  query: Record<string, string>;
  /** The status the mock answered. */
  status: number;
  /** The body, parsed when it is JSON (else the text); absent when there was none. */
  requestBody?: unknown;
  /** Set when the body was over 65,536 characters: `requestBody` is then its first 65,536, as text. */
  requestBodyTruncated?: boolean;
  /** How long the answer took, including latency and fault delays. */
  durationMs: number;
  /** The id of the fault rule that answered or delayed it (see `mock.faults`); status 0: the connection failed. */
  fault?: string;
}
