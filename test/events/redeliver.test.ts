/**
 * Redelivery (issue 20 item 1): `mock.deliveries.redeliver(id)` records an exact copy — same
 * body, headers, signature and guid, `redelivery: true`, a new id — and sends it the way the
 * original went: through a simulated receiver or not at all (`deliver: false`). Unknown ids and
 * skipped deliveries are refused. Over real HTTP, the control API and the CLI:
 * test/server/redeliver.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/index.js';
import {
  ORIGIN,
  call,
  createBody,
  hmacHex,
  hookOf,
  manualClock,
  useMock,
  useMswServer,
} from '../support/msw.js';

const server = useMswServer();
const REPO = '/repos/acme/widgets/hooks';

async function hookWith(extra: Record<string, unknown>, config: Record<string, string> = {}) {
  const body = createBody('gitea', { active: true, events: ['push'], ...extra }, config);
  const res = await call('POST', REPO, { body });
  expect(res.status).toBe(201);
  return hookOf(res).id;
}

describe('mock.deliveries.redeliver in process', () => {
  const received: Delivery[] = [];
  const clock = manualClock();
  const mock = useMock(server, {
    flavor: 'gitea',
    scenario: 'empty',
    clock,
    deliver: (d) => {
      received.push(d);
      return { status: received.length === 1 ? 500 : 204 };
    },
  });

  it('records an exact copy with a new id, redelivery: true, and sends it again', async () => {
    received.length = 0;
    await hookWith({}, { secret: 'topsecret', url: 'https://receiver.example.test/hook' });
    const [original] = await mock.simulate.push({ repo: 'acme/widgets' }).then((r) => r.deliveries);
    if (!original) throw new Error('push made no delivery');
    await mock.deliveries.waitFor((d) => d.id === original.id && d.delivery.status === 'failed');
    clock.advance(60_000);

    const again = await mock.deliveries.redeliver(original.id);
    const { id, at, redelivery, delivery, ...request } = again;
    const { id: firstId, at: firstAt, redelivery: firstFlag, delivery: _o, ...originalRequest } = original;
    expect([id, redelivery, firstId, firstFlag]).toEqual([original.id + 1, true, original.id, false]);
    expect(request).toEqual(originalRequest);
    expect(at).not.toBe(firstAt);
    expect(again.headers['X-Gitea-Delivery']).toBe(original.guid);
    expect(again.headers['X-Gitea-Signature']).toBe(hmacHex('sha256', 'topsecret', original.body));
    expect(delivery.status).toBe('pending');
    const settled = await mock.deliveries.waitFor((d) => d.id === id && d.delivery.status !== 'pending');
    expect(settled.delivery).toMatchObject({ status: 'delivered', responseStatus: 204 });
    expect(received.map((d) => [d.id, d.guid, d.body === original.body])).toEqual([
      [original.id, original.guid, true],
      [id, original.guid, true],
    ]);
    expect(mock.deliveries.all().map((d) => [d.id, d.redelivery])).toEqual([
      [original.id, false],
      [id, true],
    ]);
  });

  it('redelivers a test press as a test press (it stays in mock.pings)', async () => {
    const hook = await hookWith({});
    expect((await call('POST', `${REPO}/${hook}/tests`)).status).toBe(204);
    const pressed = mock.pings.last();
    if (!pressed) throw new Error('no ping');
    const again = await mock.deliveries.redeliver(pressed.id);
    expect(mock.pings.last()).toBe(again);
    expect([again.trigger, again.guid, again.redelivery]).toEqual(['test', pressed.guid, true]);
  });

  it('refuses an id the log does not hold', async () => {
    await expect(mock.deliveries.redeliver(42)).rejects.toThrow(
      'hookmock: no delivery 42 in the log (it holds none)',
    );
    expect(mock.deliveries.all()).toHaveLength(0);
  });
});

describe('deliver: false', () => {
  const mock = useMock(server, { flavor: 'forgejo', scenario: 'empty' });

  it('records the redelivery without sending it, like the original', async () => {
    const res = await call('POST', REPO, { body: createBody('forgejo', { active: true, events: ['push'] }) });
    expect(res.status).toBe(201);
    const [original] = await mock.emit('push', { repo: 'acme/widgets' });
    const again = await mock.deliveries.redeliver(original?.id ?? 0);
    expect([original?.delivery.status, again.delivery.status]).toEqual(['recorded', 'recorded']);
    expect(again.headers['X-Forgejo-Delivery']).toBe(original?.guid);
  });

  it('refuses a skipped delivery: there was no request (Forgejo skips a test press of an inactive hook)', async () => {
    const res = await call('POST', REPO, {
      body: createBody('forgejo', { active: false, events: ['push'] }),
    });
    expect(res.status).toBe(201);
    expect((await call('POST', `${REPO}/${hookOf(res).id}/tests`)).status).toBe(204);
    const skipped = mock.deliveries.last();
    expect(skipped?.delivery.status).toBe('skipped');
    await expect(mock.deliveries.redeliver(skipped?.id ?? 0)).rejects.toThrow(
      /^hookmock: delivery 1 was skipped \(.+\); there is no request to send again$/,
    );
    const answer = await call('POST', `/deliveries/${skipped?.id}/redeliver`, {
      base: `${ORIGIN}/__hookmock`,
      token: null,
    });
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({
      message: expect.stringMatching(/^delivery 1 was skipped \(.+\); there is no request to send again$/),
    });
    expect(mock.deliveries.all()).toHaveLength(1);
  });
});
