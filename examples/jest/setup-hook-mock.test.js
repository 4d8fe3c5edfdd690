// setupHookMock under Jest: the lifecycle comes from Jest's globals.
import { setupHookMock } from 'hookmock/vitest';

const mock = setupHookMock();

test('answers through the wired server', async () => {
  const response = await fetch('http://localhost/api/v1/orgs/acme/hooks', {
    headers: { Authorization: 'token demo' },
  });
  expect(response.status).toBe(200);
  expect(mock.requests.all()).toHaveLength(1);
});

test('was reset after the previous test', () => {
  expect(mock.requests.all()).toHaveLength(0);
});
