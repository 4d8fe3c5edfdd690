import { HookMockError } from '../errors/hookmock-error.js';
import { createFetchTransport } from '../delivery/fetch-transport.js';
import type { FetchReceiver } from '../delivery/receiver.js';
import { receiverTransport } from '../delivery/receiver.js';
import type { FlavorName } from '../contract/flavor.js';
import { FLAVORS } from '../flavors/index.js';
import { standardWebhooksKey } from '../delivery/signer.js';
import type { Transport } from '../types.js';
import { caseRequests } from './case-requests.js';
import { utf8Length } from './utf8-length.js';
import { CASES, EXPECTED_TEXT, meets } from './cases.js';
import type { CaseSpec, ReceiverCaseName } from './cases.js';
import type { Delivery, DeliveryOutcome } from '../wire.js';

export type { ReceiverCaseName } from './cases.js';

/** Options of `checkReceiver`. */
export interface CheckReceiverOptions {
  /** The secret the receiver checks signatures with (the hook's secret; GitLab: its token, sent as `X-Gitlab-Token`). */
  secret: string;
  /**
   * GitLab: the hook's `signing_token` (`whsec_…`), so every case is signed with the Standard
   * Webhooks headers too and bad-signature checks the signature (the right token, another key).
   */
  signingToken?: string;
  /** Whose deliveries to send: `spec` (default), `gitea`, `forgejo`, … */
  flavor?: FlavorName;
  /** How long each case may take; default the flavor's delivery timeout (Gitea and Forgejo: 5 s). */
  timeoutMs?: number;
  /** For a fetch-handler target: the URL its requests carry (default `http://localhost/webhook`). */
  url?: string;
}

/** One case's result: what was sent, what a correct receiver answers, what came back. */
export interface ReceiverCaseResult {
  /** The case: `valid`, `bad-signature`, `missing-signature`, `redelivery`, `unknown-event`, `form-body`, `large-body`, `in-time`. */
  name: ReceiverCaseName;
  /** Whether the answer met the expectation. */
  ok: boolean;
  /** `2xx`, `4xx`, or `2xx or 4xx`. */
  expected: string;
  /** The receiver's HTTP status, when it answered. */
  status?: number;
  /** What went wrong on the way: refused, timed out, … */
  error?: string;
  /** How long the receiver took to answer. */
  durationMs?: number;
  /** The delivery GUID sent (the redelivery's is the valid case's). */
  guid: string;
  /** The event type the request named (`push`, `pull_request`, or the unknown one). */
  event: string;
  /** The body's size in bytes. */
  bodyBytes: number;
  /** Why a correct receiver answers so. */
  why: string;
}

/** What `checkReceiver` resolves to. */
export interface ReceiverReport {
  /** Whether every case passed. */
  ok: boolean;
  /** Whose deliveries were sent. */
  flavor: FlavorName;
  /** The URL the requests went to. */
  url: string;
  /** The bound every case was held to: the flavor's delivery timeout unless `timeoutMs` was given. */
  timeoutMs: number;
  /** How many cases passed. */
  passed: number;
  /** How many cases failed. */
  failed: number;
  /** Every case, in the order sent. */
  cases: ReceiverCaseResult[];
}

const DEFAULT_URL = 'http://localhost/webhook';

/**
 * Sends a battery of deliveries to a receiver — a URL, or the app's fetch handler in-process —
 * and reports, case by case, whether it answered as a correct receiver does (valid 2xx, bad and
 * missing signatures 4xx, a redelivery of the same GUID 2xx, an unknown event and a form body no
 * 5xx, a large body 2xx, everything within the product's delivery timeout). Never throws for a
 * receiver's answer: a failed case is a result.
 *
 * @example
 * const report = await checkReceiver('http://127.0.0.1:3000/webhook', { secret: 's', flavor: 'gitea' });
 * expect(report.cases.filter((c) => !c.ok)).toEqual([]);
 * @see docs/guide/receivers.md
 */
export async function checkReceiver(
  target: string | URL | FetchReceiver,
  options: CheckReceiverOptions,
): Promise<ReceiverReport> {
  const flavorName = options.flavor ?? 'spec';
  if (!Object.hasOwn(FLAVORS, flavorName))
    throw new HookMockError(`unknown flavor "${flavorName}": expected ${Object.keys(FLAVORS).join(', ')}`);
  if (typeof options.secret !== 'string' || options.secret === '')
    throw new HookMockError('checkReceiver needs { secret }: the secret the receiver checks signatures with');
  const flavor = FLAVORS[flavorName];
  const timeoutMs = options.timeoutMs ?? flavor.delivery.deliveryTimeoutMs;
  const remote = typeof target === 'string' || target instanceof URL;
  const url = remote ? new URL(target).href : (options.url ?? DEFAULT_URL);
  const send: Transport = remote ? createFetchTransport({ timeoutMs }) : receiverTransport(target, timeoutMs);
  const dialect = flavor.receiverCheck;
  checkSigningToken(options.signingToken, dialect.signingTokens, flavorName);
  const requests = await caseRequests(flavor, url, {
    secret: options.secret,
    ...(options.signingToken === undefined ? {} : { signingToken: options.signingToken }),
  });
  const cases: ReceiverCaseResult[] = [];
  // One at a time, in order: the redelivery has to follow the delivery it repeats. A product
  // without form bodies (GitLab) has no form-body case; its signed cases come last.
  const specs = [
    ...CASES.filter((c) => c.name !== 'form-body' || dialect.formBodies),
    ...(options.signingToken === undefined ? [] : (dialect.signedCases ?? [])),
  ];
  for (const spec of specs) {
    const request = requests[spec.name];
    const why = dialect.whys?.[spec.name] ?? spec.why;
    if (request) cases.push(resultOf({ ...spec, why }, request, await send(request)));
  }
  const failed = cases.filter((c) => !c.ok).length;
  return {
    ok: failed === 0,
    flavor: flavorName,
    url,
    timeoutMs,
    passed: cases.length - failed,
    failed,
    cases,
  };
}

/** A signing token only where the flavor signs with one, and only of the `whsec_<base64>` form. */
function checkSigningToken(token: string | undefined, signs: boolean, flavor: FlavorName): void {
  if (token === undefined) return;
  if (!signs) {
    const which = Object.values(FLAVORS).filter((f) => f.receiverCheck.signingTokens);
    throw new HookMockError(
      `the ${flavor} flavor has no signing token (flavors with one: ${which.map((f) => f.name).join(', ')})`,
    );
  }
  if (!standardWebhooksKey(token))
    throw new HookMockError(
      `the signing token must be whsec_ followed by base64, got "${token.slice(0, 12)}…"`,
    );
}

function resultOf(spec: CaseSpec, request: Delivery, outcome: DeliveryOutcome): ReceiverCaseResult {
  const status = outcome.responseStatus;
  return {
    name: spec.name,
    ok: meets(spec.expect, status),
    expected: EXPECTED_TEXT[spec.expect],
    ...(status === undefined ? {} : { status }),
    ...(status === undefined && outcome.error ? { error: outcome.error } : {}),
    ...(outcome.durationMs === undefined ? {} : { durationMs: outcome.durationMs }),
    guid: request.guid,
    event: request.eventType,
    bodyBytes: utf8Length(request.body),
    why: spec.why,
  };
}
