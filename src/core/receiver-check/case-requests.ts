import type { Flavor } from '../contract/flavor.js';
import { signingSettings } from '../contract/receiver-check-dialect.js';
import { createServerMock } from '../mock-facade.js';
import { builtinScenario } from '../scenario/builtins.js';
import { must } from '../util/must.js';
import type { Delivery } from '../wire.js';
import type { ReceiverCaseName, SignedCaseName } from './cases.js';
import { signedCaseRequests } from './signed-cases.js';

/** What an unknown event's headers say: no product sends it, so no receiver can know it. */
export const UNKNOWN_EVENT = 'hookmock_unknown_event';

/** A secret that is not the receiver's: the bad-signature case is signed with it. */
const wrongSecretOf = (secret: string) => `not-${secret}`;

/** A Standard Webhooks secret that is not the receiver's (a fresh random 32-byte key). */
const otherSigningToken = () =>
  `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;

/** `{ a: { b: value } }` for the path `['a', 'b']`. */
function nested(path: readonly string[], value: unknown): Record<string, unknown> {
  let out: Record<string, unknown> = { [path.at(-1) ?? '']: value };
  for (const key of path.slice(0, -1).reverse()) out = { [key]: out };
  return out;
}

/** The receiver's secrets: the hook's secret (GitLab: its token) and, where the flavor has one, its signing token. */
export interface CaseSecrets {
  secret: string;
  signingToken?: string;
}

/**
 * A scenario hook of the flavor's own type aimed at `url` with the receiver's secrets (a signing
 * token under the flavor's own settings key, GitLab's `hooks[].gitlab.signing_token`).
 */
function hookMaker(flavor: Flavor, url: string, { secret, signingToken }: CaseSecrets) {
  return (
    repo: string,
    events: string[],
    extra: { secret?: string; content_type?: 'form' } = {},
    token = signingToken,
  ) => ({
    repo,
    type: flavor.nativeType,
    active: true,
    events,
    config: { url, content_type: 'json' as const, secret, ...extra },
    ...signingSettings(flavor.hookSettings?.key, token),
  });
}

/** Every case's request; the signed cases only with a signing token, where the flavor adds them. */
export type CaseRequests = Record<Exclude<ReceiverCaseName, SignedCaseName>, Delivery> &
  Partial<Record<SignedCaseName, Delivery>>;

/**
 * Every case's request, built by a throwaway mock exactly as the flavor delivers to a hook of its
 * own type: hooks on `acme/widgets` (json, each with its own GUID) get one push; on
 * `acme/gadgets` a padded push (large-body) and an opened pull request (in-time). Two cases
 * change a request afterwards: missing-signature drops every proof header (the flavor's
 * `proofHeaders`), unknown-event renames the event in every event header (the signature stays
 * right: it covers the body only). With a signing token, bad-signature keeps the right secret and
 * signs with another signing token, so a receiver that ignores the signature fails it.
 */
export async function caseRequests(
  flavor: Flavor,
  url: string,
  { secret, signingToken }: CaseSecrets,
): Promise<CaseRequests> {
  const dialect = flavor.receiverCheck;
  const hook = hookMaker(flavor, url, { secret, ...(signingToken === undefined ? {} : { signingToken }) });
  const badHook = signingToken
    ? hook('acme/widgets', ['push'], {}, otherSigningToken())
    : hook('acme/widgets', ['push'], { secret: wrongSecretOf(secret) });
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const mock = createServerMock({
    flavor: flavor.name,
    // The wall clock: a receiver checks a Standard Webhooks `webhook-timestamp` against its own.
    clock: () => new Date(),
    scenario: {
      ...builtinScenario('default'),
      seed,
      hooks: [
        hook('acme/widgets', ['push']),
        badHook,
        hook('acme/widgets', ['push']),
        hook('acme/widgets', ['push']),
        hook('acme/widgets', ['push'], { content_type: 'form' }),
        hook('acme/gadgets', ['push']),
        hook('acme/gadgets', ['pull_request']),
      ],
    },
  });
  const [valid, bad, unsigned, unknown, form] = await mock.emit('push', { repo: 'acme/widgets' });
  const message = `A long commit message\n\n${'x'.repeat(Math.max(0, flavor.delivery.largeBodyBytes - 8192))}\n`;
  const [large] = await mock.emit('push', {
    repo: 'acme/gadgets',
    payload: nested(dialect.largeMessagePath, message),
  });
  const { action } = dialect.timely;
  const [timely] = await mock.emit(dialect.timely.event, {
    repo: 'acme/gadgets',
    ...(action !== undefined ? { action } : {}),
  });
  const first = must(valid, 'valid delivery');
  const inTime = must(timely, 'pull request delivery');
  const signed =
    signingToken && dialect.signedCases ? await signedCaseRequests(signingToken, first, inTime) : {};
  return {
    ...signed,
    valid: first,
    'bad-signature': must(bad, 'bad-signature delivery'),
    'missing-signature': withHeaders(must(unsigned, 'unsigned delivery'), (name) =>
      dialect.proofHeaders.test(name) ? undefined : null,
    ),
    redelivery: await mock.deliveries.redeliver(first.id),
    'unknown-event': withHeaders(must(unknown, 'unknown-event delivery'), (name) =>
      /-event(-type|-key)?$/i.test(name) ? UNKNOWN_EVENT : null,
    ),
    'form-body': must(form, 'form delivery'),
    'large-body': must(large, 'large delivery'),
    'in-time': inTime,
  };
}

/**
 * A copy with its headers changed by `change`: a string replaces the value, `undefined` drops
 * the header, `null` keeps it.
 */
function withHeaders(delivery: Delivery, change: (name: string) => string | undefined | null): Delivery {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(delivery.headers)) {
    const next = change(name);
    if (next === null) headers[name] = value;
    else if (next !== undefined) headers[name] = next;
  }
  return { ...delivery, headers };
}
