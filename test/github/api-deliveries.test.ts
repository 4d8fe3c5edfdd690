// Deliveries as a stateful resource: redelivery through `POST …/attempts` (202, a new delivery,
// `redelivery: true`, the same GUID and bytes), `last_response` following the outcomes, and the
// request of a form-encoded hook read back as its payload.
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/core/wire.js';
import { TARGETS, settled, useInProcess } from './support.js';

const REPO = { owner: 'acme', repo: 'widgets' };

describe.each(TARGETS)('github flavor, deliveries (%s)', (_name, use) => {
  const target = use();

  it('POST …/attempts redelivers: 202, a new delivery with redelivery: true and the same GUID', async () => {
    const octokit = target.octokit();
    await octokit.rest.repos.testPushWebhook({ ...REPO, hook_id: 1 });
    const original = await target.deliveries().waitFor((d) => d.hookId === 1 && settled(d));
    const answer = await octokit.rest.repos.redeliverWebhookDelivery({
      ...REPO,
      hook_id: 1,
      delivery_id: original.id,
    });
    expect(answer.status).toBe(202);
    expect(answer.data).toEqual({});
    const copy = await target.deliveries().waitFor((d) => d.redelivery && settled(d));
    expect(copy.id).not.toBe(original.id);
    expect(copy.guid).toBe(original.guid);
    expect(copy.body).toBe(original.body);
    expect(copy.headers).toEqual(original.headers);
    const listed = await octokit.rest.repos.listWebhookDeliveries({ ...REPO, hook_id: 1 });
    expect(listed.data.map((d) => [d.id, d.guid, d.redelivery])).toEqual([
      [copy.id, original.guid, true],
      [original.id, original.guid, false],
    ]);
  });

  it('organization deliveries redeliver the same way', async () => {
    const octokit = target.octokit();
    await octokit.rest.orgs.pingWebhook({ org: 'acme', hook_id: 3 });
    const original = await target.deliveries().waitFor((d) => d.hookId === 3 && settled(d));
    const answer = await octokit.rest.orgs.redeliverWebhookDelivery({
      org: 'acme',
      hook_id: 3,
      delivery_id: original.id,
    });
    expect(answer.status).toBe(202);
    const copy = await target.deliveries().waitFor((d) => d.hookId === 3 && d.redelivery);
    expect(copy.guid).toBe(original.guid);
  });

  it('/tests reaches a hook subscribed to * but not an inactive one', async () => {
    const octokit = target.octokit();
    const all = await octokit.rest.repos.createWebhook({
      ...REPO,
      events: ['*'],
      config: { url: 'https://ci.example.test/all', content_type: 'json' },
    });
    await octokit.rest.repos.testPushWebhook({ ...REPO, hook_id: all.data.id });
    const push = await target.deliveries().waitFor((d) => d.hookId === all.data.id && d.event === 'push');
    expect(push.delivery.status).not.toBe('skipped');
    await octokit.rest.repos.updateWebhook({ ...REPO, hook_id: 1, active: false });
    expect((await octokit.rest.repos.testPushWebhook({ ...REPO, hook_id: 1 })).status).toBe(204);
    expect((await octokit.rest.repos.listWebhookDeliveries({ ...REPO, hook_id: 1 })).data).toEqual([]);
  });

  it('a form hook: the request payload is the decoded payload= field', async () => {
    const octokit = target.octokit();
    const hook = await octokit.rest.repos.createWebhook({
      ...REPO,
      events: ['issues'],
      config: { url: 'https://ci.example.test/form' },
    });
    const ping = await target.deliveries().waitFor((d) => d.hookId === hook.data.id);
    expect(ping.contentType).toBe('form');
    expect(ping.body.startsWith('payload=')).toBe(true);
    const one = await octokit.rest.repos.getWebhookDelivery({
      ...REPO,
      hook_id: hook.data.id,
      delivery_id: ping.id,
    });
    expect(one.data.request.payload).toMatchObject({ hook_id: hook.data.id });
  });
});

describe('github flavor, last_response follows the receiver (in-process)', () => {
  let answer = 200;
  const target = useInProcess({ deliver: () => ({ status: answer }) });

  it('unused, then active after a 2xx, then failed with "Invalid HTTP Response: 500"', async () => {
    const octokit = target.octokit();
    const before = await octokit.rest.repos.getWebhook({ ...REPO, hook_id: 1 });
    expect(before.data.last_response).toEqual({ code: null, status: 'unused', message: null });
    answer = 200;
    await octokit.rest.repos.pingWebhook({ ...REPO, hook_id: 1 });
    await target.deliveries().waitFor(settled);
    expect((await octokit.rest.repos.getWebhook({ ...REPO, hook_id: 1 })).data.last_response).toEqual({
      code: 200,
      status: 'active',
      message: 'OK',
    });
    answer = 500;
    await octokit.rest.repos.pingWebhook({ ...REPO, hook_id: 1 });
    await target.deliveries().waitFor((d: Delivery) => d.delivery.status === 'failed');
    expect((await octokit.rest.repos.getWebhook({ ...REPO, hook_id: 1 })).data.last_response).toEqual({
      code: 500,
      status: 'failed',
      message: 'Invalid HTTP Response: 500',
    });
    const failures = await octokit.rest.repos.listWebhookDeliveries({
      ...REPO,
      hook_id: 1,
      status: 'failure',
    });
    expect(failures.data.map((d) => [d.status, d.status_code])).toEqual([
      ['Invalid HTTP Response: 500', 500],
    ]);
    answer = 200;
  });
});

describe('github flavor, nothing received (in-process, deliver: false)', () => {
  const target = useInProcess({ deliver: false });

  it('a recorded delivery is listed as pending and leaves last_response unused', async () => {
    const octokit = target.octokit();
    await octokit.rest.repos.pingWebhook({ ...REPO, hook_id: 1 });
    const listed = await octokit.rest.repos.listWebhookDeliveries({ ...REPO, hook_id: 1 });
    expect(listed.data.map((d) => [d.event, d.status, d.status_code])).toEqual([['ping', 'pending', 0]]);
    const hook = await octokit.rest.repos.getWebhook({ ...REPO, hook_id: 1 });
    expect(hook.data.last_response.status).toBe('unused');
  });
});
