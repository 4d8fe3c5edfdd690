/**
 * `verifySignature` (the public `hookmock/verify` entry) on GitLab's deliveries: the hook's token
 * against `X-Gitlab-Token`, and a `whsec_…` signing token against the Standard Webhooks
 * `webhook-signature`, with its 5-minute window on a given clock. The deliveries are the
 * in-process mock's records of an `emit`; a signature made by the npm `standardwebhooks` package
 * (not hookmock's code) is accepted too.
 */
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import type { Delivery, Scenario } from '../../src/index.js';
import { verifySignature } from '../../src/verify/index.js';

const SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
const OTHER = `whsec_${Buffer.alloc(32, 4).toString('base64')}`;

const scenario = {
  clock: '2026-03-01T12:00:00Z',
  users: [{ login: 'alice', token: 'demo' }],
  orgs: [{ name: 'acme', owners: ['alice'] }],
  repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
  hooks: [
    {
      repo: 'acme/widgets',
      active: true,
      events: ['push_events'],
      config: { url: 'https://ci.example.test/signed', secret: 'plain-token' },
      gitlab: { signing_token: SECRET },
    },
    {
      repo: 'acme/widgets',
      active: true,
      events: ['push_events'],
      config: { url: 'https://ci.example.test/token-only', secret: 'only-token' },
    },
  ],
} as Scenario;

/** One push's two deliveries, as recorded. */
async function deliveries(): Promise<[Delivery, Delivery]> {
  const mock = createHookMock({ flavor: 'gitlab', scenario });
  const [signed, tokenOnly] = await mock.emit('push' as never, { repo: 'acme/widgets' });
  return [signed!, tokenOnly!];
}

const stampOf = (d: Delivery) => Number(d.headers['webhook-timestamp']) * 1000;

describe('verifySignature with GitLab deliveries', () => {
  it("accepts the hook's token as X-Gitlab-Token, and refuses another or a missing one", async () => {
    const [, d] = await deliveries();
    expect(d.headers['X-Gitlab-Token']).toBe('only-token');
    expect(await verifySignature('only-token', d.body, d.headers)).toBe(true);
    expect(await verifySignature('only-tokeN', d.body, d.headers)).toBe(false);
    expect(await verifySignature('only-token-longer', d.body, d.headers)).toBe(false);
    const { 'X-Gitlab-Token': _token, ...without } = d.headers;
    expect(await verifySignature('only-token', d.body, without)).toBe(false);
    // A Fetch Headers works as node's header object does.
    expect(await verifySignature('only-token', d.body, new Headers(d.headers))).toBe(true);
  });

  it('accepts the Standard Webhooks signature within 5 minutes of the given clock', async () => {
    const [d] = await deliveries();
    const at = stampOf(d);
    expect(at).toBeGreaterThanOrEqual(Date.parse('2026-03-01T12:00:00Z'));
    expect(await verifySignature(SECRET, d.body, d.headers, { now: at })).toBe(true);
    expect(await verifySignature(SECRET, d.body, d.headers, { now: new Date(at + 299_000) })).toBe(true);
    expect(await verifySignature(SECRET, d.body, d.headers, { now: at - 299_000 })).toBe(true);
    expect(await verifySignature(SECRET, d.body, d.headers, { now: at + 301_000 })).toBe(false);
    expect(await verifySignature(SECRET, d.body, d.headers, { now: at - 301_000 })).toBe(false);
    expect(
      await verifySignature(SECRET, d.body, d.headers, { now: at + 3_600_000, toleranceSeconds: 3601 }),
    ).toBe(true);
    // The real clock is not 2026-03-01: without `now` the timestamp is out of the window.
    expect(await verifySignature(SECRET, d.body, d.headers)).toBe(false);
  });

  it('refuses a changed body, another key, a changed id or timestamp; the same hook token still verifies', async () => {
    const [d] = await deliveries();
    const now = stampOf(d);
    expect(await verifySignature(SECRET, `${d.body} `, d.headers, { now })).toBe(false);
    expect(await verifySignature(OTHER, d.body, d.headers, { now })).toBe(false);
    const changedId = { ...d.headers, 'webhook-id': 'another-id' };
    expect(await verifySignature(SECRET, d.body, changedId, { now })).toBe(false);
    const changedStamp = { ...d.headers, 'webhook-timestamp': String(now / 1000 + 1) };
    expect(await verifySignature(SECRET, d.body, changedStamp, { now })).toBe(false);
    const { 'webhook-id': _id, ...noId } = d.headers;
    expect(await verifySignature(SECRET, d.body, noId, { now })).toBe(false);
    // The same delivery checked by the hook's token instead.
    expect(await verifySignature('plain-token', d.body, d.headers)).toBe(true);
  });

  it('accepts a signature the standardwebhooks package made, among several (space-separated)', async () => {
    const body = '{"object_kind":"push"}';
    const at = new Date('2026-03-01T12:00:00Z');
    const signature = new Webhook(SECRET).sign('msg_1', at, body);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(at.getTime() / 1000),
      'webhook-signature': `v1,AAAA ${signature}`,
    };
    expect(await verifySignature(SECRET, body, headers, { now: at })).toBe(true);
    expect(
      await verifySignature(SECRET, body, { ...headers, 'webhook-signature': 'v1,AAAA' }, { now: at }),
    ).toBe(false);
  });
});
