/**
 * The battery of `checkReceiver`, as data: each case's name, the answer a correct receiver gives,
 * and why. docs/guide/receivers.md explains the same table for users; keep the two together.
 */

import type { CaseSpec, Expectation } from '../contract/receiver-check-dialect.js';

export type {
  CaseSpec,
  Expectation,
  ReceiverCaseName,
  SignedCaseName,
} from '../contract/receiver-check-dialect.js';

export const EXPECTED_TEXT: Readonly<Record<Expectation, string>> = {
  success: '2xx',
  refusal: '4xx',
  'no-crash': '2xx or 4xx',
};

/** Whether a receiver's HTTP status meets the expectation (no status at all never does). */
export function meets(expect: Expectation, status: number | undefined): boolean {
  if (status === undefined) return false;
  const ok = status >= 200 && status < 300;
  const refused = status >= 400 && status < 500;
  return { success: ok, refusal: refused, 'no-crash': ok || refused }[expect];
}

export const CASES: readonly CaseSpec[] = [
  {
    name: 'valid',
    expect: 'success',
    why: 'a push signed with the shared secret is what the product sends; anything but 2xx is recorded as a failed delivery',
  },
  {
    name: 'bad-signature',
    expect: 'refusal',
    why: 'a body signed with another secret did not come from your hook (or was altered): refuse it before acting on it',
  },
  {
    name: 'missing-signature',
    expect: 'refusal',
    why: 'without a signature anyone who knows the URL can post to it: a receiver with a secret must refuse unsigned bodies',
  },
  {
    name: 'redelivery',
    expect: 'success',
    why: "a redelivery (a product's redeliver keeps the delivery GUID, hookmock's does in every flavor, and a retry may repeat one): accept it, and act on it once only",
  },
  {
    name: 'unknown-event',
    expect: 'no-crash',
    why: 'products add events; one your code does not know should be ignored (2xx) or refused (4xx), never crash it (5xx)',
  },
  {
    name: 'form-body',
    expect: 'no-crash',
    why: 'a hook with content type "form" sends payload=<url-encoded JSON>: parse it (2xx) or refuse it (4xx, e.g. 415), never crash',
  },
  {
    name: 'large-body',
    expect: 'success',
    why: "real payloads get large (long commit messages, pull request bodies); a body-size limit below the product's refuses them",
  },
  {
    name: 'in-time',
    expect: 'success',
    why: 'the product gives up after its delivery timeout and records a failure: answer first, do the slow work after',
  },
];
