import type { Flavor } from '../flavors/flavor.js';
import { createServerMock } from '../mock-facade.js';
import { builtinScenario } from '../scenario/builtins.js';
import { must } from '../util/must.js';
import type { Delivery } from '../wire.js';
import type { ReceiverCaseName } from './cases.js';

/** What an unknown event's headers say: no product sends it, so no receiver can know it. */
export const UNKNOWN_EVENT = 'hookmock_unknown_event';

/** A secret that is not the receiver's: the bad-signature case is signed with it. */
const wrongSecretOf = (secret: string) => `not-${secret}`;

/**
 * Every case's request, built by a throwaway mock exactly as the flavor delivers to a hook of its
 * own type: hooks on `acme/widgets` (json, each with its own GUID) get one push; on
 * `acme/gadgets` a padded push (large-body) and an opened pull request (in-time). Two cases
 * change a request afterwards: missing-signature drops every signature header, unknown-event
 * renames the event in every event header (the signature stays right: it covers the body only).
 */
export async function caseRequests(
  flavor: Flavor,
  url: string,
  secret: string,
): Promise<Record<ReceiverCaseName, Delivery>> {
  const hook = (repo: string, events: string[], extra: { secret?: string; content_type?: 'form' } = {}) => ({
    repo,
    type: flavor.nativeType,
    active: true,
    events,
    config: { url, content_type: 'json' as const, secret, ...extra },
  });
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const mock = createServerMock({
    flavor: flavor.name,
    scenario: {
      ...builtinScenario('default'),
      seed,
      hooks: [
        hook('acme/widgets', ['push']),
        hook('acme/widgets', ['push'], { secret: wrongSecretOf(secret) }),
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
  const [large] = await mock.emit('push', { repo: 'acme/gadgets', payload: { head_commit: { message } } });
  const [timely] = await mock.emit('pull_request', { repo: 'acme/gadgets', action: 'opened' });
  const first = must(valid, 'valid delivery');
  return {
    valid: first,
    'bad-signature': must(bad, 'bad-signature delivery'),
    'missing-signature': withHeaders(must(unsigned, 'unsigned delivery'), (name) =>
      /signature/i.test(name) ? undefined : null,
    ),
    redelivery: await mock.deliveries.redeliver(first.id),
    'unknown-event': withHeaders(must(unknown, 'unknown-event delivery'), (name) =>
      /-event(-type)?$/i.test(name) ? UNKNOWN_EVENT : null,
    ),
    'form-body': must(form, 'form delivery'),
    'large-body': must(large, 'large delivery'),
    'in-time': must(timely, 'pull request delivery'),
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
