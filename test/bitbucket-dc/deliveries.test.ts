/**
 * Data Center's deliveries on the wire, from `hookmock serve --flavor bitbucket-dc`'s server to a
 * real node:http receiver on 127.0.0.1: `X-Event-Key`, `X-Request-Id` (new per request),
 * `X-Hub-Signature: sha256=…` only with `configuration.secret` (verified with the hook's secret,
 * by hand and by `verifySignature`), `Authorization: Basic` only with `credentials`; the payloads
 * of `repo:refs_changed` and `pr:opened` (`date` with a `+0000` offset, epoch-millisecond times);
 * the test route's `diagnostics:ping` answered with the receiver's status; `…/latest`.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifySignature } from '../../src/index.js';
import { call } from './support.js';
import { dcRig, settled } from './receiver.js';

const rig = dcRig();
const REPO = '/projects/ACME/repos/widgets';

async function addHook(body: Record<string, unknown>, at = REPO): Promise<number> {
  const made = await call(`${rig.server.url}${at}/webhooks`, 'POST', { body: { name: 'ci', ...body } });
  expect(made.status).toBe(200);
  const { id } = made.body as { id: number };
  return id;
}

async function emitted(event: string, hook: number) {
  const out = await rig.server.mock.emit(event as never, { repo: 'acme/widgets' });
  const mine = out.find((d) => d.hookId === hook);
  if (!mine) throw new Error(`no delivery of ${event} to hook ${hook}`);
  return rig.server.mock.deliveries.waitFor((d) => d.id === mine.id && settled(d), { timeoutMs: 5000 });
}

describe('bitbucket-dc deliveries', () => {
  it('repo:refs_changed: signed with the secret, Basic credentials, the push payload', async () => {
    const hook = await addHook({
      url: rig.receiver.url('/push'),
      events: ['repo:refs_changed'],
      configuration: { secret: 'shh' },
      credentials: { username: 'jenkins', password: 'pw' },
    });
    expect((await emitted('repo:refs_changed', hook)).delivery.status).toBe('delivered');
    const got = rig.receiver.received.find((r) => r.path === '/push');
    if (!got) throw new Error('nothing received');
    expect(got.headers['x-event-key']).toBe('repo:refs_changed');
    expect(got.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(got.headers['x-hub-signature']).toBe(
      `sha256=${createHmac('sha256', 'shh').update(got.body).digest('hex')}`,
    );
    expect(await verifySignature('shh', got.body, got.headers)).toBe(true);
    expect(await verifySignature('wrong', got.body, got.headers)).toBe(false);
    expect(got.headers.authorization).toBe(`Basic ${Buffer.from('jenkins:pw').toString('base64')}`);
    expect(got.headers['x-attempt-number']).toBeUndefined();
    const payload = JSON.parse(got.body) as Record<string, unknown>;
    expect(payload).toMatchObject({
      eventKey: 'repo:refs_changed',
      date: '2026-03-02T10:00:00+0000',
      actor: { name: 'alice', slug: 'alice', type: 'NORMAL' },
      repository: { slug: 'widgets', project: { key: 'ACME', type: 'NORMAL' }, scmId: 'git' },
      changes: [
        {
          ref: { id: 'refs/heads/main', displayId: 'main', type: 'BRANCH' },
          refId: 'refs/heads/main',
          type: 'UPDATE',
        },
      ],
    });
    const commits = payload.commits as { authorTimestamp: unknown }[];
    expect(commits[0]?.authorTimestamp).toBe(Date.parse('2026-03-02T10:00:00Z'));
  });

  it('pr:opened without a secret or credentials: no X-Hub-Signature, no Authorization', async () => {
    const hook = await addHook({ url: rig.receiver.url('/pr'), events: ['pr:opened'] });
    await emitted('pr:opened', hook);
    const got = rig.receiver.received.find((r) => r.path === '/pr');
    expect(got?.headers['x-event-key']).toBe('pr:opened');
    expect(got?.headers['x-hub-signature']).toBeUndefined();
    expect(got?.headers.authorization).toBeUndefined();
    const body = JSON.parse(got?.body ?? '{}') as { pullRequest: Record<string, unknown> };
    expect(body.pullRequest).toMatchObject({
      state: 'OPEN',
      open: true,
      closed: false,
      author: { role: 'AUTHOR' },
    });
    expect(typeof body.pullRequest.createdDate).toBe('number');
  });

  it('each request has its own X-Request-Id', async () => {
    const hook = await addHook({ url: rig.receiver.url('/ids'), events: ['repo:refs_changed'] });
    await emitted('repo:refs_changed', hook);
    await emitted('repo:refs_changed', hook);
    const ids = rig.receiver.received.filter((r) => r.path === '/ids').map((r) => r.headers['x-request-id']);
    expect(new Set(ids).size).toBe(2);
  });

  it('POST …/webhooks/test sends diagnostics:ping {"test": true} and answers with the receiver\'s status', async () => {
    const ok = await call(
      `${rig.server.url}${REPO}/webhooks/test?url=${encodeURIComponent(rig.receiver.url('/ping'))}`,
      'POST',
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      request: { method: 'POST' },
      response: { statusCode: 200, body: 'thanks' },
    });
    const ping = rig.receiver.received.find((r) => r.path === '/ping');
    expect(ping?.headers['x-event-key']).toBe('diagnostics:ping');
    expect(JSON.parse(ping?.body ?? '')).toEqual({ test: true });
    rig.receiver.answers.set('/down', 503);
    const down = await call(
      `${rig.server.url}/projects/ACME/webhooks/test?url=${encodeURIComponent(rig.receiver.url('/down'))}`,
      'POST',
      {
        body: { username: 'u', password: 'p' },
      },
    );
    expect(down.body).toMatchObject({ response: { statusCode: 503 } });
    const sent = rig.receiver.received.find((r) => r.path === '/down');
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from('u:p').toString('base64')}`);
    // A saved hook's secret signs the test.
    const hook = await addHook({
      url: rig.receiver.url('/x'),
      events: ['pr:opened'],
      configuration: { secret: 'k' },
    });
    await call(
      `${rig.server.url}${REPO}/webhooks/test?webhookId=${hook}&url=${encodeURIComponent(rig.receiver.url('/signed'))}`,
      'POST',
    );
    const signed = rig.receiver.received.find((r) => r.path === '/signed');
    expect(await verifySignature('k', signed?.body ?? '', signed?.headers ?? {})).toBe(true);
    const bad = await call(`${rig.server.url}${REPO}/webhooks/test?url=not-a-url`, 'POST');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: [{ context: 'url' }] });
  });

  it('GET …/webhooks/{id}/latest: 204 before any delivery, then the newest invocation', async () => {
    const hook = await addHook({
      url: rig.receiver.url('/latest'),
      events: ['repo:refs_changed', 'pr:opened'],
    });
    const none = await call(`${rig.server.url}${REPO}/webhooks/${hook}/latest`, 'GET');
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
    await emitted('repo:refs_changed', hook);
    rig.receiver.answers.set('/latest', 500);
    await emitted('pr:opened', hook);
    const latest = await call(`${rig.server.url}${REPO}/webhooks/${hook}/latest`, 'GET');
    expect(latest.body).toMatchObject({
      event: 'pr:opened',
      result: { outcome: 'FAILURE', description: '500' },
    });
    const success = await call(`${rig.server.url}${REPO}/webhooks/${hook}/latest?outcome=SUCCESS`, 'GET');
    expect(success.body).toMatchObject({ event: 'repo:refs_changed', eventScope: { type: 'repository' } });
  });
});
