/**
 * `Delivery.payload` (issue 32, item 8): the body as the receiver parses it — in process, over
 * the remote client, for JSON and form bodies — typed per event through `isDeliveryOf`, and not
 * a second copy in the record's JSON.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createHookMock, isDeliveryOf } from '../../src/index.js';
import type { Delivery, DeliveryPayload, PayloadOf, PushPayload } from '../../src/index.js';
import { connectHookMock } from '../../src/client/index.js';
import type { HookMockClient } from '../../src/client/index.js';
import { useStandaloneServer } from '../support/server.js';

describe('Delivery.payload in process', () => {
  it('is the parsed JSON body, read afresh, and not in the record’s JSON', async () => {
    const mock = createHookMock({ flavor: 'gitea' });
    const [push] = await mock.emit('push', { repo: 'acme/widgets' });
    expect(push).toBeDefined();
    if (!push) return;
    expect(push.payload).toEqual(JSON.parse(push.body));
    expect(push.payload?.ref).toMatch(/^refs\/heads\//);
    // A test that changes what it got does not change the next read.
    if (push.payload) push.payload.ref = 'changed';
    expect(push.payload?.ref).not.toBe('changed');
    expect(Object.keys(push)).not.toContain('payload');
    expect(JSON.parse(JSON.stringify(push))).not.toHaveProperty('payload');
    expect(mock.deliveries.last()?.payload).toEqual(JSON.parse(push.body));
  });

  it('is the `payload` field of a form body', async () => {
    const mock = createHookMock({ flavor: 'gitea' });
    const created = await mock.handle({
      method: 'POST',
      url: new URL('http://localhost/api/v1/repos/acme/widgets/hooks'),
      header: (name) =>
        ({ authorization: 'token demo', 'content-type': 'application/json' })[name.toLowerCase()] ?? null,
      body: JSON.stringify({
        type: 'gitea',
        active: true,
        config: { url: 'https://f.example.test/x', content_type: 'form' },
      }),
    });
    const id = (JSON.parse(created?.body ?? '{}') as { id: number }).id;
    const form = (await mock.emit('push', { repo: 'acme/widgets' })).find((d) => d.hookId === id);
    expect(form?.body.startsWith('payload=')).toBe(true);
    const field = new URLSearchParams(form?.body ?? '').get('payload') ?? '';
    expect(form?.payload).toEqual(JSON.parse(field));
    expect(form?.payload?.ref).toMatch(/^refs\/heads\//);
  });

  it('narrows to the event’s payload type with isDeliveryOf, in waitFor too', async () => {
    const mock = createHookMock({ flavor: 'github' });
    await mock.emit('push', { repo: 'acme/widgets' });
    const push = await mock.deliveries.waitFor((d) => isDeliveryOf(d, 'push', 'github'));
    expect(push.eventType).toBe('push');
    expectTypeOf(push.payload).toEqualTypeOf<PayloadOf<'push', 'github'>>();
    expect(push.payload.commits.length).toBeGreaterThan(0);
    expect(push.payload.repository.full_name).toBe('acme/widgets');
    const all = mock.deliveries.all();
    expect(all.filter((d) => isDeliveryOf(d, 'push', 'github'))).toHaveLength(
      all.filter((d) => d.eventType === 'push').length,
    );
    expect(isDeliveryOf(push, 'issues', 'github')).toBe(false);
    expectTypeOf<Delivery['payload']>().toEqualTypeOf<DeliveryPayload>();
  });

  it('types Gitea’s push payload by default', async () => {
    const mock = createHookMock();
    await mock.emit('push', { repo: 'acme/widgets' });
    const last = mock.deliveries.last();
    if (last && isDeliveryOf(last, 'push')) {
      expectTypeOf(last.payload).toEqualTypeOf<PushPayload>();
      expect(last.payload.commits.length).toBeGreaterThan(0);
    } else {
      expect.unreachable('the last delivery is a push');
    }
  });
});

describe('Delivery.payload over hookmock/client', () => {
  const server = useStandaloneServer('spec');
  let remote: HookMockClient;
  beforeAll(async () => {
    remote = await connectHookMock(server.origin);
  });
  afterAll(() => remote.reset());

  it('gives the records read from a server their payload too', async () => {
    const emitted = await remote.emit('push', { repo: 'acme/widgets' });
    expect(emitted[0]?.payload).toEqual(JSON.parse(emitted[0]?.body ?? ''));
    const last = await remote.deliveries.last();
    expect(last?.payload).toEqual(JSON.parse(last?.body ?? ''));
    const push = await remote.deliveries.waitFor((d) => isDeliveryOf(d, 'push'));
    expect(push.payload.ref).toMatch(/^refs\/heads\//);
    const simulated = await remote.simulate.push({ repo: 'acme/widgets' });
    expect(simulated.deliveries.length).toBeGreaterThan(0);
    for (const d of simulated.deliveries) expect(d.payload).toEqual(JSON.parse(d.body));
    const redelivered = await remote.deliveries.redeliver(push.id);
    expect(redelivered.payload).toEqual(push.payload);
  });
});
