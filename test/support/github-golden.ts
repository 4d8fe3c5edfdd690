/** The github flavor's golden deliveries: what `npm run golden` writes and test/github/ checks. */
import { createHookMock } from '../../src/index.js';
import type { Delivery } from '../../src/index.js';
import { actionsOf, eventTypesOf } from './catalog.js';

const file = (d: Delivery) => ({
  method: d.method,
  url: d.url,
  headers: d.headers,
  // A form body's payload decoded, for review; `rawBody` is what was sent.
  body: JSON.parse(
    d.contentType === 'form' ? (new URLSearchParams(d.body).get('payload') ?? '') : d.body,
  ) as unknown,
  rawBody: d.body,
});

/**
 * One golden delivery per GitHub event and action: a repository hook subscribed to `*` with a
 * secret (JSON), from a mock at a fixed clock and base URL; plus a push to a form hook and to an
 * organization hook. Written to fixtures/deliveries/github/.
 */
export async function githubGoldenDeliveries(): Promise<Record<string, unknown>> {
  const mock = createHookMock({
    flavor: 'github',
    baseUrl: 'http://localhost:4100/api/v3',
    clock: () => new Date('2026-03-01T12:00:00Z'),
    scenario: {
      name: 'golden-deliveries',
      clock: '2026-01-01T00:00:00Z',
      users: [{ login: 'alice', token: 'demo', full_name: 'Alice Example', email: 'alice@example.test' }],
      orgs: [{ name: 'acme', owners: ['alice'], full_name: 'Acme Corporation' }],
      repos: [
        { owner: 'acme', name: 'widgets', admins: ['alice'], description: 'The widget factory <&>' },
        { owner: 'acme', name: 'gadgets', admins: ['alice'] },
      ],
      hooks: [
        {
          repo: 'acme/widgets',
          active: true,
          events: ['*'],
          config: { url: 'https://receiver.example.test/hook', content_type: 'json', secret: 'golden' },
        },
        {
          repo: 'acme/gadgets',
          active: true,
          events: ['push'],
          config: { url: 'https://receiver.example.test/form', content_type: 'form', secret: 'golden' },
        },
        {
          org: 'acme',
          active: true,
          events: ['push'],
          config: { url: 'https://receiver.example.test/org', content_type: 'json' },
        },
      ],
    },
  });
  const out: Record<string, unknown> = {};
  for (const type of eventTypesOf('github')) {
    const actions = actionsOf(type, 'github');
    for (const action of actions.length > 0 ? actions : [undefined]) {
      const [d] = await mock.emit<string>(type.name, { repo: 'acme/widgets', action });
      if (!d) throw new Error(`no delivery for ${type.name}/${action}`);
      out[action ? `${type.name}.${action}.json` : `${type.name}.json`] = file(d);
    }
  }
  const [form, org] = await mock.emit('push', { repo: 'acme/gadgets' });
  if (!form || !org) throw new Error('no form or org delivery');
  out['form.push.json'] = file(form);
  out['org.push.json'] = file(org);
  return out;
}
