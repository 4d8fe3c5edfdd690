// `mock.deliveries.waitFor(predicate, { settled: true })` (issue 45 item 11; newcomer trial 5,
// N8): resolves with the first matching delivery whose outcome is in, where a plain waitFor
// resolves on the `pending` record before the receiver has answered.
import { describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';

/** One hook on acme/widgets, whose receiver answers 202 after 80 ms. */
function slowMock() {
  return createHookMock({
    flavor: 'gitea',
    deliver: true,
    scenario: {
      users: [{ login: 'alice', token: 't-alice' }],
      orgs: [{ name: 'acme', owners: ['alice'] }],
      repos: [{ owner: 'acme', name: 'widgets', admins: ['alice'] }],
      hooks: [
        {
          repo: 'acme/widgets',
          id: 7,
          active: true,
          events: ['push'],
          config: { url: 'http://127.0.0.1:9/h' },
        },
      ],
    },
    receiver: async () => {
      await new Promise((resolve) => setTimeout(resolve, 80));
      return new Response('late', { status: 202 });
    },
  });
}

describe('waitFor with settled', () => {
  it('resolves once the outcome is in; without it, on the pending record', async () => {
    const mock = slowMock();
    await mock.emit('push', { repo: 'acme/widgets' });
    const early = await mock.deliveries.waitFor((d) => d.hookId === 7);
    expect(early.delivery.status).toBe('pending');
    const done = await mock.deliveries.waitFor((d) => d.hookId === 7, { settled: true, timeoutMs: 3000 });
    expect(done.delivery).toMatchObject({ status: 'delivered', responseStatus: 202 });
  });

  it('rejects on timeout when the outcome is not in by then', async () => {
    const mock = slowMock();
    await mock.emit('push', { repo: 'acme/widgets' });
    await expect(
      mock.deliveries.waitFor((d) => d.hookId === 7, { settled: true, timeoutMs: 10 }),
    ).rejects.toThrow(/no delivery matched within 10 ms/);
  });
});
