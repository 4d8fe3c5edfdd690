/* The battery's names and rows, typed here so the contract imports nothing: receiver-check/cases.ts holds the rows. */

/** What a correct receiver answers: `success` 2xx, `refusal` 4xx, `no-crash` 2xx or 4xx (never 5xx). */
export type Expectation = 'success' | 'refusal' | 'no-crash';

/** The cases, in the order they are sent (`redelivery` repeats `valid`, so it comes after it). */
export type ReceiverCaseName =
  | 'valid'
  | 'bad-signature'
  | 'missing-signature'
  | 'redelivery'
  | 'unknown-event'
  | 'form-body'
  | 'large-body'
  | 'in-time'
  | SignedCaseName;

/**
 * The cases sent only with a Standard Webhooks signing token, after the others: a right signature
 * over a time outside the 5-minute window, and a captured signature on another body.
 */
export type SignedCaseName = 'stale-timestamp' | 'replayed-signature';

/** One row of the battery. */
export interface CaseSpec {
  readonly name: ReceiverCaseName;
  readonly expect: Expectation;
  /** Why a receiver should answer so, in one sentence (printed with a failing case). */
  readonly why: string;
}

/**
 * What the receiver battery (`checkReceiver`, `hookmock check-receiver`) sends differently per
 * product: the events it builds its cases from, where a push's long commit message goes, whether
 * the product has form bodies, which headers carry the proof a delivery is genuine, and whether
 * a hook can sign with a Standard Webhooks secret. docs/guide/receivers.md explains the battery.
 */
export interface ReceiverCheckDialect {
  /**
   * The event and action of the in-time case: a pull request opened (GitLab: a merge request);
   * no action where the event has none (Bitbucket Cloud's `pullrequest:created`).
   */
  readonly timely: { readonly event: string; readonly action?: string };
  /**
   * Where the large-body case puts its long commit message in a push payload: the head commit's
   * (G/F, GitHub) or the push's own `message` (GitLab's push has no `head_commit`).
   */
  readonly largeMessagePath: readonly string[];
  /** Whether a hook can send `payload=<url-encoded JSON>` (GitLab always sends JSON: no form-body case). */
  readonly formBodies: boolean;
  /**
   * The headers the missing-signature case drops: every signature header (G/F, GitHub), or
   * GitLab's `X-Gitlab-Token` and Standard Webhooks `webhook-signature`.
   */
  readonly proofHeaders: RegExp;
  /** Whether a hook may also sign with a Standard Webhooks secret (GitLab's `signing_token`). */
  readonly signingTokens: boolean;
  /** The cases the product adds when a signing token is given, sent after the others. */
  readonly signedCases?: readonly CaseSpec[];
  /** The product's own words for why a case expects its answer (GitLab's proof is a token). */
  readonly whys?: Readonly<Partial<Record<ReceiverCaseName, string>>>;
}

/** The Gitea family's and GitHub's row: a pull request opened, the head commit, form bodies, signatures. */
export const SIGNATURE_RECEIVER_CHECK: ReceiverCheckDialect = {
  timely: { event: 'pull_request', action: 'opened' },
  largeMessagePath: ['head_commit', 'message'],
  formBodies: true,
  proofHeaders: /signature/i,
  signingTokens: false,
};

/**
 * What a scenario hook carries to sign with a Standard Webhooks secret: the token under the
 * flavor's own settings key (GitLab's `hooks[].gitlab.signing_token`); nothing without a token
 * or where the flavor has no such settings.
 */
export function signingSettings(
  settingsKey: string | undefined,
  token: string | undefined,
): Record<string, { signing_token: string }> {
  return token !== undefined && settingsKey !== undefined ? { [settingsKey]: { signing_token: token } } : {};
}
