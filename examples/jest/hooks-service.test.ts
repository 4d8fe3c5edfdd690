// A TypeScript test under Jest: setupHookMock wires msw for the file, the matchers come typed
// from hookmock/jest (its import types jest's global expect for @types/jest), and a DeliveryMatch
// with the documented fields type-checks. `npm test` runs `tsc --noEmit` first.
import { setupHookMock } from 'hookmock/vitest';
import { matchers } from 'hookmock/jest';
import type { DeliveryMatch } from 'hookmock/jest';

expect.extend(matchers);

const API = 'http://localhost/api/v1';
const AUTH = { Authorization: 'token demo', 'Content-Type': 'application/json' };
const mock = setupHookMock({ flavor: 'gitea' });

interface CreatedHook {
  id: number;
  type: string;
}

async function createHook(url: string): Promise<CreatedHook> {
  const response = await fetch(`${API}/repos/acme/widgets/hooks`, {
    method: 'POST',
    headers: AUTH,
    body: JSON.stringify({
      type: 'gitea',
      active: true,
      events: ['push'],
      config: { url, content_type: 'json' },
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedHook;
}

test('creates a hook and presses Test: a push delivery, typed matchers', async () => {
  const hook = await createHook('https://ci.example.test/ts');
  expect(hook.type).toBe('gitea');
  await fetch(`${API}/repos/acme/widgets/hooks/${hook.id}/tests`, { method: 'POST', headers: AUTH });
  const match: DeliveryMatch = { hookId: hook.id, trigger: 'test', eventType: 'push', method: 'POST' };
  expect(mock).toHaveDelivered(match);
  expect(mock).toHaveDeliveredTimes(1, { hookId: hook.id });
  expect(mock).toHaveReceivedRequest({ method: 'POST', status: 201 });
});

test('the mock was reset between tests', () => {
  expect(mock.deliveries.all()).toEqual([]);
});
