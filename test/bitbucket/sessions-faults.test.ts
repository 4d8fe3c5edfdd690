/**
 * Issue 43 item 6, what every flavor has, for both Bitbucket products: fault rules match their
 * route rows by operation (a list fails, a create does not), and a session of each product on a
 * server of another flavor answers that product's API under `/sessions/<id>/…` with its own
 * shapes, apart from the root.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHookMock } from '../../src/client/index.js';
import type { HookMockClient } from '../../src/client/index.js';
import { createHookMock } from '../../src/index.js';
import { startServer } from '../../src/node/index.js';
import type { RunningServer } from '../../src/node/index.js';

const AUTH = { Authorization: 'Bearer demo' };
/** Each product's repository hooks under its default base URL, and an event key it takes. */
const PRODUCTS = [
  {
    flavor: 'bitbucket',
    base: 'https://api.bitbucket.org/2.0',
    hooks: '/repositories/acme/widgets/hooks',
    event: 'repo:push',
  },
  {
    flavor: 'bitbucket-dc',
    base: 'http://localhost:7990/rest/api/latest',
    hooks: '/projects/ACME/repos/widgets/webhooks',
    event: 'repo:refs_changed',
  },
] as const;

describe.each(PRODUCTS)('$flavor', ({ flavor, base, hooks, event }) => {
  it('fault rules match its rows by operation', async () => {
    const mock = createHookMock({ flavor, faults: [{ operation: 'list', status: 503 }] });
    const list = await mock.fetch(new Request(`${base}${hooks}`, { headers: AUTH }));
    expect(list?.status).toBe(503);
    const created = await mock.fetch(
      new Request(`${base}${hooks}`, {
        method: 'POST',
        headers: { ...AUTH, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'ci',
          description: 'ci',
          url: 'https://ci.example.test/bb',
          active: true,
          events: [event],
        }),
      }),
    );
    expect([200, 201]).toContain(created?.status);
  });

  describe('a session on a spec server', () => {
    let server: RunningServer;
    let root: HookMockClient;
    beforeAll(async () => {
      server = await startServer({ port: 0, quiet: true });
      root = await connectHookMock(server.origin);
    });
    afterAll(() => server.close());

    it('answers the product’s API under its prefix, and the root sees none of it', async () => {
      const session = await root.createSession({ flavor });
      const listed = await fetch(`${session.url}${hooks}`, { headers: AUTH });
      expect(listed.status).toBe(200);
      expect(await listed.json()).toHaveProperty('values');
      expect(await root.requests.all()).toEqual([]);
      await session.close();
    });
  });
});
