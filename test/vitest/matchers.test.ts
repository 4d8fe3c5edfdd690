// hookmock/vitest: the matchers on an in-process mock and on a remote client, and setupHookMock.
import { beforeAll, describe, expect, it } from 'vitest';
import { matchers, setupHookMock } from '../../src/vitest/index.js';
import { connectHookMock } from '../../src/client/index.js';
import type { HookMockClient } from '../../src/client/index.js';
import { useStandaloneServer } from '../support/server.js';

const JSON_AUTH = { Authorization: 'token demo', 'Content-Type': 'application/json' };
const HOOK = JSON.stringify({
  type: 'native',
  active: true,
  config: { url: 'https://r.example.test/in', content_type: 'json' },
});

async function createAndTest(api: string): Promise<number> {
  const created = await fetch(`${api}/repos/acme/widgets/hooks`, {
    method: 'POST',
    headers: JSON_AUTH,
    body: HOOK,
  });
  const { id } = (await created.json()) as { id: number };
  await fetch(`${api}/repos/acme/widgets/hooks/${id}/tests`, { method: 'POST', headers: JSON_AUTH });
  return id;
}

describe('in-process, with setupHookMock', () => {
  const mock = setupHookMock();

  it('matches deliveries partially, payload included, and counts them', async () => {
    const id = await createAndTest('http://localhost/api/v1');
    expect(mock).toHaveDelivered({ hookId: id, event: 'ping', url: /r\.example\.test/ });
    expect(mock).toHaveDelivered({ payload: { hook_id: id } });
    expect(mock).toHaveDelivered((d) => d.hookId === id);
    expect(mock).toHaveDeliveredTimes(1, { hookId: id });
    expect(mock).not.toHaveDelivered({ hookId: id, event: 'push' });
    expect(mock).toHaveReceivedRequest({
      method: 'POST',
      path: '/api/v1/repos/acme/widgets/hooks',
      status: 201,
    });
    expect(mock).toHaveReceivedRequest({ requestBody: { config: { url: 'https://r.example.test/in' } } });
  });

  it('was reset after the previous test (setupHookMock resets after each)', () => {
    expect(mock.pings.all()).toEqual([]);
    expect(mock).not.toHaveReceivedRequest();
  });

  it('failure messages show the closest recorded entries and where they differ', async () => {
    const id = await createAndTest('http://localhost/api/v1');
    expect(() => expect(mock).toHaveDelivered({ hookId: id, event: 'push' })).toThrow(
      new RegExp(`found 0; closest of 1 recorded:\\n  \\{"id":1,"hookId":${id}.*\\n    differs at: event`),
    );
    expect(() => expect(mock).toHaveDeliveredTimes(2, { hookId: id })).toThrow(
      /exactly 2 deliveries matching .* found 1/,
    );
    expect(() => expect(mock).toHaveReceivedRequest({ method: 'DELETE' })).toThrow(
      /closest of 2 recorded:[^]*differs at: method/,
    );
    expect(() => expect(mock).not.toHaveDelivered({ hookId: id })).toThrow(
      /expected no a delivery matching|but found 1/,
    );
    expect(() => expect({}).toHaveDelivered()).toThrow(/expected a hookmock mock or client/);
  });

  it('unhandled requests are errors (onUnhandledRequest: error)', async () => {
    await expect(fetch('http://localhost/elsewhere')).rejects.toThrow();
  });

  it('`matchers` work through a plain expect.extend-style call (jest)', async () => {
    const id = await createAndTest('http://localhost/api/v1');
    const ok = matchers.toHaveDelivered.call({ isNot: false }, mock, { hookId: id });
    expect(ok).toMatchObject({ pass: true });
    const bad = matchers.toHaveDeliveredTimes.call({ isNot: false }, mock, 3, { hookId: id }) as {
      pass: boolean;
      message(): string;
    };
    expect([bad.pass, bad.message()]).toEqual([false, expect.stringContaining('exactly 3 deliveries')]);
  });
});

describe('remote client (async)', () => {
  const server = useStandaloneServer('spec');
  let remote: HookMockClient;
  beforeAll(async () => {
    remote = await connectHookMock(server.origin);
  });

  it('awaits the matchers, polling briefly for entries still on their way', async () => {
    const session = await remote.createSession();
    const pending = createAndTest(session.url);
    await expect(session).toHaveDelivered({ event: 'ping', url: 'https://r.example.test/in' });
    const id = await pending;
    await expect(session).toHaveDeliveredTimes(1, { hookId: id });
    await expect(session).toHaveReceivedRequest({ method: 'POST', status: 204 });
    await expect(session).not.toHaveDelivered({ hookId: 999 });
    await expect(expect(session).toHaveDelivered({ hookId: 999 })).rejects.toThrow(/closest of 1 recorded/);
    await expect(remote).not.toHaveReceivedRequest();
    await session.close();
  });
});
