/**
 * A resend of a signed hook's delivery is signed again (GitLab's resend runs `WebHookService`
 * again, which builds the Standard Webhooks headers at execution): a real node:http receiver on
 * 127.0.0.1 gets the same body and `webhook-id` (the `Idempotency-Key`), a `webhook-timestamp` of
 * the mock's clock at the resend and a signature over it, which the npm `standardwebhooks`
 * package verifies at that time — where the original's stamp, ten minutes old, is refused.
 */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it, vi } from 'vitest';
import type { Delivery } from '../../src/index.js';
import { MINUTE, START, call, clock, gitlabRig, settled } from './receiver.js';
import type { Received } from './receiver.js';

/** A 32-byte key as GitLab makes them, and the secret naming it; and another. */
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const OTHER = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;

const rig = gitlabRig();

async function addHook(extra: Record<string, unknown>): Promise<number> {
  const created = await call(rig.server, 'POST', '/projects/1/hooks', {
    url: rig.receiver.url('/s'),
    ...extra,
  });
  expect(created.status).toBe(201);
  return (created.json as { id: number }).id;
}

async function push(): Promise<Delivery> {
  const [out] = await rig.server.mock.emit('push' as never, { repo: 'acme/widgets' });
  return rig.server.mock.deliveries.waitFor((e) => e.id === out?.id && settled(e), { timeoutMs: 5000 });
}

/** Ten minutes later (twice the Standard Webhooks window), resends the entry: the request received. */
async function resendLater(hook: number, entry: Delivery): Promise<Received> {
  clock.now = START + 10 * MINUTE;
  const resent = await call(rig.server, 'POST', `/projects/1/hooks/${hook}/events/${entry.id}/resend`);
  expect([resent.status, resent.json]).toEqual([201, { response_status: 200 }]);
  return rig.receiver.received[1]!;
}

const stampOf = (r: Received) => ({
  'webhook-id': String(r.headers['webhook-id']),
  'webhook-timestamp': String(r.headers['webhook-timestamp']),
  'webhook-signature': String(r.headers['webhook-signature']),
});

/** Verifies with `standardwebhooks` as a receiver would at `now` (its window reads the real clock). */
function verifyAt(now: number, secret: string, r: Received): unknown {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  try {
    return new Webhook(secret).verify(r.body, stampOf(r));
  } finally {
    vi.useRealTimers();
  }
}

describe('gitlab: a resend signs again at its own time', () => {
  it('new webhook-timestamp and signature, same webhook-id and body; verified 10 minutes on', async () => {
    const hook = await addHook({ signing_token: SECRET });
    const entry = await push();
    const again = await resendLater(hook, entry);
    const original = rig.receiver.received[0]!;
    expect(again.body).toBe(original.body);
    expect(again.headers['webhook-id']).toBe(original.headers['webhook-id']);
    expect(again.headers['webhook-id']).toBe(again.headers['idempotency-key']);
    expect(Number(again.headers['webhook-timestamp'])).toBe(Math.floor(clock.now / 1000));
    expect(Number(again.headers['webhook-timestamp'])).toBeGreaterThan(
      Number(original.headers['webhook-timestamp']),
    );
    expect(verifyAt(clock.now, SECRET, again)).toMatchObject({ object_kind: 'push' });
    // The original's stamp is outside the window now: a copy of it would be refused.
    expect(() => verifyAt(clock.now, SECRET, original)).toThrow();
    // The log records what was sent: the redelivery's own stamp.
    expect(rig.server.mock.deliveries.last()?.headers['webhook-timestamp']).toBe(
      again.headers['webhook-timestamp'],
    );
  });

  it("signs with the hook's signing token as it is now; none now, no webhook-* header", async () => {
    const hook = await addHook({ signing_token: SECRET });
    const entry = await push();
    expect(
      (await call(rig.server, 'PUT', `/projects/1/hooks/${hook}`, { signing_token: OTHER })).status,
    ).toBe(200);
    const again = await resendLater(hook, entry);
    expect(verifyAt(clock.now, OTHER, again)).toMatchObject({ object_kind: 'push' });
    expect(() => verifyAt(clock.now, SECRET, again)).toThrow();

    expect((await call(rig.server, 'PUT', `/projects/1/hooks/${hook}`, { signing_token: '' })).status).toBe(
      200,
    );
    const resent = await call(rig.server, 'POST', `/projects/1/hooks/${hook}/events/${entry.id}/resend`);
    expect(resent.status).toBe(201);
    const unsigned = rig.receiver.received[2]!;
    expect(Object.keys(unsigned.headers).filter((n) => n.startsWith('webhook-'))).toEqual([]);
    expect(unsigned.headers['idempotency-key']).toBe(entry.guid);
  });

  it('mock.deliveries.redeliver is the same path: signed again too', async () => {
    await addHook({ signing_token: SECRET });
    const entry = await push();
    clock.now = START + 10 * MINUTE;
    const copy = await rig.server.mock.deliveries.redeliver(entry.id);
    await rig.server.mock.deliveries.waitFor((d) => d.id === copy.id && settled(d), { timeoutMs: 5000 });
    expect(verifyAt(clock.now, SECRET, rig.receiver.received[1]!)).toMatchObject({ object_kind: 'push' });
  });
});
