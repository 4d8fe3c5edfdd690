/**
 * Fidelity audit 4 (docs/fidelity, `github-fidelity-4.md`), the delivery rows: one GUID per event
 * shared by every hook it reaches (row 1), `repository_id` on org-hook deliveries of repository
 * events (2), a 3xx answer is a failed delivery (5), `duration` as GitHub shows it (15).
 */
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { call, mockWithPushHooks } from './in-process-call.js';

describe('github flavor, deliveries', () => {
  it('row 1: one event shares one X-GitHub-Delivery GUID across every hook it reaches', async () => {
    const mock = await mockWithPushHooks();
    const sent = await mock.emit('push', { repo: 'acme/widgets' });
    const fired = sent.filter((d) => d.delivery.status !== 'skipped');
    expect(new Set(fired.map((d) => d.hookId)).size).toBe(3);
    const guids = new Set(fired.map((d) => d.headers['X-GitHub-Delivery']));
    expect(guids.size).toBe(1);
    expect(fired.every((d) => d.guid === d.headers['X-GitHub-Delivery'])).toBe(true);
    const [again] = await mock.emit('push', { repo: 'acme/widgets' });
    expect(guids.has(again?.guid ?? '')).toBe(false);
  });

  it('row 2: an org hook’s delivery of a repository event names the repository', async () => {
    const mock = await mockWithPushHooks();
    const sent = await mock.emit('push', { repo: 'acme/widgets' });
    const org = sent.find((d) => d.scope.kind === 'org');
    if (!org) throw new Error('no org delivery');
    const repoId = (JSON.parse(org.body) as { repository: { id: number } }).repository.id;
    expect(repoId).toBeGreaterThan(0);
    const listed = await call(mock, 'GET', `/orgs/acme/hooks/${org.hookId}/deliveries`);
    const item = listed.data.find((d: { id: number }) => d.id === org.id);
    expect(item?.repository_id).toBe(repoId);
    const one = await call(mock, 'GET', `/orgs/acme/hooks/${org.hookId}/deliveries/${org.id}`);
    expect(one.data.repository_id).toBe(repoId);
  });

  it('row 5: a 3xx answer is a failed delivery: "Invalid HTTP Response: 301", last_response failed', async () => {
    const mock = createHookMock({ flavor: 'github', deliver: () => ({ status: 301 }) });
    await call(mock, 'POST', '/repos/acme/widgets/hooks/1/pings');
    await mock.deliveries.waitFor((d) => d.delivery.status === 'failed');
    const [item] = (await call(mock, 'GET', '/repos/acme/widgets/hooks/1/deliveries')).data;
    expect([item.status, item.status_code]).toEqual(['Invalid HTTP Response: 301', 301]);
    const hook = await call(mock, 'GET', '/repos/acme/widgets/hooks/1');
    expect(hook.data.last_response).toEqual({
      code: 301,
      status: 'failed',
      message: 'Invalid HTTP Response: 301',
    });
    // `status=success` is 200–399 (list-webhook-deliveries' `status` parameter).
    const success = await call(mock, 'GET', '/repos/acme/widgets/hooks/1/deliveries?status=success');
    expect(success.data).toHaveLength(1);
  });

  it('row 15: duration is in seconds to two decimals (18.7 ms → 0.02)', async () => {
    const transport = async () => ({ status: 'delivered' as const, responseStatus: 200, durationMs: 18.7 });
    const mock = createHookMock({ flavor: 'github', deliver: true, transport, deliveryHosts: ['*'] });
    await call(mock, 'POST', '/repos/acme/widgets/hooks/1/pings');
    await mock.deliveries.waitFor((d) => d.delivery.status === 'delivered');
    const [item] = (await call(mock, 'GET', '/repos/acme/widgets/hooks/1/deliveries')).data;
    expect(item.duration).toBe(0.02);
  });
});
