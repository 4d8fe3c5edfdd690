/**
 * Security review 5, H5 on the gitlab routes, against a real node:http receiver on 127.0.0.1: the
 * events log redacts a header by its role (it came from the hook's custom headers), not by its
 * name, and the delivery record lists the headers actually sent (a custom header a built-in one
 * replaces, in any case, is not listed).
 */
import { describe, expect, it } from 'vitest';
import { call, gitlabRig, settled } from '../gitlab/receiver.js';

const rig = gitlabRig();
const HOOKS = '/projects/1/hooks';

const create = async (url: string, extra: Record<string, unknown> = {}) =>
  call(rig.server, 'POST', HOOKS, { url: rig.receiver.url(url), push_events: true, ...extra });
const idOf = (answer: { json: unknown }) => (answer.json as { id: number }).id;

async function pushSettled() {
  const sent = await rig.server.mock.emit('push' as never, { repo: 'acme/widgets' });
  return Promise.all(
    sent.map((d) =>
      rig.server.mock.deliveries.waitFor((e) => e.id === d.id && settled(e), { timeoutMs: 5000 }),
    ),
  );
}

describe('H5: the events log redacts by role, the record lists what was sent', () => {
  it('a custom header named like a Standard Webhooks header is redacted (no signing token)', async () => {
    const id = idOf(await create('/h7', { custom_headers: [{ key: 'webhook-id', value: 'cust-SECRET-3' }] }));
    const [d] = await pushSettled();
    expect(d?.headers['webhook-id']).toBe('cust-SECRET-3');
    const log = await call(rig.server, 'GET', `${HOOKS}/${id}/events`);
    expect(JSON.stringify(log.json)).not.toContain('cust-SECRET-3');
    const [entry] = log.json as { request_headers: Record<string, string> }[];
    expect(entry?.request_headers['webhook-id']).toBe('[REDACTED]');
    expect(entry?.request_headers['X-Gitlab-Event']).toBe('Push Hook');
  });

  it('a custom header a built-in one replaces, in any case, is not in the record', async () => {
    const id = idOf(
      await create('/h8', {
        token: 'tok-SECRET-5',
        custom_headers: [
          { key: 'x-gitlab-token', value: 'cust-SECRET-4' },
          { key: 'content-type', value: 'text/plain' },
          { key: 'X-Own', value: 'own-SECRET-6' },
        ],
      }),
    );
    const [d] = await pushSettled();
    const names = Object.keys(d?.headers ?? {});
    expect(names.filter((n) => n.toLowerCase() === 'x-gitlab-token')).toEqual(['X-Gitlab-Token']);
    expect(names.filter((n) => n.toLowerCase() === 'content-type')).toEqual(['Content-Type']);
    expect(d?.headers['X-Gitlab-Token']).toBe('tok-SECRET-5');
    expect(d?.headers['Content-Type']).toBe('application/json');
    expect(JSON.stringify(d?.headers)).not.toContain('cust-SECRET-4');
    const [got] = rig.receiver.received;
    expect([got?.headers['x-gitlab-token'], got?.headers['x-own']]).toEqual(['tok-SECRET-5', 'own-SECRET-6']);
    const log = await call(rig.server, 'GET', `${HOOKS}/${id}/events`);
    const [entry] = log.json as { request_headers: Record<string, string> }[];
    expect(entry?.request_headers).toMatchObject({ 'X-Own': '[REDACTED]', 'X-Gitlab-Token': '[REDACTED]' });
    expect(JSON.stringify(log.json)).not.toMatch(/SECRET/);
  });
});
