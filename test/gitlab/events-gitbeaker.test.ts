/**
 * The events log and resend in-process, through @gitbeaker/rest at its default host
 * (https://gitlab.com, answered by msw). gitbeaker 43.8 has no method for these routes
 * (`ResourceHooks` has add/all/show/edit/remove only), so the test uses gitbeaker's own requester
 * (`ProjectHooks.requester`: its URL building under `projects/`, `private-token` header and JSON
 * parsing), the way a gitbeaker user reaches a route it does not wrap. The receiver is the `receiver` option: an
 * in-process fetch handler, so nothing leaves the process.
 */
import { Gitlab } from '@gitbeaker/rest';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';
import { SCENARIO } from './receiver.js';

const answers: number[] = [];
const mock = createHookMock({
  flavor: 'gitlab',
  // alice (token demo) maintains acme/widgets; no hook but the test's.
  scenario: SCENARIO,
  receiver: () => new Response('{"seen":true}', { status: answers.shift() ?? 200 }),
});
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen(unhandledOption('error')));
afterAll(() => server.close());
beforeEach(() => mock.reset());

const api = new Gitlab({ token: 'demo' });
const settled = (d: { delivery: { status: string } }) =>
  d.delivery.status === 'delivered' || d.delivery.status === 'failed';

describe('gitlab events log in-process (gitbeaker)', () => {
  it('lists the deliveries and resends one, with the paging headers gitbeaker reads', async () => {
    const hook = await api.ProjectHooks.add('acme/widgets', 'https://receiver.test/hook', {
      pushEvents: true,
      token: 'tok',
    });
    answers.push(200, 503);
    for (let i = 0; i < 2; i++) {
      const [d] = await mock.emit('push' as never, { repo: 'acme/widgets' });
      await mock.deliveries.waitFor((e) => e.id === d?.id && settled(e));
    }
    const listed = await api.ProjectHooks.requester.get<Record<string, unknown>[]>(
      `acme%2Fwidgets/hooks/${hook.id}/events`,
      { searchParams: { per_page: 1 } },
    );

    expect(listed.status).toBe(200);
    expect(listed.headers['x-total']).toBe('2');
    expect(listed.body.map((e) => [e.response_status, e.trigger])).toEqual([['503', 'push_hooks']]);
    expect((listed.body[0]?.request_headers as Record<string, string>)['X-Gitlab-Token']).toBe('[REDACTED]');
    const failed = await api.ProjectHooks.requester.get<Record<string, unknown>[]>(
      `1/hooks/${hook.id}/events`,
      { searchParams: { status: 'server_failure' } },
    );
    const logId = Number(failed.body[0]?.id);
    expect(mock.deliveries.all().find((d) => d.id === logId)?.delivery.responseStatus).toBe(503);
    const resent = await api.ProjectHooks.requester.post<{ response_status: number }>(
      `1/hooks/${hook.id}/events/${logId}/resend`,
    );
    expect([resent.status, resent.body]).toEqual([201, { response_status: 200 }]);
    const copy = mock.deliveries.last();
    const original = mock.deliveries.all().find((d) => d.id === logId);
    expect(copy?.headers['Idempotency-Key']).toBe(original?.headers['Idempotency-Key']);
    expect(copy?.headers['X-Gitlab-Webhook-UUID']).not.toBe(original?.headers['X-Gitlab-Webhook-UUID']);
  });
});
