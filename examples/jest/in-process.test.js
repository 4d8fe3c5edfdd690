// hookmock in-process under Jest: msw's setupServer over createHookMock's handlers.
import { setupServer } from 'msw/node';
import { createHookMock } from 'hookmock';
import { matchers } from 'hookmock/jest';

expect.extend(matchers);

const API = 'http://localhost/api/v1';
const AUTH = { Authorization: 'token demo', 'Content-Type': 'application/json' };

const mock = createHookMock({ flavor: 'gitea' });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => server.close());

test('creates a hook, presses Test, and sees the delivery', async () => {
  const created = await fetch(`${API}/repos/acme/widgets/hooks`, {
    method: 'POST',
    headers: AUTH,
    body: JSON.stringify({
      type: 'gitea',
      active: true,
      events: ['push'],
      config: { url: 'https://ci.example.test/jest', content_type: 'json' },
    }),
  });
  expect(created.status).toBe(201);
  const { id } = await created.json();
  const tested = await fetch(`${API}/repos/acme/widgets/hooks/${id}/tests`, {
    method: 'POST',
    headers: AUTH,
  });
  expect(tested.status).toBe(204);
  expect(mock).toHaveDelivered({ hookId: id, event: 'push' });
  expect(mock).toHaveReceivedRequest({ method: 'POST', status: 201 });
});

test('faults work under Jest too', async () => {
  mock.faults.add({ operation: 'list', status: 503, times: 1 });
  expect((await fetch(`${API}/orgs/acme/hooks`, { headers: AUTH })).status).toBe(503);
  expect((await fetch(`${API}/orgs/acme/hooks`, { headers: AUTH })).status).toBe(200);
});
