/**
 * GitLab's hooks have no `active` flag, so a scenario hook with `active: false` (the default
 * scenario's hook 2) is stored as GitLab's own off state: disabled for good by auto-disabling,
 * `alert_status: disabled`, skipped by events, revived by a successful test. Before, the gitlab
 * flavor kept a hidden "inactive" that its API could not show and no GitLab client could undo.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHookMock } from '../../src/index.js';
import { unhandledOption } from '../../src/core/msw/unhandled.js';

const mock = createHookMock({ flavor: 'gitlab', receiver: () => new Response('ok') });
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen(unhandledOption('error')));
afterAll(() => server.close());
beforeEach(() => mock.reset());

const API = 'https://gitlab.com/api/v4/projects/1/hooks';
const headers = { 'PRIVATE-TOKEN': 'demo' };
const hook = async (id: number) => (await fetch(`${API}/${id}`, { headers })).json();

describe('an inactive scenario hook in the gitlab flavor', () => {
  it('shows as disabled, is skipped by events, and a successful test revives it', async () => {
    expect(await hook(2)).toMatchObject({ id: 2, alert_status: 'disabled', disabled_until: null });
    expect(await hook(1)).toMatchObject({ id: 1, alert_status: 'executable' });

    const out = await mock.emit('release' as never, { repo: 'acme/widgets' });
    const toHook2 = out.find((d) => d.hookId === 2);
    expect(toHook2?.delivery.status).toBe('skipped');
    expect(toHook2?.delivery.reason).toContain('disabled after 40 consecutive failed deliveries');

    // GitLab tests a hook whatever its state; the default world has pushes, not releases.
    const tested = await fetch(`${API}/2/test/push_events`, { method: 'POST', headers });
    expect([tested.status, await tested.json()]).toEqual([201, { message: '201 Created' }]);
    expect(await hook(2)).toMatchObject({ alert_status: 'executable' });
  });

  it('is written back by snapshot() as the same off state, and loads again the same', async () => {
    const written = mock
      .snapshot()
      .hooks?.find((h) => h.config.url === 'https://deploy.example.test/releases');
    expect(written?.gitlab).toMatchObject({ recent_failures: 40 });
    expect(written?.active).toBe(true);
    const again = createHookMock({ flavor: 'gitlab', scenario: mock.snapshot() });
    expect(again.snapshot().hooks).toEqual(mock.snapshot().hooks);
  });
});
